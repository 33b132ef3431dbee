import { i18n as pageI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
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

/** The document title of a page (USA edition), in the language of `i18n`. */
export function documentTitle(title: string, i18n: I18n = pageI18n) {
  const { siteName } = runtimeConfig;
  return i18n._(msg`${title} | ${siteName} USA`);
}

/** A page's title or description: a text, or a descriptor (`msg`) read in the page's language. */
export type MetaText = string | MessageDescriptor;

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
export function usePageMeta(rawTitle: MetaText, rawDescription: MetaText, keywords?: readonly string[]) {
  const { i18n } = useLingui();
  const read = (text: MetaText) => (typeof text === 'string' ? text : i18n._(text));
  // Titles cut from a description (the first 64 characters) may end in a space: the browser's title collapses and
  // trims it, so the server's <title> and og:title do too.
  const title = read(rawTitle).replace(/\s+/g, ' ').trim();
  const description = read(rawDescription);
  const fullTitle = documentTitle(title, i18n);
  const keywordList = keywords?.join(', ');
  const sink = useContext(PageMetaSink);
  sink?.({ title, description, ...(keywordList ? { keywords: keywordList } : {}) });
  useEffect(() => {
    document.title = fullTitle;
    setMeta('description', description);
    setMeta('keywords', keywordList);
  }, [fullTitle, description, keywordList]);
}
