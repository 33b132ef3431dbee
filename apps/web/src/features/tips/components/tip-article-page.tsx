import type { TipSlug } from '@/app/paths';
import { PageHeader } from '@/components/ui/page-header';
import { ProseSections } from '@/components/ui/prose-section';
import { usePageMeta } from '@/lib/page-meta';
import { findTip } from '../content/tips';
import { TipsFooter } from './tips-footer';

/** One export tip article (tips 1 to 6), titled for the USA edition. */
export function TipArticlePage({ slug }: { slug: TipSlug }) {
  const tip = findTip(slug);
  usePageMeta(`${tip.title} (USA)`, tip.description, tip.keywords);
  return (
    <article>
      <PageHeader eyebrow={`Export tips for the USA · Tip ${tip.number}`} title={tip.title}>
        <p>{tip.description}</p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-12">
        <img
          src={tip.image}
          alt=""
          width={640}
          height={280}
          className="mb-10 w-full rounded-2xl bg-white ring-1 ring-slate-200"
        />
        <ProseSections sections={tip.sections} />
        <TipsFooter current={slug} />
      </div>
    </article>
  );
}
