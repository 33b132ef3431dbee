import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { ModeratedType } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { useModerate } from '../api/moderate';
import { CONFIRM_VERBS, MODERATION_VERBS } from './operator-names';
import { ReasonForm, useReasonForm } from './reason-form';

/**
 * Hide or suspend an object with a reason its owners read, or undo it. `moderated` is whether it is hidden or
 * suspended now: only the action that applies is offered (both while it is not known).
 * The focus follows the keyboard: into the reason when it opens, back to the actions when it closes.
 */
export function ModerateAction({
  objectType,
  objectID,
  moderated,
}: {
  objectType: ModeratedType;
  objectID: string;
  moderated?: boolean;
}) {
  const { t, i18n } = useLingui();
  const moderate = useModerate();
  const form = useReasonForm();
  const actRef = useRef<HTMLButtonElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once that control is there and enabled: into the reason when the form opens, back to
  // the actions when it closes. After a change the list is read again first, and the action that applies now
  // (Reinstate after Suspend) takes the place of the one used.
  const focusTarget = useRef<'reason' | 'act' | 'undo' | null>(null);
  const [act, undo] = MODERATION_VERBS[objectType].map((verb) => i18n._(verb)) as [string, string];
  useEffect(() => {
    const target = { reason: form.formProps.inputRef, act: actRef, undo: undoRef, none: null }[
      focusTarget.current ?? 'none'
    ];
    if (!target?.current || target.current.matches(':disabled')) return;
    target.current.focus();
    focusTarget.current = null;
  });
  const done = (message: string, then: 'act' | 'undo') => () => {
    focusTarget.current = moderated === undefined ? 'act' : then;
    form.succeeded(message);
  };
  if (!form.isOpen)
    return (
      <div className="flex flex-wrap gap-2">
        {moderated !== true && (
          <button
            ref={actRef}
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() => {
              focusTarget.current = 'reason';
              form.open();
            }}
          >
            {act}
          </button>
        )}
        {moderated !== false && (
          <button
            ref={undoRef}
            type="button"
            className={buttonClass(moderated ? 'outline' : 'ghost', 'sm')}
            disabled={moderate.isPending}
            onClick={() =>
              moderate.mutate(
                { objectType, objectID, undo: true },
                { onSuccess: done(t`${undo}: done.`, 'act'), onError: form.failed },
              )
            }
          >
            {undo}
          </button>
        )}
        {form.error && (
          <p role="alert" className="text-sm text-red-700">
            {form.error}
          </p>
        )}
      </div>
    );
  return (
    <ReasonForm
      {...form.formProps}
      pending={moderate.isPending}
      confirmLabel={i18n._(CONFIRM_VERBS[objectType])}
      onConfirm={(given) => {
        form.setError(undefined);
        moderate.mutate(
          { objectType, objectID, reason: given },
          { onSuccess: done(t`${act}: done.`, 'undo'), onError: form.failed },
        );
      }}
      onCancel={() => {
        focusTarget.current = 'act';
        form.close();
      }}
    />
  );
}
