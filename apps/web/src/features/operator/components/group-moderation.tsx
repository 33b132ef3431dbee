import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useModerateGroup, type GroupModeration } from '../api/moderate-group';
import { ReasonForm } from './reason-form';

/**
 * An operator's actions on a group: Hide (with a reason its owner and admins read) and Suspend (nobody sees it)
 * while it is visible, Restore once it is hidden or suspended.
 */
export function GroupModeration({
  groupID,
  state,
}: {
  groupID: string;
  state: 'visible' | 'hidden' | 'suspended';
}) {
  const { t, i18n } = useLingui();
  const moderate = useModerateGroup(groupID);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reasonRef = useRef<HTMLInputElement>(null);
  const run = (moderation: GroupModeration, done: string) =>
    moderate.mutate(moderation, {
      onSuccess: () => {
        setOpen(false);
        setReason('');
        setError(undefined);
        toast.success(done);
      },
      onError: (failure) => setError(errorText(failure, i18n)),
    });
  if (open)
    return (
      <ReasonForm
        reason={reason}
        onReasonChange={setReason}
        error={error}
        onError={setError}
        pending={moderate.isPending}
        confirmLabel={<Trans>Confirm: hide group</Trans>}
        inputRef={reasonRef}
        autoFocus
        onConfirm={(given) => run({ action: 'hide', reason: given }, t`The group is hidden.`)}
        onCancel={() => setOpen(false)}
      />
    );
  return (
    <div className="flex flex-wrap gap-2">
      {state === 'visible' ? (
        <>
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setOpen(true)}>
            <Trans>Hide group</Trans>
          </button>
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={moderate.isPending}
            onClick={() => {
              if (window.confirm(t`Suspend this group? Nobody will see it, its members included.`))
                run({ action: 'suspend' }, t`The group is suspended.`);
            }}
          >
            <Trans>Suspend group</Trans>
          </button>
        </>
      ) : (
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={moderate.isPending}
          onClick={() => run({ action: 'restore' }, t`The group is restored.`)}
        >
          <Trans>Restore group</Trans>
        </button>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
