import { Trans } from '@lingui/react/macro';
import type { Rfq } from '@tradeforge/contracts';
import { XCircle } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { useCloseRfq } from '../api/close-rfq';
import { DecisionDialog } from './decision-dialog';

/** The buyer's Close request, asked once more: quoting ends and the quotes still waiting are not selected. */
export function CloseRequest({ rfq, onDone }: { rfq: Rfq; onDone: () => void }) {
  const close = useCloseRfq(rfq.rfqID);
  return (
    <DecisionDialog
      trigger={
        <>
          <XCircle aria-hidden className="size-4" /> <Trans>Close request</Trans>
        </>
      }
      triggerClassName={buttonClass('outline', 'sm')}
      title={<Trans>Close this request?</Trans>}
      consequence={
        <Trans>
          Suppliers can no longer quote, and the quotes waiting for your decision are marked not selected.
          This cannot be undone.
        </Trans>
      }
      confirm={<Trans>Close request</Trans>}
      pendingLabel={<Trans>Closing…</Trans>}
      onConfirm={() => close.mutateAsync()}
      onDone={onDone}
    />
  );
}
