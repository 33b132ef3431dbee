import { Trans, useLingui } from '@lingui/react/macro';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { usePageMeta } from '@/lib/page-meta';

/** All my notifications, paged: the bell's list at full width (mails link here). */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`Notifications`, t`Your notifications.`);
  return (
    <div className="mx-auto max-w-3xl px-2 py-4 sm:px-4 sm:py-6">
      <h1 className="mb-4 px-2 text-2xl font-bold text-slate-900 sm:px-0">
        <Trans>Notifications</Trans>
      </h1>
      <section className="rounded-xl border border-slate-200 bg-white p-2 sm:p-4">
        <NotificationList />
      </section>
    </div>
  );
}
