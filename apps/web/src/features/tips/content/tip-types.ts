import type { I18n, MessageDescriptor } from '@lingui/core';
import type { TipSlug } from '@/app/paths';
import type { ContentSection } from '@/components/ui/prose-section';

/** A section of a tip: every paragraph and list item is one whole message. */
export interface TipSection {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
  bullets?: MessageDescriptor[];
}

export interface TipArticle {
  slug: TipSlug;
  number: number;
  title: MessageDescriptor;
  /** One or two sentences: the card text of the export guide and the meta description. */
  description: MessageDescriptor;
  /** Search keywords in the page's language. */
  keywords: MessageDescriptor[];
  image: string;
  sections: TipSection[];
}

/** A tip's sections in the page's language, ready for ProseSections. */
export const translateTipSections = (i18n: I18n, sections: TipSection[]): ContentSection[] =>
  sections.map((section) => ({
    heading: i18n._(section.heading),
    paragraphs: section.paragraphs.map((paragraph) => i18n._(paragraph)),
    bullets: section.bullets?.map((bullet) => i18n._(bullet)),
  }));
