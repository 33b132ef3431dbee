import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useModerateGroup, type GroupModeration } from '../api/moderate-group';

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
  const id = useId();
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
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-reason`} className={labelClass}>
            <Trans>Reason (the owners read it)</Trans>
          </label>
          <input
            ref={reasonRef}
            id={`${id}-reason`}
            autoFocus
            className={inputClass}
            value={reason}
            maxLength={1000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={moderate.isPending}
          onClick={() => {
            if (!reason.trim()) {
              setError(t`Say why.`);
              reasonRef.current?.focus();
              return;
            }
            run({ action: 'hide', reason: reason.trim() }, t`The group is hidden.`);
          }}
        >
          <Trans>Confirm: hide group</Trans>
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </button>
        {error && (
          <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
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
