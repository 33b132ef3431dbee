import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { MembersPanel } from '@/features/businesses/components/members-panel';
import { useSession } from '@/lib/session';
import { useBusinessPage } from '../business-page';
import { href } from '../paths';

/** Members of a business (spec part 2, section 2.7). */
export function Component() {
  const { id = '' } = useParams();
  const { session } = useSession();
  const { t } = useLingui();
  const { data, fallback } = useBusinessPage(id, t`Members`, t`The people who manage this business.`);
  if (!data) return fallback;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div>
        <p className="text-sm">
          <Link
            to={`${href.business(data.general.companyName, data.businessID)}?editMode=1`}
            className="text-brand-700 hover:underline"
          >
            {data.general.companyName}
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Members</Trans>
        </h1>
      </div>
      {data.session.access === 'none' ? (
        <p className="text-slate-700">
          <Trans>Only the members of this business can see its members.</Trans>
        </p>
      ) : (
        <MembersPanel
          businessID={data.businessID}
          viewerAccess={data.session.access}
          viewerID={session?.userID}
        />
      )}
    </div>
  );
}
