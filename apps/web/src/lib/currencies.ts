import type { I18n } from '@lingui/core';
import { localeTagOf } from './i18n';
import { COMMON_CURRENCIES } from './trade-terms';

/** Every ISO 4217 currency the browser knows, the common trade currencies first. */
const allCurrencies = () => [
  ...COMMON_CURRENCIES,
  ...Intl.supportedValuesOf('currency').filter((code) => !COMMON_CURRENCIES.includes(code)),
];

/** "USD – US Dollar" for every currency, in the page's language, as the forms' currency choices. */
export function currencyChoices(i18n: I18n) {
  const names = new Intl.DisplayNames([localeTagOf(i18n)], { type: 'currency' });
  return allCurrencies().map((code) => ({ id: code, name: `${code} – ${names.of(code)}` }));
}
