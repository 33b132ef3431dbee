import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  BarChart3,
  Boxes,
  Crown,
  FileText,
  MessageSquareText,
  Newspaper,
  PenSquare,
  Pencil,
  Send,
  Share2,
  Users,
} from 'lucide-react';
import { useBusiness } from '@/features/businesses/api/get-business';
import { BusinessHeader } from '@/features/businesses/components/business-header';
import { BusinessSections, BusinessSkeleton } from '@/features/businesses/components/business-profile-view';
import { useBusinessProducts } from '@/features/products/api/get-business-products';
import { ProductGrid } from '@/features/products/components/product-card';
import { FollowButton } from '@/features/social/components/follow-button';
import { LikeButton } from '@/features/social/components/like-button';
import { ReportButton } from '@/features/reports/components/report-button';
import { FavoriteStar } from '@/features/favorites/components/favorite-star';
import { useViewBeacon } from '@/features/insights/api/send-view';
import { usePageMeta } from '@/lib/page-meta';
import { useSiteLocale } from '@/lib/i18n';
import { localizedPath } from '@tradeforge/contracts';
import { copyLink } from '@/lib/share';
import { isNotFound, NotFound, notFoundMeta } from '../not-found';
import { href } from '../paths';
import { PageError } from '@/components/ui/page-status';

// The posts section is below the fold: its code (posts, likes, times) comes after the page's own, which keeps the
// page's first JavaScript under the budget; the server still renders it whole.
const LatestPosts = lazy(() =>
  import('@/features/posts/components/latest-posts').then((module) => ({ default: module.LatestPosts })),
);

const actionClassName =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100';
const primaryClassName =
  'inline-flex items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700';

/** A business profile (spec part 2, section 2.7): the buyer's view, or the manager's with ?editMode=1. */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useLingui();
  const locale = useSiteLocale();
  const business = useBusiness(id);
  const products = useBusinessProducts(business.data?.businessID);
  // A view counts once the page is shown, and never the business's own members'.
  const access = business.data?.session.access;
  useViewBeacon('business', business.data?.businessID, !!access && access !== 'none');
  const description = business.data?.general.shortDescription ?? '';
  // An id shorter than a UUID is never read (`useBusiness`): no business has it.
  const missing = id.length < 36 || isNotFound(business.error);
  const meta = missing
    ? notFoundMeta.business
    : business.data
      ? { title: description.slice(0, 64), description }
      : { title: t`Business profile`, description: t`A business profile.` };
  usePageMeta(meta.title, meta.description);
  if (missing) return <NotFound kind="business" />;
  if (business.isPending)
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <BusinessSkeleton />
      </div>
    );
  if (business.isError) return <PageError />;
  const data = business.data;
  const canManage = data.session.access === 'owner' || data.session.access === 'admin';
  const editMode = canManage && params.get('editMode') === '1';
  const base = href.business(data.general.companyName, data.businessID).replace(/\/$/, '');
  const company = data.general.companyName;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <BusinessHeader
        business={data}
        actions={
          <>
            {editMode ? (
              <nav aria-label={t`Manage business`} className="flex flex-wrap gap-2">
                <Link to={`${base}/edit`} className={primaryClassName}>
                  <Pencil aria-hidden className="size-4" /> <Trans>Manage Profile</Trans>
                </Link>
                <Link to={href.businessRequests(data.businessID)} className={actionClassName}>
                  <MessageSquareText aria-hidden className="size-4" /> <Trans>Requests</Trans>
                </Link>
                <Link to={`${base}/products`} className={actionClassName}>
                  <Boxes aria-hidden className="size-4" /> <Trans>Products</Trans>
                </Link>
                <Link to={href.businessRfqs(data.businessID)} className={actionClassName}>
                  <FileText aria-hidden className="size-4" /> <Trans>Buying requests</Trans>
                </Link>
                <Link to={`${base}/membership`} className={actionClassName}>
                  <Crown aria-hidden className="size-4" /> <Trans>Membership</Trans>
                </Link>
                <Link to={`${base}/members`} className={actionClassName}>
                  <Users aria-hidden className="size-4" /> <Trans>Members</Trans>
                </Link>
                <Link to={`${base}/insights`} className={actionClassName}>
                  <BarChart3 aria-hidden className="size-4" /> <Trans>Insights</Trans>
                </Link>
                <Link to={href.compose(data.businessID)} className={actionClassName}>
                  <PenSquare aria-hidden className="size-4" /> <Trans>Post an update</Trans>
                </Link>
                <Link to={`${base}/`} className={actionClassName}>
                  <FileText aria-hidden className="size-4" /> <Trans>View as a buyer</Trans>
                </Link>
              </nav>
            ) : (
              <nav aria-label={t`Business`} className="flex flex-wrap gap-2">
                <a href="#general" className={actionClassName}>
                  <FileText aria-hidden className="size-4" /> <Trans>Business Profile</Trans>
                </a>
                <Link to={href.sendRequest(data.businessID)} className={primaryClassName}>
                  <Send aria-hidden className="size-4" /> <Trans>Send Request</Trans>
                </Link>
                <a href="#products" className={actionClassName}>
                  <Boxes aria-hidden className="size-4" /> <Trans>Company Products</Trans>
                </a>
                <a href="#posts" className={actionClassName}>
                  <Newspaper aria-hidden className="size-4" /> <Trans>Posts</Trans>
                </a>
                {canManage && (
                  <>
                    <Link to={`${base}/?editMode=1`} className={actionClassName}>
                      <MessageSquareText aria-hidden className="size-4" /> <Trans>Manage Business</Trans>
                    </Link>
                    <Link to={href.compose(data.businessID)} className={actionClassName}>
                      <PenSquare aria-hidden className="size-4" /> <Trans>Post an update</Trans>
                    </Link>
                  </>
                )}
              </nav>
            )}
            <div className="flex flex-wrap gap-2">
              <LikeButton type="business" resourceID={data.businessID} />
              <FavoriteStar type="business" id={data.businessID} />
              <FollowButton businessID={data.businessID} />
              <ReportButton
                objectType="business"
                objectID={data.businessID}
                label={data.general.companyName}
              />
              <button
                type="button"
                className={actionClassName}
                // Shared outside the site: the address keeps the page's language.
                onClick={() =>
                  void copyLink(
                    `${window.location.origin}${localizedPath(locale, `${base}/`)}`,
                    t`Business Link copied!`,
                  )
                }
              >
                <Share2 aria-hidden className="size-4" /> <Trans>Share</Trans>
              </button>
            </div>
          </>
        }
      />
      <BusinessSections
        business={data}
        products={
          <ProductGrid
            renderAction={(product) => <FavoriteStar type="product" id={product.productID} compact />}
            products={products.data}
            companyName={data.general.companyName}
            isPending={products.isPending}
            isError={products.isError}
          />
        }
      />
      <Suspense fallback={null}>
        <LatestPosts
          timelineID={data.businessID}
          owner={data.general.companyName}
          canPost={canManage}
          emptyText={
            canManage
              ? t`No posts yet. Share news, new products or trade fair dates: the buyers who follow you see them in their feed.`
              : t`${company} has not posted yet.`
          }
        />
      </Suspense>
    </div>
  );
}
