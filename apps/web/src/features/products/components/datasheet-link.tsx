import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import type { Product } from '@tradeforge/contracts';
import { toast } from '@/lib/toast';
import { downloadDatasheet } from '../api/download-datasheet';

/** "1.2 MB", "350 KB", with the page's language's decimal separator. */
const fileSize = (i18n: I18n, size: number) =>
  size >= 1024 * 1024
    ? `${i18n.number(size / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
    : `${i18n.number(Math.max(1, Math.round(size / 1024)))} KB`;

/**
 * The datasheet download link, when the product has one. A hidden product (seen only by its managers) serves its
 * file only with their token, so the app fetches it instead of following the link.
 */
export function DatasheetLink({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const sheet = product.datasheet;
  if (!sheet) return null;
  const size = fileSize(i18n, sheet.size);
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
      <Trans>Download the catalogue / datasheet (PDF, {size})</Trans>
    </a>
  );
}
