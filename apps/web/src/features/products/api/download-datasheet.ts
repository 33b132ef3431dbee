import { apiDownload } from '@/lib/http';

/**
 * A hidden product's datasheet, which the API serves only to its managers: fetched with their token, then saved by
 * the browser (a plain link would carry no token).
 */
export async function downloadDatasheet(productID: string, name: string) {
  const blob = await apiDownload(`/product/${productID}/datasheet`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
