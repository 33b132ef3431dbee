import { Link, useParams } from 'react-router';
import { useBusiness } from '@/features/businesses/api/get-business';
import { MembersPanel } from '@/features/businesses/components/members-panel';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { href } from '../paths';

/** Members of a business (spec part 2, section 2.7). */
export function Component() {
  usePageMeta('Members', 'The people who manage this business.');
  const { id = '' } = useParams();
  const { session } = useSession();
  const business = useBusiness(id);
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
        <h1 className="text-2xl font-bold text-slate-900">Members</h1>
      </div>
      {data.session.access === 'none' ? (
        <p className="text-slate-700">Only the members of this business can see its members.</p>
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
