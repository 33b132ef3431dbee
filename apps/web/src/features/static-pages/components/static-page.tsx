import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ContentContainer, ProseSections, type ContentSection } from '@/components/ui/prose-section';
import { usePageMeta } from '@/lib/page-meta';

export interface StaticPageContent {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  sections: ContentSection[];
}

interface StaticPageProps {
  content: StaticPageContent;
  numbered?: boolean;
  /** Blocks shown after the text: a price table, a call to action. */
  children?: ReactNode;
}

/** A content page from a content module: header band, sections, then any extra blocks. */
export function StaticPage({ content, numbered = false, children }: StaticPageProps) {
  usePageMeta(content.metaTitle, content.metaDescription);
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title}>
        <p>{content.intro}</p>
      </PageHeader>
      <ContentContainer>
        <ProseSections sections={content.sections} numbered={numbered} />
        {children}
      </ContentContainer>
    </>
  );
}
