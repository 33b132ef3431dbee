import {
  formatPrice,
  formatQuantity,
  INCOTERM_NAMES,
  type Incoterm,
  type Product,
} from '@tradeforge/contracts';

/** The card line: "$12 – $18 / piece · MOQ 500 pieces"; nothing when the supplier stated neither. */
export function ProductPriceLine({ product }: { product: Product }) {
  const parts = [
    product.price && formatPrice(product.price),
    product.moq && `MOQ ${formatQuantity(product.moq.quantity, product.moq.unit)}`,
  ].filter(Boolean);
  if (!parts.length) return null;
  return <p className="mt-1 text-sm font-semibold text-slate-900">{parts.join(' · ')}</p>;
}

/** The rows of the product page's Trade Terms box: only what the supplier stated. */
export function tradeTermRows(product: Product): [string, string][] {
  const supply = product.supplyAbility;
  const rows: [string, string | null][] = [
    ['Price', product.price && formatPrice(product.price)],
    ['Minimum Order', product.moq && formatQuantity(product.moq.quantity, product.moq.unit)],
    ['Supply Ability', supply && `${formatQuantity(supply.quantity, supply.unit)} per ${supply.period}`],
    ['Port of Shipment', product.portOfShipment],
    ['Payment Terms', product.paymentTerms.join(', ') || null],
    [
      'Incoterms',
      product.incoterms.map((term) => `${term} (${INCOTERM_NAMES[term as Incoterm] ?? term})`).join(', ') ||
        null,
    ],
    ['Packaging', product.packaging],
  ];
  return rows.filter((row): row is [string, string] => !!row[1]);
}
