import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { localizedPath } from '@tradeforge/contracts';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import { SendRequestForm } from '@/features/messages/components/send-request-form';
import { productQueryOptions } from '@/features/products/api/get-product';
import { useBusinessPage } from '../business-page';
import { useSiteLocale } from '@/lib/i18n';
import { href } from '../paths';
import { PageLoading } from '@/components/ui/page-status';

const loading = <PageLoading />;

/**
 * Send a request (spec part 2, section 2.11): the inquiry form for buyers; members of the business go to its
 * requests instead. `?product=` names the product the request is about, written into the message to start with.
 */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const locale = useSiteLocale();
  const { data, fallback } = useBusinessPage(id, t`Send request`, t`Send an inquiry to a supplier.`);
  const mine = useMyBusinesses();
  const productID = params.get('product') ?? '';
  const product = useQuery({ ...productQueryOptions(productID), enabled: productID.length === 36 });
  if (!data) return fallback;
  if (mine.isPending || (productID.length === 36 && product.isPending)) return loading;
  if (data.session.access !== 'none') return <Navigate to={href.businessRequests(data.businessID)} replace />;
  const company = data.general.companyName;
  const about = product.data?.businessID === data.businessID ? product.data : undefined;
  const productName = about?.name;
  // The product's address in the page's language, as the writer reads it.
  const productUrl = about
    ? `${window.location.origin}${localizedPath(locale, href.product(company, about.name, about.productID))}`
    : '';
  const initialMessage = about
    ? `${t`Hello, I am interested in your product "${productName}" (${productUrl}).`}\n\n`
    : '';
  const senders = (mine.data ?? []).map((item) => ({ id: item.businessID, name: item.general.companyName }));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <Link to={href.business(company, data.businessID)} className="text-brand-700 hover:underline">
          {company}
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Send Request</Trans>
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {about ? (
          <Trans>
            About <strong className="text-slate-800">{productName}</strong>. Your request goes to every member
            of {company}; their replies appear in your messages.
          </Trans>
        ) : (
          <Trans>
            Your request goes to every member of {company}; their replies appear in your messages.
          </Trans>
        )}
      </p>
      <section
        aria-label={t`Request`}
        className="mt-6 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
      >
        <SendRequestForm
          businessID={data.businessID}
          senders={senders}
          initialMessage={initialMessage}
          onSent={(thread) => navigate(href.myMessages(thread.requestID))}
        />
      </section>
    </div>
  );
}
