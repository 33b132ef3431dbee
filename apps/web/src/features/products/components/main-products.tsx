import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Product } from '@tradeforge/contracts';
import { ProductGrid } from './product-card';

/**
 * The product page's "Main products of {company}" block (spec part 2, section 2.9): the business's other products.
 * A business whose only product is the one on the page has nothing to list here, so the block is left out rather
 * than telling a buyer, on a product page, that the business has no products.
 */
export function MainProducts({
  companyName,
  others,
  isPending,
  isError,
  renderAction,
}: {
  companyName: string;
  /** The business's products but the one on the page. */
  others: Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  renderAction?: (product: Product) => ReactNode;
}) {
  if (!isPending && !isError && !others?.length) return null;
  return (
    <section
      aria-labelledby="main-products-title"
      className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="main-products-title" className="text-lg font-semibold text-slate-900">
        <Trans>Main products of {companyName}</Trans>
      </h2>
      <div className="mt-3">
        <ProductGrid
          renderAction={renderAction}
          products={others}
          companyName={companyName}
          isPending={isPending}
          isError={isError}
        />
      </div>
    </section>
  );
}
