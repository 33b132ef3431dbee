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
import { LatestPosts } from '@/features/posts/components/latest-posts';
import { FollowButton } from '@/features/social/components/follow-button';
import { LikeButton } from '@/features/social/components/like-button';
import { ReportButton } from '@/features/reports/components/report-button';
import { FavoriteStar } from '@/features/favorites/components/favorite-star';
import { useViewBeacon } from '@/features/insights/api/send-view';
import { usePageMeta } from '@/lib/page-meta';
import { copyLink } from '@/lib/share';
import { isNotFound, NotFound, notFoundMeta } from '../not-found';
import { href } from '../paths';
import { PageError } from '@/components/ui/page-status';

const action =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100';
const primary =
  'inline-flex items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700';

/** A business profile (spec part 2, section 2.7): the buyer's view, or the manager's with ?editMode=1. */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
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
      : { title: 'Business profile', description: 'A business profile.' };
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
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <BusinessHeader
        business={data}
        actions={
          <>
            {editMode ? (
              <nav aria-label="Manage business" className="flex flex-wrap gap-2">
                <Link to={`${base}/edit`} className={primary}>
                  <Pencil aria-hidden className="size-4" /> Manage Profile
                </Link>
                <Link to={href.businessRequests(data.businessID)} className={action}>
                  <MessageSquareText aria-hidden className="size-4" /> Requests
                </Link>
                <Link to={`${base}/products`} className={action}>
                  <Boxes aria-hidden className="size-4" /> Products
                </Link>
                <Link to={`${base}/membership`} className={action}>
                  <Crown aria-hidden className="size-4" /> Membership
                </Link>
                <Link to={`${base}/members`} className={action}>
                  <Users aria-hidden className="size-4" /> Members
                </Link>
                <Link to={`${base}/insights`} className={action}>
                  <BarChart3 aria-hidden className="size-4" /> Insights
                </Link>
                <Link to={href.compose(data.businessID)} className={action}>
                  <PenSquare aria-hidden className="size-4" /> Post an update
                </Link>
                <Link to={`${base}/`} className={action}>
                  <FileText aria-hidden className="size-4" /> View as a buyer
                </Link>
              </nav>
            ) : (
              <nav aria-label="Business" className="flex flex-wrap gap-2">
                <a href="#general" className={action}>
                  <FileText aria-hidden className="size-4" /> Business Profile
                </a>
                <Link to={href.sendRequest(data.businessID)} className={primary}>
                  <Send aria-hidden className="size-4" /> Send Request
                </Link>
                <a href="#products" className={action}>
                  <Boxes aria-hidden className="size-4" /> Company Products
                </a>
                <a href="#posts" className={action}>
                  <Newspaper aria-hidden className="size-4" /> Posts
                </a>
                {canManage && (
                  <>
                    <Link to={`${base}/?editMode=1`} className={action}>
                      <MessageSquareText aria-hidden className="size-4" /> Manage Business
                    </Link>
                    <Link to={href.compose(data.businessID)} className={action}>
                      <PenSquare aria-hidden className="size-4" /> Post an update
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
                className={action}
                onClick={() => void copyLink(`${window.location.origin}${base}/`, 'Business Link copied!')}
              >
                <Share2 aria-hidden className="size-4" /> Share
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
      <LatestPosts
        timelineID={data.businessID}
        owner={data.general.companyName}
        canPost={canManage}
        emptyText={
          canManage
            ? 'No posts yet. Share news, new products or trade fair dates: the buyers who follow you see them in their feed.'
            : `${data.general.companyName} has not posted yet.`
        }
      />
    </div>
  );
}
