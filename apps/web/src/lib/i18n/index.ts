/**
 * The site's languages in the browser and on the server: Lingui's `i18n` holds the page's language and messages,
 * components read them with `useLingui` and the `Trans` macro (`@lingui/react/macro`), and each route loads its
 * messages with its module (`loadCatalog`).
 */
export { loadCatalog, markAllMessagesLoaded, pageI18n, PAGE_I18N_ID, type PageI18n } from './page-catalogs';
export { localeTagOf, siteLocaleOf, useSiteLocale } from './use-site-locale';
export { BUSINESS_KIND_NAMES, BUSINESS_TYPE_NAMES, useBusinessTypeNames } from './business-types';
export { byName, genderName, jobPositionName, languageName, taxonomyName } from './reference-names';
