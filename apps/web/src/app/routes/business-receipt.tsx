import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { useReceipt } from '@/features/memberships/api/get-receipt';
import { ReceiptView } from '@/features/memberships/components/receipt-view';
import { usePageMeta } from '@/lib/page-meta';
import { runtimeConfig } from '@/lib/runtime-config';
import { href } from '../paths';

/** One membership receipt, for the business's owners and admins. */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`Receipt`, t`A membership payment receipt.`);
  const { id = '', receiptId = '' } = useParams();
  const receipt = useReceipt(receiptId);
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <p className="text-sm print:hidden">
        <Link to={href.businessMembership(id.slice(-36))} className="text-brand-700 hover:underline">
          <Trans>Back to the membership</Trans>
        </Link>
      </p>
      {receipt.isPending ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : receipt.isError ? (
        <p role="alert" className="text-slate-700">
          <Trans>
            This receipt could not be found, or only the owners and admins of its business can see it.
          </Trans>
        </p>
      ) : (
        <>
          <ReceiptView receipt={receipt.data} siteName={runtimeConfig.siteName} />
          <button
            type="button"
            onClick={() => window.print()}
            className="text-sm font-semibold text-brand-700 hover:underline print:hidden"
          >
            <Trans>Print this receipt</Trans>
          </button>
        </>
      )}
    </div>
  );
}
