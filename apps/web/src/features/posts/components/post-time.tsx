import { LOCALE_TAGS } from '@tradeforge/contracts';
import { useHydrated } from '@/lib/hydrated';
import { useSiteLocale } from '@/lib/i18n';

/**
 * When a post was written, in the page's language and, once the page is live, in the reader's time. The server
 * knows no visitor's time zone: a server-rendered post shows UTC until the page is live, so the browser's first
 * render matches the HTML, then the visitor's local time.
 */
export function PostTime({ createdAt }: { createdAt: string }) {
  const hydrated = useHydrated();
  const tag = LOCALE_TAGS[useSiteLocale()];
  const date = new Date(createdAt);
  const format = (timeZone?: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  return <time dateTime={createdAt}>{hydrated ? format() : `${format('UTC')} UTC`}</time>;
}
