import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { InvitationAcceptance } from '@/features/businesses/components/invitation-acceptance';
import { usePageMeta } from '@/lib/page-meta';

/** The page an invitation's link opens: `/business-invitation/{id}?token=...`. */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`Invitation`, t`An invitation to join a business.`);
  const { invitationID = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Invitation to join a business</Trans>
      </h1>
      <InvitationAcceptance invitationID={invitationID} token={params.get('token') ?? ''} />
    </div>
  );
}
