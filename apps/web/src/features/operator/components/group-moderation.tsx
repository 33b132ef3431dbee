import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClass } from '@/components/ui/button';
import { useModerateGroup, type GroupModeration } from '../api/moderate-group';
import { ReasonForm, useReasonForm } from './reason-form';

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
  const { t } = useLingui();
  const moderate = useModerateGroup(groupID);
  const form = useReasonForm();
  const run = (moderation: GroupModeration, done: string) =>
    moderate.mutate(moderation, { onSuccess: () => form.succeeded(done), onError: form.failed });
  if (form.isOpen)
    return (
      <ReasonForm
        {...form.formProps}
        pending={moderate.isPending}
        confirmLabel={<Trans>Confirm: hide group</Trans>}
        autoFocus
        onConfirm={(given) => run({ action: 'hide', reason: given }, t`The group is hidden.`)}
        onCancel={form.close}
      />
    );
  return (
    <div className="flex flex-wrap gap-2">
      {state === 'visible' ? (
        <>
          <button type="button" className={buttonClass('outline', 'sm')} onClick={form.open}>
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
      {form.error && (
        <p role="alert" className="text-sm text-red-700">
          {form.error}
        </p>
      )}
    </div>
  );
}
