import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ContentContainer, ProseSections, type ContentSection } from '@/components/ui/prose-section';
import { usePageMeta } from '@/lib/page-meta';

/** A section of a content page: every paragraph and list item is one whole message. */
export interface StaticSection {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
  bullets?: MessageDescriptor[];
}

export interface StaticPageContent {
  metaTitle: MessageDescriptor;
  metaDescription: MessageDescriptor;
  eyebrow: MessageDescriptor;
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: StaticSection[];
}

/** The sections of a content module in the page's language, ready for ProseSections. */
export const translateSections = (i18n: I18n, sections: StaticSection[]): ContentSection[] =>
  sections.map((section) => ({
    heading: i18n._(section.heading),
    paragraphs: section.paragraphs.map((paragraph) => i18n._(paragraph)),
    bullets: section.bullets?.map((bullet) => i18n._(bullet)),
  }));

interface StaticPageProps {
  content: StaticPageContent;
  numbered?: boolean;
  /** Blocks shown after the text: a price table, a call to action. */
  children?: ReactNode;
}

/** A content page from a content module: header band, sections, then any extra blocks. */
export function StaticPage({ content, numbered = false, children }: StaticPageProps) {
  const { i18n } = useLingui();
  usePageMeta(i18n._(content.metaTitle), i18n._(content.metaDescription));
  return (
    <>
      <PageHeader eyebrow={i18n._(content.eyebrow)} title={i18n._(content.title)}>
        <p>{i18n._(content.intro)}</p>
      </PageHeader>
      <ContentContainer>
        <ProseSections sections={translateSections(i18n, content.sections)} numbered={numbered} />
        {children}
      </ContentContainer>
    </>
  );
}
