import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useMessageMails, useUpdateMessageMails } from '../api/message-mails';

/** The profile setting that turns off mails about new inquiries and unread replies. */
export function MessageMailsSetting() {
  const { t } = useLingui();
  const setting = useMessageMails();
  const update = useUpdateMessageMails();
  // The visitor's choice, set in the click itself: the controlled box turns at once rather than flicking back until
  // the mutation's state reaches the component. A failure puts back the stored one.
  const [choice, setChoice] = useState<boolean | null>(null);
  if (setting.isError)
    return (
      <p role="alert" className="text-sm text-slate-700">
        <Trans>Your mail settings could not be loaded, please try refreshing the page.</Trans>
      </p>
    );
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
        disabled={setting.isPending || update.isPending}
        checked={choice ?? setting.data?.enabled ?? true}
        onChange={(event) => {
          setChoice(event.target.checked);
          update.mutate(
            { enabled: event.target.checked },
            {
              onSuccess: ({ enabled }) =>
                toast.success(enabled ? t`Message mails turned on.` : t`Message mails turned off.`),
              onError: () => {
                setChoice(null);
                toast.error(t`An error has occurred when trying to update`);
              },
            },
          );
        }}
      />
      <span>
        <span className="font-medium">
          <Trans>E-mail me about messages</Trans>
        </span>
        <span className="block text-slate-600">
          <Trans>New requests to my businesses, and replies I have not read after 15 minutes.</Trans>
        </span>
      </span>
    </label>
  );
}
