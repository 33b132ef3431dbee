import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ModeratedType } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useModerate } from '../api/moderate';
import { CONFIRM_VERBS, MODERATION_VERBS } from './operator-names';
import { ReasonForm } from './reason-form';

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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reasonRef = useRef<HTMLInputElement>(null);
  const actRef = useRef<HTMLButtonElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once that control is there and enabled: into the reason when the form opens, back to
  // the actions when it closes. After a change the list is read again first, and the action that applies now
  // (Reinstate after Suspend) takes the place of the one used.
  const focusTarget = useRef<'reason' | 'act' | 'undo' | null>(null);
  const [act, undo] = MODERATION_VERBS[objectType].map((verb) => i18n._(verb)) as [string, string];
  useEffect(() => {
    const target = { reason: reasonRef, act: actRef, undo: undoRef, none: null }[
      focusTarget.current ?? 'none'
    ];
    if (!target?.current || target.current.matches(':disabled')) return;
    target.current.focus();
    focusTarget.current = null;
  });
  const close = (then: 'act' | 'undo') => {
    focusTarget.current = then;
    setError(undefined);
    setOpen(false);
  };
  const done = (message: string, then: 'act' | 'undo') => () => {
    close(moderated === undefined ? 'act' : then);
    setReason('');
    toast.success(message);
  };
  const fail = (failure: Error) => setError(errorText(failure, i18n));
  if (!open)
    return (
      <div className="flex flex-wrap gap-2">
        {moderated !== true && (
          <button
            ref={actRef}
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() => {
              focusTarget.current = 'reason';
              setError(undefined);
              setOpen(true);
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
                { onSuccess: done(t`${undo}: done.`, 'act'), onError: fail },
              )
            }
          >
            {undo}
          </button>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  return (
    <ReasonForm
      reason={reason}
      onReasonChange={setReason}
      error={error}
      onError={setError}
      pending={moderate.isPending}
      confirmLabel={i18n._(CONFIRM_VERBS[objectType])}
      inputRef={reasonRef}
      onConfirm={(given) => {
        setError(undefined);
        moderate.mutate(
          { objectType, objectID, reason: given },
          { onSuccess: done(t`${act}: done.`, 'undo'), onError: fail },
        );
      }}
      onCancel={() => close('act')}
    />
  );
}
