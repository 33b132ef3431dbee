import { useLingui } from '@lingui/react/macro';
import { formatPlanPrice, LOCALE_TAGS } from '@tradeforge/contracts';
import { useSiteLocale } from '@/lib/i18n';

/**
 * A membership price in the page's language: "Free" translated, a paid price in US dollars with the locale's
 * separators (English keeps the shared "US$ 1,234.00" form of the contracts).
 */
export function usePlanPrice() {
  const { t } = useLingui();
  const locale = useSiteLocale();
  return (priceCents: number): string => {
    if (priceCents === 0) return t`Free`;
    if (locale === 'en') return formatPlanPrice(priceCents);
    return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'USD' }).format(
      priceCents / 100,
    );
  };
}
