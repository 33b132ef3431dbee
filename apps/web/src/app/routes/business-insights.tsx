import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { InsightsPanel } from '@/features/insights/components/insights-panel';
import { useBusinessPage } from '../business-page';
import { href } from '../paths';

/** The Insights tab of a business: its owners and admins see how buyers find and use it (modules/insights). */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const { data, fallback } = useBusinessPage(
    id,
    (business) => {
      if (!business) return t`Insights`;
      const company = business.general.companyName;
      return t`Insights - ${company}`;
    },
    t`Profile views, product views, search appearances, likes, follows and inquiries per day.`,
  );
  if (!data) return fallback;
  const canManage = data.session.access === 'owner' || data.session.access === 'admin';
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-8">
      <Link
        to={`${href.business(data.general.companyName, data.businessID)}?editMode=1`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> {data.general.companyName}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Insights</Trans>
      </h1>
      {canManage ? (
        <InsightsPanel businessID={data.businessID} companyName={data.general.companyName} />
      ) : (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          <Trans>Only the owners and admins of this business see its insights.</Trans>
        </p>
      )}
    </div>
  );
}
