import { LOCALE_TAGS, type SiteLocale } from '@tradeforge/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A message's date and time in UTC (spec part 2, section 2.11): day/month/year hour:minute in English, e.g.
 * 03/11/2026 14:05, and the page's language's own numeric date and 24-hour time in the others.
 */
export function formatMessageDate(iso: string, locale: SiteLocale = 'en') {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (locale === 'en')
    return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
