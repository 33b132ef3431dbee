import { useLingui } from '@lingui/react/macro';
import { formatPlanPrice, LOCALE_TAGS } from '@tradeforge/contracts';
import { useSiteLocale } from '@/lib/i18n';

/**
 * Prices and dates of memberships in the page's language. English keeps the spec's `US$ 1,850.00`; the other
 * languages write US dollars as they do (`1850,00 US$`, `US$1,850.00`). A price of 0 is "Free".
 */
export function useMembershipFormats() {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const tag = LOCALE_TAGS[locale];
  const dollars = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
  const longDate = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric' });
  const shortDate = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric' });
  return {
    price: (cents: number) => {
      if (cents === 0) return t`Free`;
      return locale === 'en' ? formatPlanPrice(cents) : dollars.format(cents / 100);
    },
    longDate: (iso: string) => longDate.format(new Date(iso)),
    shortDate: (iso: string) => shortDate.format(new Date(iso)),
  };
}
