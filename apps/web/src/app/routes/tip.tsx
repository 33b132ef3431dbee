import { ExportGuidePage } from '@/features/tips/components/export-guide-page';
import { TipArticlePage } from '@/features/tips/components/tip-article-page';
import type { TipSlug } from '../paths';

/** One route module for the seven tips: tip 0 is the export guide, the others are articles. */
export function pageOf(slug: TipSlug) {
  if (slug === 'export-to-the-world-tip-0') return ExportGuidePage;
  return function TipRoute() {
    return <TipArticlePage slug={slug} />;
  };
}
