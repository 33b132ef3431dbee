import type { TipSlug } from '@/app/paths';
import type { ContentSection } from '@/components/ui/prose-section';

export interface TipArticle {
  slug: TipSlug;
  number: number;
  title: string;
  /** One or two sentences: the card text of the export guide and the meta description. */
  description: string;
  keywords: string[];
  image: string;
  sections: ContentSection[];
}
