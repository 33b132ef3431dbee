import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTurner } from '@/components/ui/page-turner';
import { useBusinessProducts } from '../api/get-business-products';
import { ProductGrid } from './product-card';

export const CATALOG_PAGE_SIZE = 12;

/**
 * The products of a business as buyers see them (/business/{id}/products): cards, a page at a time, the page in
 * the address (`?page=2`) so it can be shared and survives a reload. The API answers the whole list (at most the
 * membership's product limit, 100), so pages are cut here.
 */
export function BusinessProductCatalog({
  businessID,
  companyName,
  businessHref,
}: {
  businessID: string;
  companyName: string;
  businessHref: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [params] = useSearchParams();
  const products = useBusinessProducts(businessID);
  const all = products.data ?? [];
  const count = all.length;
  const pages = Math.max(1, Math.ceil(all.length / CATALOG_PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const shown = products.data?.slice((page - 1) * CATALOG_PAGE_SIZE, page * CATALOG_PAGE_SIZE);
  const pageLink = (to: number) => (to === 1 ? '?' : `?page=${to}`);
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <p className="text-sm text-slate-600">
          <Link to={businessHref} className="text-brand-700 hover:underline">
            {companyName}
          </Link>
        </p>
        <h1 id={id} className="text-2xl font-bold text-slate-900">
          <Trans>Products of {companyName}</Trans>
        </h1>
        {products.data && (
          <p className="text-sm text-slate-600">
            <Plural value={count} one="# product" other="# products" />
          </p>
        )}
      </div>
      <ProductGrid
        products={shown}
        companyName={companyName}
        isPending={products.isPending}
        isError={products.isError}
      />
      <PageTurner label={t`Product pages`} page={page} pages={pages} href={pageLink} />
    </section>
  );
}
