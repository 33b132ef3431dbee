import type { I18n } from '@lingui/core';
import { localeTagOf } from '@/lib/i18n';

/** A day the API gives as YYYY-MM-DD ("needed by", "valid until"), in the page's language: it names no time zone. */
export const dayText = (i18n: I18n, day: string) =>
  new Intl.DateTimeFormat(localeTagOf(i18n), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** An instant (posted, quotes accepted until) as a day in the reader's time zone, in the page's language. */
export const instantText = (i18n: I18n, iso: string) =>
  new Intl.DateTimeFormat(localeTagOf(i18n), { dateStyle: 'medium' }).format(new Date(iso));
