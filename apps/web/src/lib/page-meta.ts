import { useEffect } from 'react';
import { runtimeConfig } from './runtime-config';

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
export function usePageMeta(title: string, description: string, keywords?: readonly string[]) {
  const keywordList = keywords?.join(', ');
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig.siteName} USA`;
    setMeta('description', description);
    setMeta('keywords', keywordList);
  }, [title, description, keywordList]);
}
