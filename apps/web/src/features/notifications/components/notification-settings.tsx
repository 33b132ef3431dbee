import {
  NOTIFICATION_KIND_LABELS,
  type NotificationDelivery,
  type NotificationKind,
} from '@tradeforge/contracts';
import { toast } from '@/lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/settings';

const DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  site: 'On the site',
  mail: 'On the site and by mail at once',
  digest: 'On the site and in a daily mail',
  off: 'Off',
};
/** Inquiries and messages are mailed by the message mails setting above. */
const NO_MAIL: NotificationKind[] = ['inquiry', 'message'];

/** The profile settings of each kind of notification: on the site, by mail at once, in a daily digest, or off. */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  if (settings.isPending) return <p className="text-sm text-slate-600">Loading notification settings…</p>;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-slate-700">
        Your notification settings could not be loaded, please try refreshing the page.
      </p>
    );
  return (
    <div className="grid gap-3">
      {settings.data.settings.map(({ kind, delivery }) => (
        <label
          key={kind}
          className="grid gap-1 text-sm text-slate-800 sm:grid-cols-[1fr_16rem] sm:items-center"
        >
          <span>{NOTIFICATION_KIND_LABELS[kind]}</span>
          <select
            className="rounded-md border border-slate-300 px-2 py-1.5"
            value={save.isPending && save.variables[0]?.kind === kind ? save.variables[0].delivery : delivery}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate([{ kind, delivery: event.target.value as NotificationDelivery }], {
                onSuccess: () => toast.success('Notification settings saved.'),
                onError: () => toast.error('An error has occurred when trying to update'),
              })
            }
          >
            {(Object.keys(DELIVERY_LABELS) as NotificationDelivery[])
              .filter((option) => option !== 'mail' || !NO_MAIL.includes(kind))
              .map((option) => (
                <option key={option} value={option}>
                  {DELIVERY_LABELS[option]}
                </option>
              ))}
          </select>
        </label>
      ))}
    </div>
  );
}
