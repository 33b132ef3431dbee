import { useLingui } from '@lingui/react/macro';
import type { Group, GroupPostNotify } from '@tradeforge/contracts';
import { useId } from 'react';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useSetGroupNotify } from '../api/set-group-notify';
import { NOTIFY_LABELS } from './group-labels';

const CHOICES: GroupPostNotify[] = ['all', 'highlights', 'off'];

/** A member's choice of which new posts of the group notify them: all, highlights (owners' and admins'), off. */
export function NotifySelect({ group }: { group: Group }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const save = useSetGroupNotify(group.groupID);
  const value = save.isPending ? save.variables : (group.viewer.notify ?? 'all');
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-700">
        {t`Notify me of`}
      </label>
      <select
        id={id}
        value={value}
        disabled={save.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          save.mutate(event.target.value as GroupPostNotify, {
            onSuccess: () => toast.success(t`Notification setting saved.`),
            onError: (error) => toast.error(errorText(error, i18n)),
          })
        }
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
      >
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {i18n._(NOTIFY_LABELS[choice])}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="sr-only">
        {t`Highlights are the posts of the group's owner and admins.`}
      </span>
    </div>
  );
}
