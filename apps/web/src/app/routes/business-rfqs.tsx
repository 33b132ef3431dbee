import { Trans, useLingui } from '@lingui/react/macro';
import { RFQ_LIMITS } from '@tradeforge/contracts';
import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LinkTabs } from '@/components/ui/link-tabs';
import { useBusiness } from '@/features/businesses/api/get-business';
import { INBOX_KINDS, useBusinessRfqs, type InboxKind } from '@/features/rfqs/api/get-business-rfqs';
import { RfqList } from '@/features/rfqs/components/rfq-list';
import { ApiError } from '@/lib/http';
import { usePageMeta } from '@/lib/page-meta';
import { href, idFromSlug } from '../paths';

/**
 * /business/{id}/rfq (issue 50): a business's RFQ inbox, for its members: requests matched to it, open public
 * requests of its categories, and those it quoted on, each leading to the request, where it quotes. The tab and
 * the page are in the address.
 */
export function Component() {
  const { id = '' } = useParams();
  const businessID = idFromSlug(id);
  const { t } = useLingui();
  const tabsId = useId();
  const [params] = useSearchParams();
  const kind: InboxKind = INBOX_KINDS.find((item) => item === params.get('kind')) ?? 'matched';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useBusinessRfqs(businessID, kind, (page - 1) * RFQ_LIMITS.pageSize);
  const business = useBusiness(businessID);
  const company = business.data?.general.companyName;
  usePageMeta(
    company ? t`Buying requests for ${company}` : t`Buying requests for my business`,
    t`Buying requests matched to a business and open requests of its categories.`,
  );
  const labels: Record<InboxKind, string> = {
    matched: t`Matched to us`,
    public: t`Public in our categories`,
    quoted: t`Quoted`,
  };
  const empties: Record<InboxKind, string> = {
    matched: t`No open request is matched to this business yet. Requests whose products match yours show here.`,
    public: t`No public request is open in this business’s categories.`,
    quoted: t`This business has not quoted on a request yet.`,
  };
  const forbidden =
    list.error instanceof ApiError && (list.error.status === 403 || list.error.status === 404);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold break-words text-slate-900">
          {company ? (
            <Trans>Buying requests for {company}</Trans>
          ) : (
            <Trans>Buying requests for my business</Trans>
          )}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Open a request to read it whole and send your quote.</Trans>
        </p>
      </div>
      {forbidden ? (
        <p role="alert" className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          <Trans>Only the members of this business see its buying requests.</Trans>
        </p>
      ) : (
        <>
          <LinkTabs
            label={t`Inbox tabs`}
            tabs={INBOX_KINDS}
            current={kind}
            to={(item) => href.businessRfqs(businessID, item)}
            name={(item) => labels[item]}
            listClassName="flex flex-wrap gap-1 border-b border-slate-200"
          />
          <section aria-labelledby={tabsId} className="space-y-4">
            <h2 id={tabsId} className="sr-only">
              {labels[kind]}
            </h2>
            <RfqList
              key={kind}
              list={list}
              label={labels[kind]}
              page={page}
              pageHref={(to) => {
                const base = href.businessRfqs(businessID, kind);
                if (to <= 1) return base;
                return `${base}${base.includes('?') ? '&' : '?'}page=${to}`;
              }}
              empty={<p>{empties[kind]}</p>}
            />
          </section>
        </>
      )}
    </div>
  );
}
