import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@tradeforge/contracts';
import { incotermName, paymentTermName, priceText, quantityText, supplyText } from '@/lib/trade-terms';

/** The card line: "$12 – $18 / piece · MOQ 500 pieces"; nothing when the supplier stated neither. */
export function ProductPriceLine({ product }: { product: Product }) {
  const { t, i18n } = useLingui();
  const moq = product.moq && quantityText(i18n, product.moq.quantity, product.moq.unit);
  const parts = [product.price && priceText(i18n, product.price), moq && t`MOQ ${moq}`].filter(Boolean);
  if (!parts.length) return null;
  return <p className="mt-1 text-sm font-semibold text-slate-900">{parts.join(' · ')}</p>;
}

/** The rows of the product page's Trade Terms box: only what the supplier stated, in the page's language. */
export function tradeTermRows(product: Product, i18n: I18n): [string, string][] {
  const supply = product.supplyAbility;
  const rows: [string, string | null][] = [
    [i18n._(msg`Price`), product.price && priceText(i18n, product.price)],
    [i18n._(msg`Minimum Order`), product.moq && quantityText(i18n, product.moq.quantity, product.moq.unit)],
    [i18n._(msg`Supply Ability`), supply && supplyText(i18n, supply)],
    [i18n._(msg`Port of Shipment`), product.portOfShipment],
    [
      i18n._(msg`Payment Terms`),
      product.paymentTerms.map((term) => paymentTermName(i18n, term)).join(', ') || null,
    ],
    [
      i18n._(msg`Incoterms`),
      product.incoterms.map((term) => `${term} (${incotermName(i18n, term)})`).join(', ') || null,
    ],
    [i18n._(msg`Packaging`), product.packaging],
  ];
  return rows.filter((row): row is [string, string] => !!row[1]);
}
