import { createContext, useContext, useEffect } from 'react';
import { runtimeConfig } from './runtime-config';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
}

/**
 * Server rendering only: receives the meta the rendered page declares, so the host writes the same title and
 * description into the HTML head that the browser would set. Absent in the browser.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** The document title of a page (USA edition). */
export const documentTitle = (title: string) => `${title} | ${runtimeConfig.siteName} USA`;

function setMeta(name: string, content: string | undefined) {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Sets the document title, meta description and, for articles, meta keywords of the current page (USA edition). */
export function usePageMeta(rawTitle: string, description: string, keywords?: readonly string[]) {
  // Titles cut from a description (the first 64 characters) may end in a space: the browser's title collapses and
  // trims it, so the server's <title> and og:title do too.
  const title = rawTitle.replace(/\s+/g, ' ').trim();
  const keywordList = keywords?.join(', ');
  const sink = useContext(PageMetaSink);
  sink?.({ title, description, ...(keywordList ? { keywords: keywordList } : {}) });
  useEffect(() => {
    document.title = documentTitle(title);
    setMeta('description', description);
    setMeta('keywords', keywordList);
  }, [title, description, keywordList]);
}
