import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { SITE_LOCALES, type SiteLocale } from '@tradeforge/contracts';

/** A module's messages in one language: ICU MessageFormat (`{name}`, `{count, plural, one {#} other {#}}`). */
export type Messages<Key extends string> = Record<Key, string>;

/** A message in one language, its `{placeholders}` filled. */
export type Translate<Key extends string> = (key: Key, values?: Record<string, unknown>) => string;

/**
 * One message with its values, not yet in a language: what code that does not know its reader's language (a
 * service throwing an error) hands on, to be read in the reader's language where it is known.
 */
export type Localized = (locale: SiteLocale) => string;

const compiled = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));

/**
 * A module's messages: English as written, the other languages translated. `in(locale)` translates in that
 * language; a message a language's table lacks at run time (it cannot at compile time) falls back to English.
 */
export function defineMessages<const Source extends Record<string, string>>(
  english: Source,
  translations: Record<Exclude<SiteLocale, 'en'>, Messages<keyof Source & string>>,
) {
  const instances = new Map<SiteLocale, I18n>(
    SITE_LOCALES.map((locale) => [
      locale,
      setupI18n({
        locale,
        messages: { [locale]: compiled({ ...english, ...(locale === 'en' ? {} : translations[locale]) }) },
      }),
    ]),
  );
  return {
    /** The messages' keys, for a caller looking a text up by its English key. */
    keys: new Set<string>(Object.keys(english)),
    in(locale: SiteLocale): Translate<keyof Source & string> {
      const i18n = instances.get(locale)!;
      return (key, values) => i18n._(key, values);
    },
    /** The message `key` with its values, in whichever language it is read. */
    text(key: keyof Source & string, values?: Record<string, unknown>): Localized {
      return (locale) => instances.get(locale)!._(key, values);
    },
  };
}
