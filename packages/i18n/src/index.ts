/**
 * Messages of the server side (the account service's pages, mails, the API's errors) in the site's four
 * languages, with Lingui's ICU runtime as the web app uses it. Each module declares its English messages and their
 * translations in TypeScript: a missing translation is a type error.
 */
export { defineMessages, type Localized, type Messages, type Translate } from './messages';
export { localeFromPreference, negotiateLocale } from './negotiate';
