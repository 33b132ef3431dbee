import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ApiError } from '@/lib/http';
import { usePageStatus } from '@/lib/page-status';
import { href } from './paths';

/** What each kind of page says when what its address names does not exist. */
export const notFoundMeta = {
  business: {
    title: 'Business not found',
    description:
      'This business does not exist or was removed from the network. Search the directory or browse the industries to find suppliers like it.',
  },
  product: {
    title: 'Product not found',
    description:
      'This product does not exist or was removed by its business. Search the directory or browse the industries to find products like it.',
  },
  post: {
    title: 'Post not found',
    description:
      'This post does not exist or was removed. Search the directory or browse the industries to find businesses and their news.',
  },
  user: {
    title: 'Profile not found',
    description:
      'This person’s profile does not exist or was removed. Search the directory or browse the industries to find businesses and their people.',
  },
} as const;

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
  const { title, description } = notFoundMeta[kind];
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{description}</p>
      <nav aria-label="Ways back" className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href.home()} className={buttonClass('primary')}>
          Go to the home page
        </Link>
        <Link to={href.industries()} className={buttonClass('outline')}>
          Browse industries
        </Link>
      </nav>
    </section>
  );
}
