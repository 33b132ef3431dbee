import { useLingui } from '@lingui/react/macro';
import type { TipSlug } from '@/app/paths';
import { PageHeader } from '@/components/ui/page-header';
import { ProseSections } from '@/components/ui/prose-section';
import { usePageMeta } from '@/lib/page-meta';
import { translateTipSections } from '../content/tip-types';
import { findTip } from '../content/tips';
import { TipsFooter } from './tips-footer';

/** One export tip article (tips 1 to 6), titled for the USA edition. */
export function TipArticlePage({ slug }: { slug: TipSlug }) {
  const tip = findTip(slug);
  const { t, i18n } = useLingui();
  const title = i18n._(tip.title);
  const description = i18n._(tip.description);
  const number = tip.number;
  usePageMeta(
    t`${title} (USA)`,
    description,
    tip.keywords.map((keyword) => i18n._(keyword)),
  );
  return (
    <article>
      <PageHeader eyebrow={t`Export tips for the USA · Tip ${number}`} title={title}>
        <p>{description}</p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-12">
        <img
          src={tip.image}
          alt=""
          width={640}
          height={280}
          className="mb-10 w-full rounded-2xl bg-white ring-1 ring-slate-200"
        />
        <ProseSections sections={translateTipSections(i18n, tip.sections)} />
        <TipsFooter current={slug} />
      </div>
    </article>
  );
}
