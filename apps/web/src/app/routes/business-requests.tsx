import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import { BusinessLogo } from '@/features/businesses/components/business-logo';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { InboxLinks } from '@/features/messages/components/inbox-links';
import { MessageCenter } from '@/features/messages/components/message-center';
import { UnreadBadge } from '@/features/messages/components/unread-badge';
import { ReportButton } from '@/features/reports/components/report-button';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useBusinessPage } from '../business-page';
import { href, idFromSlug } from '../paths';
import { PageError, PageLoading } from '@/components/ui/page-status';

/**
 * A business's message center (spec part 2, section 2.11): the inbox every member of the business shares. The
 * spec's header link names the user instead (`/business/{userID}/requests`, or `me` until the profile loads): that
 * address opens the inboxes of the user's own businesses.
 */
export function Component() {
  const { id = '', rid } = useParams();
  const { session } = useSession();
  const mine = id === 'me' || (!!session && idFromSlug(id) === session.userID);
  return mine ? <MyBusinessInboxes rid={rid} /> : <BusinessInbox id={id} rid={rid} />;
}

function BusinessInbox({ id, rid }: { id: string; rid: string | undefined }) {
  const { t } = useLingui();
  const { data, fallback } = useBusinessPage(id, t`Requests`, t`The requests your business received.`);
  const businesses = useMyBusinesses().data ?? [];
  if (!data) return fallback;
  const company = data.general.companyName;
  return (
    <div className="mx-auto max-w-6xl px-2 py-4 sm:px-4 sm:py-6">
      <div className="mb-4 px-2 sm:px-0">
        <p className="text-sm">
          <Link to={href.business(company, data.businessID)} className="text-brand-700 hover:underline">
            {company}
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Requests</Trans>
        </h1>
      </div>
      {data.session.access === 'none' ? (
        <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          <Trans>Only the members of {company} can read its requests.</Trans>{' '}
          <Link
            to={href.sendRequest(data.businessID)}
            className="font-semibold text-brand-700 hover:underline"
          >
            <Trans>Send them a request</Trans>
          </Link>
        </p>
      ) : (
        <>
          <InboxLinks
            businesses={businesses.map((item) => ({ id: item.businessID, name: item.general.companyName }))}
          />
          <MessageCenter
            ubid={data.businessID}
            rid={rid}
            linkTo={(thread) => href.businessRequests(data.businessID, thread)}
            threadActions={(thread) => (
              <ReportButton objectType="thread" objectID={thread.requestID} label={t`this conversation`} />
            )}
          />
        </>
      )}
    </div>
  );
}

const Page = ({ children }: { children: ReactNode }) => (
  <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
    <h1 className="text-2xl font-bold text-slate-900">
      <Trans>Requests</Trans>
    </h1>
    {children}
  </div>
);

/**
 * `/business/me/requests` and `/business/{my userID}/requests`: the inbox of my one business, or the list of my
 * businesses' inboxes to choose from, or, with none, where requests would arrive and where the ones I sent are.
 */
function MyBusinessInboxes({ rid }: { rid: string | undefined }) {
  const { t } = useLingui();
  usePageMeta(t`Requests`, t`The requests your businesses received.`);
  const businesses = useMyBusinesses();
  const unread = useUnreadCount(true).data;
  if (businesses.isPending) return <PageLoading />;
  if (businesses.isError) return <PageError />;
  const list = businesses.data;
  const sent = (
    <p className="text-sm text-slate-700">
      <Trans>
        The requests you sent to suppliers are in{' '}
        <Link to={href.myMessages()} className="font-semibold text-brand-700 hover:underline">
          My messages
        </Link>
        .
      </Trans>
    </p>
  );
  if (list.length === 1) return <Navigate to={href.businessRequests(list[0]!.businessID, rid)} replace />;
  if (list.length === 0)
    return (
      <Page>
        <div className="space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
          <p className="text-slate-700">
            <Trans>
              Buyers send their requests to a business, and you don’t have any business registered yet.
            </Trans>
          </p>
          <Link to={href.businessCreate()} className={buttonClass('primary')}>
            <Plus aria-hidden className="size-4" /> <Trans>Create your Business profile</Trans>
          </Link>
          {sent}
        </div>
      </Page>
    );
  const count = (businessID: string) =>
    unread?.businesses.find((item) => item.businessID === businessID)?.unread ?? 0;
  return (
    <Page>
      <p className="text-slate-700">
        <Trans>Choose the business whose requests you want to read.</Trans>
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
        {list.map((business) => {
          const unreadCount = count(business.businessID);
          return (
            <li key={business.businessID}>
              <Link
                to={href.businessRequests(business.businessID)}
                className="flex items-center gap-3 p-4 hover:bg-slate-50"
              >
                <BusinessLogo
                  photo={business.general.profilePhoto}
                  alt=""
                  className="size-10 shrink-0 rounded-lg"
                  iconClassName="size-5"
                />
                <span className="min-w-0 flex-1 font-semibold break-words text-slate-900">
                  {business.general.companyName}
                </span>
                <UnreadBadge count={unreadCount} />
                {unreadCount > 0 && (
                  <span className="sr-only">
                    <Trans>, {unreadCount} unread</Trans>
                  </span>
                )}
                <ChevronRight aria-hidden className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          );
        })}
      </ul>
      {sent}
    </Page>
  );
}
