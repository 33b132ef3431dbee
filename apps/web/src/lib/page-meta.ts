import { useEffect } from 'react';
import { runtimeConfig } from './runtime-config';

/** Sets the document title and meta description of the current page (USA edition). */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig.siteName} USA`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
