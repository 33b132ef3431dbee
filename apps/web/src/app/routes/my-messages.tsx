import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import { InboxLinks } from '@/features/messages/components/inbox-links';
import { MessageCenter } from '@/features/messages/components/message-center';
import { ReportButton } from '@/features/reports/components/report-button';
import { usePageMeta } from '@/lib/page-meta';
import { href } from '../paths';

/** My conversations as a buyer: the requests I sent as myself or as one of my businesses. */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`My messages`, t`Your conversations with suppliers.`);
  const { rid } = useParams();
  const businesses = useMyBusinesses().data ?? [];
  return (
    <div className="mx-auto max-w-6xl px-2 py-4 sm:px-4 sm:py-6">
      <h1 className="mb-4 px-2 text-2xl font-bold text-slate-900 sm:px-0">
        <Trans>My messages</Trans>
      </h1>
      <InboxLinks
        businesses={businesses.map((item) => ({ id: item.businessID, name: item.general.companyName }))}
      />
      <MessageCenter
        ubid={undefined}
        rid={rid}
        linkTo={href.myMessages}
        threadActions={(thread) => (
          <ReportButton objectType="thread" objectID={thread.requestID} label={t`this conversation`} />
        )}
      />
    </div>
  );
}
