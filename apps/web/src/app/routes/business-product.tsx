import { Trans, useLingui } from '@lingui/react/macro';
import { Send, Share2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useBusiness } from '@/features/businesses/api/get-business';
import { BusinessAsideCard } from '@/features/businesses/components/business-aside-card';
import { useBusinessProducts } from '@/features/products/api/get-business-products';
import { useProduct } from '@/features/products/api/get-product';
import { MainProducts } from '@/features/products/components/main-products';
import { ProductDetails } from '@/features/products/components/product-details';
import { useReactionSummary } from '@/features/social/api/reaction-summary';
import { LikeButton } from '@/features/social/components/like-button';
import { ReportButton } from '@/features/reports/components/report-button';
import { FavoriteStar } from '@/features/favorites/components/favorite-star';
import { useViewBeacon } from '@/features/insights/api/send-view';
import { LazyComments } from '../posts/lazy-comments';
import { usePageMeta } from '@/lib/page-meta';
import { copyLink } from '@/lib/share';
import { isNotFound, NotFound, notFoundMeta } from '../not-found';
import { href } from '../paths';

/** A product page (spec part 2, section 2.9). */
export function Component() {
  const { slug = '' } = useParams();
  const { t } = useLingui();
  const product = useProduct(slug);
  const business = useBusiness(product.data?.businessID ?? '');
  const summary = useReactionSummary(product.data?.productID);
  const products = useBusinessProducts(product.data?.businessID);
  const description = product.data?.description ?? '';
  // Once the product and the viewer's access are known: members of its business are not counted.
  const access = business.data?.session.access;
  useViewBeacon('product', access ? product.data?.productID : undefined, access !== 'none');
  // An id shorter than a UUID is never read (`useProduct`): no product has it. A product whose business is gone
  // (removed between the two reads) is gone with it.
  const missing = slug.length < 36 || isNotFound(product.error) || isNotFound(business.error);
  usePageMeta(
    missing ? notFoundMeta.product.title : product.data ? description.slice(0, 64) : t`Product`,
    missing ? notFoundMeta.product.description : description || t`A product.`,
  );

  if (missing) return <NotFound kind="product" />;
  if (product.isError || business.isError || summary.isError)
    return (
      <p role="alert" className="mx-auto max-w-6xl px-4 py-16 text-center text-slate-700">
        <Trans>Error loading data</Trans>
      </p>
    );
  if (!product.data || !business.data || !summary.data)
    return (
      <div
        className="mx-auto max-w-6xl animate-pulse space-y-6 px-4 py-8"
        role="status"
        aria-label={t`Loading the product`}
      >
        <div className="h-80 rounded-xl bg-slate-200" />
        <div className="h-40 rounded-xl bg-slate-200" />
      </div>
    );
  const data = product.data;
  const company = business.data.general.companyName;
  const reason = data.moderationReason;
  const others = products.data?.filter((item) => item.productID !== data.productID);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_300px]">
      <div className="min-w-0 space-y-6">
        {reason && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <Trans>The site’s operators hid this product; only your business sees it. Reason: {reason}</Trans>
          </p>
        )}
        <ProductDetails
          product={data}
          actions={
            <>
              {business.data.session.access === 'none' && (
                <Link
                  to={href.sendRequest(data.businessID, data.productID)}
                  className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  <Send aria-hidden className="size-4" /> <Trans>Send Request</Trans>
                </Link>
              )}
              <LikeButton type="product" resourceID={data.productID} />
              <FavoriteStar type="product" id={data.productID} />
              <ReportButton objectType="product" objectID={data.productID} label={data.name} />
              <button
                type="button"
                onClick={() => void copyLink(window.location.href, t`Product Link copied!`)}
                className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
              >
                <Share2 aria-hidden className="size-4" /> <Trans>Share</Trans>
              </button>
            </>
          }
        />
        <LazyComments resourceID={data.productID} resourceType="product" />
        <MainProducts
          companyName={company}
          others={others}
          isPending={products.isPending}
          isError={products.isError}
          renderAction={(product) => <FavoriteStar type="product" id={product.productID} compact />}
        />
      </div>
      <aside aria-label={t`Supplier`} className="lg:sticky lg:top-24 lg:self-start">
        <BusinessAsideCard business={business.data} productID={data.productID} />
      </aside>
    </div>
  );
}
