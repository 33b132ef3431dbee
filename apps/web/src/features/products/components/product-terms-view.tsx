import { FileDown } from 'lucide-react';
import { useState } from 'react';
import {
  formatPrice,
  formatQuantity,
  INCOTERM_NAMES,
  type Incoterm,
  type Product,
} from '@tradeforge/contracts';
import { downloadDatasheet } from '../api/download-datasheet';

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

const linkClass = 'inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline';

/**
 * The datasheet download link, when the product has one. A hidden product (seen only by its managers) serves its
 * file only with their token, so it is fetched by the app rather than followed as a link.
 */
export function DatasheetLink({ product }: { product: Product }) {
  const [error, setError] = useState<string>();
  const sheet = product.datasheet;
  if (!sheet) return null;
  const text = (
    <>
      <FileDown aria-hidden className="size-4" />
      Download the catalogue / datasheet (PDF, {kilobytes(sheet.size)})
    </>
  );
  if (!product.hidden)
    return (
      <a href={sheet.url} download={sheet.name} className={linkClass}>
        {text}
      </a>
    );
  return (
    <>
      <button
        type="button"
        className={linkClass}
        onClick={() => {
          setError(undefined);
          downloadDatasheet(product.productID, sheet.name).catch((failure: Error) =>
            setError(failure.message),
          );
        }}
      >
        {text}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
