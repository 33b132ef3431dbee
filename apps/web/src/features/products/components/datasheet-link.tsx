import { FileDown } from 'lucide-react';
import type { Product } from '@tradeforge/contracts';
import { toast } from '@/lib/toast';
import { downloadDatasheet } from '../api/download-datasheet';

const kilobytes = (size: number) =>
  size >= 1024 * 1024
    ? `${(size / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(size / 1024))} KB`;

/**
 * The datasheet download link, when the product has one. A hidden product (seen only by its managers) serves its
 * file only with their token, so the app fetches it instead of following the link.
 */
export function DatasheetLink({ product }: { product: Product }) {
  const sheet = product.datasheet;
  if (!sheet) return null;
  return (
    <a
      href={sheet.url}
      download={sheet.name}
      onClick={
        product.hidden
          ? (event) => {
              event.preventDefault();
              downloadDatasheet(product.productID, sheet.name).catch((failure: Error) =>
                toast.error(failure.message),
              );
            }
          : undefined
      }
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
    >
      <FileDown aria-hidden className="size-4" />
      Download the catalogue / datasheet (PDF, {kilobytes(sheet.size)})
    </a>
  );
}
