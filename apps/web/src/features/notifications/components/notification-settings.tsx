import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type NotificationDelivery, type NotificationKind } from '@tradeforge/contracts';
import { toast } from '@/lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/settings';

const DELIVERY_LABELS: Record<NotificationDelivery, MessageDescriptor> = {
  site: msg`On the site`,
  mail: msg`On the site and by mail at once`,
  digest: msg`On the site and in a daily mail`,
  off: msg`Off`,
};
/** What each kind of notification is about (the contracts' NOTIFICATION_KIND_LABELS), in the page's language. */
const KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  like: msg`Likes of my businesses, products, posts and comments`,
  follow: msg`New followers of my businesses`,
  comment: msg`Comments on my products and posts`,
  reply: msg`Replies to my comments`,
  inquiry: msg`New inquiries to my businesses`,
  message: msg`New messages in my conversations`,
  membership: msg`Membership changes of my businesses`,
  search: msg`New results for my saved searches`,
  group: msg`Join requests, approvals, invitations and new posts of my groups`,
  rfq: msg`Buying requests for my businesses, and quotes on my requests and their outcome`,
};
/** Inquiries and messages are mailed by the message mails setting above. */
const NO_MAIL: NotificationKind[] = ['inquiry', 'message'];

/** The profile settings of each kind of notification: on the site, by mail at once, in a daily digest, or off. */
export function NotificationSettings() {
  const { t, i18n } = useLingui();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  if (settings.isPending)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Loading notification settings…</Trans>
      </p>
    );
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-slate-700">
        <Trans>Your notification settings could not be loaded, please try refreshing the page.</Trans>
      </p>
    );
  return (
    <div className="grid gap-3">
      {settings.data.settings.map(({ kind, delivery }) => (
        <label
          key={kind}
          className="grid gap-1 text-sm text-slate-800 sm:grid-cols-[1fr_16rem] sm:items-center"
        >
          <span>{i18n._(KIND_LABELS[kind])}</span>
          <select
            className="rounded-md border border-slate-300 px-2 py-1.5"
            value={save.isPending && save.variables[0]?.kind === kind ? save.variables[0].delivery : delivery}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate([{ kind, delivery: event.target.value as NotificationDelivery }], {
                onSuccess: () => toast.success(t`Notification settings saved.`),
                onError: () => toast.error(t`An error has occurred when trying to update`),
              })
            }
          >
            {(Object.keys(DELIVERY_LABELS) as NotificationDelivery[])
              .filter((option) => option !== 'mail' || !NO_MAIL.includes(kind))
              .map((option) => (
                <option key={option} value={option}>
                  {i18n._(DELIVERY_LABELS[option])}
                </option>
              ))}
          </select>
        </label>
      ))}
    </div>
  );
}
