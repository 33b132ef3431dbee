import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ApiError } from '@/lib/http';
import { usePageStatus } from '@/lib/page-status';
import { href } from './paths';

/**
 * What each kind of page says when what its address names does not exist, as message descriptors (`usePageMeta`
 * takes them as they are; elsewhere `i18n._`).
 */
export const notFoundMeta: Record<
  'business' | 'product' | 'post' | 'user',
  { title: MessageDescriptor; description: MessageDescriptor }
> = {
  business: {
    title: msg`Business not found`,
    description: msg`This business does not exist or was removed from the network. Search the directory or browse the industries to find suppliers like it.`,
  },
  product: {
    title: msg`Product not found`,
    description: msg`This product does not exist or was removed by its business. Search the directory or browse the industries to find products like it.`,
  },
  post: {
    title: msg`Post not found`,
    description: msg`This post does not exist or was removed. Search the directory or browse the industries to find businesses and their news.`,
  },
  user: {
    title: msg`Profile not found`,
    description: msg`This person’s profile does not exist or was removed. Search the directory or browse the industries to find businesses and their people.`,
  },
};

/**
 * Whether a read of one business, product, post or person ended in "there is none": a 404, or a 400 for an id the
 * API cannot even parse (an address cut short or mistyped). The server hands such failed reads to the browser
 * (`ssr-state.ts`), so its first render shows the same not-found page.
 */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 || (error.status === 400 && error.name === 'ValidationError'));

/**
 * The page of an address whose business, product, post or person does not exist (or no longer does): a real 404
 * for search engines (`usePageStatus`, the one way a server-rendered page gets its status), a heading that says
 * so, and ways back into the directory. The page sets its title and description from `notFoundMeta` itself (its
 * own `usePageMeta`, which would run after this one's).
 */
export function NotFound({ kind }: { kind: keyof typeof notFoundMeta }) {
  usePageStatus(404);
  const { t, i18n } = useLingui();
  const { title, description } = notFoundMeta[kind];
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
        <Trans>Error 404</Trans>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{i18n._(title)}</h1>
      <p className="mt-4 text-slate-700">{i18n._(description)}</p>
      <nav aria-label={t`Ways back`} className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href.home()} className={buttonClass('primary')}>
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to={href.industries()} className={buttonClass('outline')}>
          <Trans>Browse industries</Trans>
        </Link>
      </nav>
    </section>
  );
}
