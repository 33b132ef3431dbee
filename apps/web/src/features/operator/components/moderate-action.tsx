import { useId, useState } from 'react';
import type { ModeratedType } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useModerate } from '../api/moderate';

const VERBS: Record<ModeratedType, [string, string]> = {
  product: ['Hide product', 'Show product again'],
  post: ['Hide post', 'Show post again'],
  comment: ['Hide comment', 'Show comment again'],
  business: ['Suspend business', 'Reinstate business'],
  user: ['Suspend user', 'Reinstate user'],
};

/** Hide or suspend an object with a reason its owners read, or undo it. */
export function ModerateAction({ objectType, objectID }: { objectType: ModeratedType; objectID: string }) {
  const id = useId();
  const moderate = useModerate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [act, undo] = VERBS[objectType];
  const done = (message: string) => () => {
    setOpen(false);
    setReason('');
    toast.success(message);
  };
  const fail = (failure: Error) => setError(failure.message);
  if (!open)
    return (
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setOpen(true)}>
          {act}
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={moderate.isPending}
          onClick={() =>
            moderate.mutate({ objectType, objectID, undo: true }, { onSuccess: done('Done.'), onError: fail })
          }
        >
          {undo}
        </button>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-reason`} className={labelClass}>
          Reason (the owners read it)
        </label>
        <input
          id={`${id}-reason`}
          className={inputClass}
          value={reason}
          maxLength={1000}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <button
        type="button"
        className={buttonClass('primary', 'sm')}
        disabled={moderate.isPending}
        onClick={() => {
          if (!reason.trim()) return setError('Say why.');
          setError(undefined);
          moderate.mutate(
            { objectType, objectID, reason: reason.trim() },
            { onSuccess: done(`${act}: done.`), onError: fail },
          );
        }}
      >
        Confirm: {act.toLowerCase()}
      </button>
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setOpen(false)}>
        Cancel
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
