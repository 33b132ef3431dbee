import { FileDown } from 'lucide-react';
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

const kilobytes = (size: number) =>
  size >= 1024 * 1024
    ? `${(size / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(size / 1024))} KB`;

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

/** The datasheet download link, when the product has one. */
export function DatasheetLink({ product }: { product: Product }) {
  if (!product.datasheet) return null;
  return (
    <a
      href={product.datasheet.url}
      download={product.datasheet.name}
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
    >
      <FileDown aria-hidden className="size-4" />
      Download the catalogue / datasheet (PDF, {kilobytes(product.datasheet.size)})
    </a>
  );
}
