import { useId, useState } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { useReportedThread } from '../api/get-reported-thread';
import { ModerateAction } from './moderate-action';
import { ModerationNote } from './moderation-note';

const dateOf = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A reported conversation, opened on demand (reading it is audited): its parties, with suspension for the buyer
 * and the businesses, and its messages, oldest first.
 */
export function ThreadContext({ reportID }: { reportID: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const thread = useReportedThread(reportID, open);
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        aria-expanded={open}
        aria-controls={`${id}-thread`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide conversation' : 'View conversation'}
      </button>
      {open && (
        <div id={`${id}-thread`} className="space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          {thread.isPending && <p className="text-sm text-slate-600">Loading…</p>}
          {thread.isError && (
            <p role="alert" className="text-sm text-red-700">
              {thread.error.message}
            </p>
          )}
          {thread.data && (
            <>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <div className="space-y-1">
                  <dt className="font-semibold text-slate-800">Buyer</dt>
                  <dd>
                    <Link
                      className="text-brand-700 underline"
                      to={href.publicProfile(thread.data.sender.userID)}
                    >
                      {thread.data.sender.name}
                    </Link>{' '}
                    ({thread.data.sender.email})
                    {thread.data.senderBusiness && <> for {thread.data.senderBusiness.companyName}</>}
                  </dd>
                  {thread.data.sender.suspendedAt && (
                    <dd>
                      <ModerationNote label="Suspended" at={thread.data.sender.suspendedAt} />
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
                  <dt className="font-semibold text-slate-800">Supplier</dt>
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
                      <ModerationNote label="Suspended" at={thread.data.receiverBusiness.suspendedAt} />
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
              <ol aria-label="Messages of the conversation" className="space-y-2">
                {thread.data.messages.map((message) => (
                  <li key={message.id} className="rounded bg-white p-2 text-sm ring-1 ring-slate-200">
                    <p className="text-xs text-slate-600">
                      {message.from === 'S' ? 'Buyer' : 'Supplier'} · {message.authorName ?? 'Deleted user'} ·{' '}
                      {dateOf(message.createdAt)}
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
