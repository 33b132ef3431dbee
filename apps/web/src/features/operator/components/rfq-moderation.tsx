import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useModerateRfq, type RfqModeration as Moderation } from '../api/moderate-rfq';
import { ReasonForm, useReasonForm } from './reason-form';

/**
 * An operator's action on a buying request, or on one of its quotes (`quoteID`): Hide, with a reason its buyer
 * (or the quote's supplier) reads, while it is visible; Show again once it is hidden. Only the action that applies
 * is offered, and the focus comes back to it when the reason form closes.
 */
export function RfqModeration({
  rfqID,
  quoteID,
  hidden,
}: {
  rfqID: string;
  quoteID?: string | undefined;
  hidden: boolean;
}) {
  const { t } = useLingui();
  const moderate = useModerateRfq({ rfqID, quoteID });
  const form = useReasonForm();
  const actionRef = useRef<HTMLButtonElement>(null);
  // Set when the form closes or a change is done: the action is focused once it is there and enabled again.
  const refocus = useRef(false);
  useEffect(() => {
    const action = actionRef.current;
    if (!refocus.current || !action || action.disabled) return;
    refocus.current = false;
    action.focus();
  });
  const quote = quoteID !== undefined;
  const run = (moderation: Moderation, done: string) =>
    moderate.mutate(moderation, {
      onSuccess: () => {
        refocus.current = true;
        form.succeeded(done);
      },
      onError: form.failed,
    });
  if (form.isOpen)
    return (
      <ReasonForm
        {...form.formProps}
        pending={moderate.isPending}
        confirmLabel={quote ? <Trans>Confirm: hide quote</Trans> : <Trans>Confirm: hide request</Trans>}
        autoFocus
        onConfirm={(given) =>
          run({ action: 'hide', reason: given }, quote ? t`The quote is hidden.` : t`The request is hidden.`)
        }
        onCancel={() => {
          refocus.current = true;
          form.close();
        }}
      />
    );
  return (
    <div className="flex flex-wrap gap-2">
      {/* One button whose action follows the state, so the focus stays on it when the list is read again. */}
      <button
        ref={actionRef}
        type="button"
        className={buttonClass('outline', 'sm')}
        disabled={moderate.isPending}
        onClick={() => {
          if (!hidden) form.open();
          else
            run({ action: 'restore' }, quote ? t`The quote is shown again.` : t`The request is shown again.`);
        }}
      >
        {hidden ? (
          quote ? (
            <Trans>Show quote again</Trans>
          ) : (
            <Trans>Show request again</Trans>
          )
        ) : quote ? (
          <Trans>Hide quote</Trans>
        ) : (
          <Trans>Hide request</Trans>
        )}
      </button>
      {form.error && (
        <p role="alert" className="text-sm text-red-700">
          {form.error}
        </p>
      )}
    </div>
  );
}
