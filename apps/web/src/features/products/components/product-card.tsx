import { Trans } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { ProductPriceLine } from './product-terms-view';

const PREVIEW = 200;

/**
 * A product of a business: main image (or the default), name, a 200-character description preview; `action` is
 * what the page adds (the favorite star).
 */
export function ProductCard({
  product,
  companyName,
  action,
}: {
  product: Product;
  companyName: string;
  action?: ReactNode;
}) {
  const description =
    product.description.length > PREVIEW ? `${product.description.slice(0, PREVIEW)}…` : product.description;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      {product.mainImage ? (
        <img src={product.mainImage.url} alt="" className="aspect-[4/3] w-full object-cover" />
      ) : (
        <span className="grid aspect-[4/3] w-full place-items-center bg-slate-100 text-slate-400" aria-hidden>
          <Package className="size-10" />
        </span>
      )}
      <div className="flex flex-1 flex-col p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900">
            <Link
              to={href.product(companyName, product.name, product.productID)}
              className="hover:text-brand-700 hover:underline"
            >
              {product.name}
            </Link>
          </h3>
          {action}
        </div>
        <ProductPriceLine product={product} />
        <p className="mt-1 text-sm break-words text-slate-700">{description}</p>
        {product.hidden && (
          <p className="mt-2 self-start rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <Trans>Hidden from buyers: over the membership&apos;s product limit</Trans>
          </p>
        )}
      </div>
    </article>
  );
}

/** The products of a business as a grid, with loading, error and empty states. */
export function ProductGrid({
  products,
  companyName,
  isPending,
  isError,
  renderAction,
}: {
  products: Product[] | undefined;
  companyName: string;
  isPending: boolean;
  isError: boolean;
  renderAction?: (product: Product) => ReactNode;
}) {
  if (isPending)
    return (
      <p className="text-sm text-slate-600" role="status">
        <Trans>Loading products…</Trans>
      </p>
    );
  if (isError)
    return (
      <p className="text-sm text-red-700">
        <Trans>The products could not be loaded.</Trans>
      </p>
    );
  if (!products?.length)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No products yet.</Trans>
      </p>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.productID}>
          <ProductCard product={product} companyName={companyName} action={renderAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}
