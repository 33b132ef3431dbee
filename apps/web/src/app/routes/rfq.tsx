import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-status';
import { TrustRow } from '@/features/businesses/components/business-trust-row';
import { ReportButton } from '@/features/reports/components/report-button';
import { useRfq } from '@/features/rfqs/api/get-rfq';
import { CloseRequest } from '@/features/rfqs/components/close-request';
import { QuoteComparison } from '@/features/rfqs/components/quote-comparison';
import { RfqDetails } from '@/features/rfqs/components/rfq-details';
import { SupplierPanel } from '@/features/rfqs/components/supplier-panel';
import { ApiError } from '@/lib/http';
import { usePageMeta } from '@/lib/page-meta';
import { useAccountLink, useSession } from '@/lib/session';
import { href } from '../paths';

/**
 * /rfq/{rfqID} (issue 50): a buying request. Its buyer compares the quotes received and decides on them, or closes
 * it; a supplier reads it and quotes, then edits its quote until the buyer decides; a visitor reads a public one
 * without the buyer. Anyone may open it: the API says what each may see (404 for anyone else).
 */
export function Component() {
  const { rfqID = '' } = useParams();
  const { t } = useLingui();
  const rfq = useRfq(rfqID);
  const { isLoggedIn } = useSession();
  const loginHref = useAccountLink('login');
  const status = useRef<HTMLParagraphElement>(null);
  const [news, setNews] = useState('');
  usePageMeta(
    rfq.data?.title ?? t`Buying request`,
    rfq.data?.description.slice(0, 160) ?? t`A buying request of the industrial B2B network.`,
  );
  if (rfq.isPending) return <PageLoading />;
  if (rfq.isError)
    return (
      <div role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">
        {rfq.error instanceof ApiError && (rfq.error.status === 404 || rfq.error.status === 400) ? (
          <>
            <p>
              <Trans>This buying request does not exist, or it is not shown to you.</Trans>
            </p>
            <Link to={href.rfqs('open')} className="mt-3 inline-block font-semibold text-brand-700 underline">
              <Trans>Browse open buying requests</Trans>
            </Link>
          </>
        ) : (
          <p>
            <Trans>The buying request could not be loaded.</Trans>{' '}
            <button
              type="button"
              onClick={() => void rfq.refetch()}
              className="font-semibold text-brand-700 underline"
            >
              <Trans>Try again</Trans>
            </button>
          </p>
        )}
      </div>
    );
  const data = rfq.data;
  const { viewer } = data;
  const hiddenFor = data.moderationReason;
  const supplierless = !viewer.isBuyer && !viewer.quotes.length && !viewer.canQuoteAs.length;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      {isLoggedIn && (
        <Link
          to={viewer.isBuyer ? href.rfqs() : href.rfqs('open')}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />{' '}
          {viewer.isBuyer ? <Trans>My buying requests</Trans> : <Trans>Open buying requests</Trans>}
        </Link>
      )}
      {hiddenFor && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <Trans>An operator hid this request: {hiddenFor}</Trans>
        </p>
      )}
      <RfqDetails
        rfq={data}
        actions={
          viewer.isBuyer ? (
            data.state === 'open' && (
              <CloseRequest
                rfq={data}
                onDone={() => {
                  setNews(t`The request is closed: suppliers can no longer quote.`);
                  status.current?.focus();
                }}
              />
            )
          ) : (
            <ReportButton objectType="rfq" objectID={data.rfqID} label={data.title} />
          )
        }
      />
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={news ? 'rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900' : 'sr-only'}
      >
        {news}
      </p>
      {viewer.isBuyer ? (
        <QuoteComparison
          rfq={data}
          renderTrust={(supplier) => (
            <TrustRow
              verified={supplier.verified}
              years={supplier.yearsInBusiness}
              responseStats={supplier.responseStats}
              subscription={supplier.subscription}
            />
          )}
          renderReport={(quote) => {
            const company = quote.supplier.companyName;
            return (
              <ReportButton
                compact
                objectType="rfq-quote"
                objectID={quote.quoteID}
                label={t`the quote of ${company}`}
              />
            );
          }}
        />
      ) : (
        <SupplierPanel rfq={data} />
      )}
      {supplierless && data.state === 'open' && (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {isLoggedIn ? (
            <Trans>
              Businesses matched to this request, or selling in its category, can quote on it. Your businesses
              cannot quote on it now.
            </Trans>
          ) : (
            <>
              <Trans>Suppliers quote on buying requests as their business.</Trans>{' '}
              <a href={loginHref} className="font-semibold text-brand-700 underline">
                <Trans>Log in to quote</Trans>
              </a>
            </>
          )}
        </p>
      )}
    </div>
  );
}
