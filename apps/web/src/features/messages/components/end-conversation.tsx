import { Trans, useLingui } from '@lingui/react/macro';
import { CircleStop } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useEndRequest } from '../api/end-request';

const buttonClassName =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** End Conversation, asked twice because an ended thread cannot be reopened. */
export function EndConversation({ rid, bid }: { rid: string; bid: string | undefined }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const end = useEndRequest(rid, bid);
  if (!asking)
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={`${buttonClassName} border border-red-300 text-red-700 hover:bg-red-50`}
      >
        <CircleStop aria-hidden className="size-4" /> <Trans>End Conversation</Trans>
      </button>
    );
  return (
    <div role="group" aria-label={t`End this conversation?`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-700">
        <Trans>End it for both sides?</Trans>
      </span>
      <button
        type="button"
        disabled={end.isPending}
        // mutateAsync, not mutate's callbacks: the closed thread unmounts this button before those would run.
        onClick={() =>
          end.mutateAsync().then(
            () => toast.success(t`Finished successfully`),
            () => {
              toast.error(t`The conversation could not be ended. Please try again.`);
              setAsking(false);
            },
          )
        }
        className={`${buttonClassName} bg-red-600 text-white hover:bg-red-700`}
      >
        <Trans>Yes, end it</Trans>
      </button>
      <button
        type="button"
        onClick={() => setAsking(false)}
        className={`${buttonClassName} text-slate-700 hover:bg-slate-100`}
      >
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
