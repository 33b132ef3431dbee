import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useBusiness } from '@/features/businesses/api/get-business';
import { useMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import { InboxLinks } from '@/features/messages/components/inbox-links';
import { MessageCenter } from '@/features/messages/components/message-center';
import { ReportButton } from '@/features/reports/components/report-button';
import { usePageMeta } from '@/lib/page-meta';
import { loginUrl, useSession } from '@/lib/session';
import { href } from '../paths';

/** A business's message center (spec part 2, section 2.11): the inbox every member of the business shares. */
export function Component() {
  usePageMeta('Requests', 'The requests your business received.');
  const { id = '', rid } = useParams();
  const { isLoggedIn } = useSession();
  const business = useBusiness(id);
  const businesses = useMyBusinesses(isLoggedIn).data ?? [];
  useEffect(() => {
    if (!isLoggedIn) window.location.assign(loginUrl());
  }, [isLoggedIn]);
  if (!isLoggedIn) return null;
  if (business.isPending)
    return (
      <p role="status" className="p-8 text-center text-slate-600">
        Loading…
      </p>
    );
  if (business.isError)
    return (
      <p role="alert" className="p-8 text-center text-slate-700">
        An unexpected error has occurred, please try refreshing the page.
      </p>
    );
  const data = business.data;
  const company = data.general.companyName;
  return (
    <div className="mx-auto max-w-6xl px-2 py-4 sm:px-4 sm:py-6">
      <div className="mb-4 px-2 sm:px-0">
        <p className="text-sm">
          <Link to={href.business(company, data.businessID)} className="text-brand-700 hover:underline">
            {company}
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-slate-900">Requests</h1>
      </div>
      {data.session.access === 'none' ? (
        <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          Only the members of {company} can read its requests.{' '}
          <Link
            to={href.sendRequest(data.businessID)}
            className="font-semibold text-brand-700 hover:underline"
          >
            Send them a request
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
              <ReportButton objectType="thread" objectID={thread.requestID} label="this conversation" />
            )}
          />
        </>
      )}
    </div>
  );
}
