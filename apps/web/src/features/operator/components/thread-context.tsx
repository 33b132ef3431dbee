import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { errorText } from '@/lib/http';
import { useReportedThread } from '../api/get-reported-thread';
import { ModerateAction } from './moderate-action';
import { ModerationNote } from './moderation-note';

const dateOf = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A reported conversation, opened on demand (reading it is audited): its parties, with suspension for the buyer
 * and the businesses, and its messages, oldest first.
 */
export function ThreadContext({ reportID }: { reportID: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const thread = useReportedThread(reportID, open);
  const senderCompany = thread.data?.senderBusiness?.companyName;
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        aria-expanded={open}
        aria-controls={`${id}-thread`}
        onClick={() => setOpen(!open)}
      >
        {open ? <Trans>Hide conversation</Trans> : <Trans>View conversation</Trans>}
      </button>
      {open && (
        <div id={`${id}-thread`} className="space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          {thread.isPending && (
            <p className="text-sm text-slate-600">
              <Trans>Loading…</Trans>
            </p>
          )}
          {thread.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(thread.error, i18n)}
            </p>
          )}
          {thread.data && (
            <>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <div className="space-y-1">
                  <dt className="font-semibold text-slate-800">
                    <Trans>Buyer</Trans>
                  </dt>
                  <dd>
                    <Link
                      className="text-brand-700 underline"
                      to={href.publicProfile(thread.data.sender.userID)}
                    >
                      {thread.data.sender.name}
                    </Link>{' '}
                    ({thread.data.sender.email}){senderCompany && <Trans> for {senderCompany}</Trans>}
                  </dd>
                  {thread.data.sender.suspendedAt && (
                    <dd>
                      <ModerationNote label="suspended" at={thread.data.sender.suspendedAt} />
                    </dd>
                  )}
                  <dd>
                    <ModerateAction
                      objectType="user"
                      objectID={thread.data.sender.userID}
                      moderated={thread.data.sender.suspendedAt !== null}
                    />
                  </dd>
                </div>
                <div className="space-y-1">
                  <dt className="font-semibold text-slate-800">
                    <Trans>Supplier</Trans>
                  </dt>
                  <dd>
                    <Link
                      className="text-brand-700 underline"
                      to={href.business(
                        thread.data.receiverBusiness.companyName,
                        thread.data.receiverBusiness.businessID,
                      )}
                    >
                      {thread.data.receiverBusiness.companyName}
                    </Link>
                  </dd>
                  {thread.data.receiverBusiness.suspendedAt && (
                    <dd>
                      <ModerationNote label="suspended" at={thread.data.receiverBusiness.suspendedAt} />
                    </dd>
                  )}
                  <dd>
                    <ModerateAction
                      objectType="business"
                      objectID={thread.data.receiverBusiness.businessID}
                      moderated={thread.data.receiverBusiness.suspendedAt !== null}
                    />
                  </dd>
                </div>
              </dl>
              <ol aria-label={t`Messages of the conversation`} className="space-y-2">
                {thread.data.messages.map((message) => (
                  <li key={message.id} className="rounded bg-white p-2 text-sm ring-1 ring-slate-200">
                    <p className="text-xs text-slate-600">
                      {message.from === 'S' ? <Trans>Buyer</Trans> : <Trans>Supplier</Trans>} ·{' '}
                      {message.authorName ?? t`Deleted user`} · {dateOf(message.createdAt)}
                    </p>
                    <p className="break-words whitespace-pre-line text-slate-800">
                      {message.type === 'text' ? message.content : `[${message.type}] ${message.content}`}
                    </p>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      )}
    </div>
  );
}
