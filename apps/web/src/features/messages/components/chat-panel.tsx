import { Trans, useLingui } from '@lingui/react/macro';
import type { ThreadMessage, ThreadSummary } from '@tradeforge/contracts';
import { ArrowLeft, Building2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { ApiError } from '@/lib/http';
import { useSiteLocale } from '@/lib/i18n';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { ChatComposer } from './chat-composer';
import { EndConversation } from './end-conversation';
import { formatMessageDate } from './format-date';
import { MessageBubble } from './message-bubble';

/** The index of my latest message, which carries the Sent / Seen receipt. */
function lastMine(messages: ThreadMessage[], side: ThreadSummary['side']) {
  for (let index = messages.length - 1; index >= 0; index -= 1)
    if (messages[index]!.from === side) return index;
  return -1;
}

/** Marks the other side's messages seen while the chat is open and the page visible. */
function useReadWhileOpen(rid: string, bid: string | undefined, unread: number) {
  const markRead = useMarkRead(rid, bid);
  const { mutate, isPending } = markRead;
  useEffect(() => {
    const read = () => {
      if (unread > 0 && !isPending && document.visibilityState === 'visible') mutate();
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [unread, isPending, mutate]);
}

/**
 * One conversation (spec part 2, section 2.11): its subject and parties, the messages on their sides with UTC
 * times, End Conversation, and View buyer profile (the spec's Watch Buyer Profile) for the receiving side when
 * the sender is a business.
 */
export function ChatPanel({
  rid,
  bid,
  backTo,
  actions,
}: {
  rid: string;
  bid: string | undefined;
  backTo: string;
  actions?: (thread: ThreadSummary) => ReactNode;
}) {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const query = useMessages(rid, bid);
  const end = useRef<HTMLLIElement>(null);
  const count = query.data?.messages.length ?? 0;
  useEffect(() => {
    // A block body: scrollIntoView answers a promise in newer browsers, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  useReadWhileOpen(rid, bid, query.data?.thread.unread ?? 0);

  if (query.isPending)
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        <Trans>Loading the conversation…</Trans>
      </p>
    );
  if (query.isError) {
    // A 404 is a conversation that is not there for this viewer; anything else (server, network) may pass.
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div role="alert" className="space-y-3 p-6 text-sm text-slate-700">
        <p>
          {missing ? (
            <Trans>
              This conversation could not be loaded. It may not exist or you may not take part in it.
            </Trans>
          ) : (
            <Trans>This conversation could not be loaded, please try again.</Trans>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {!missing && (
            <button
              type="button"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              className={buttonClass('outline', 'sm')}
            >
              <Trans>Try again</Trans>
            </button>
          )}
          {/* On a phone the list is hidden while a conversation is open: the way back must stay. */}
          <Link to={backTo} className={`${buttonClass('ghost', 'sm')} md:hidden`}>
            <ArrowLeft aria-hidden className="size-4" /> <Trans>Back to the conversations</Trans>
          </Link>
        </div>
      </div>
    );
  }
  const { thread, messages } = query.data;
  const otherName = (thread.side === 'R' ? thread.from : thread.to).name;
  const started = formatMessageDate(thread.createdAt, locale);
  const endedAt = thread.endedAt ? formatMessageDate(thread.endedAt, locale) : '';
  const fromName = thread.from.name;
  const names = { S: thread.from.name, R: thread.to.name };
  const receiptAt = lastMine(messages, thread.side);
  const closed = thread.status === 'closed';
  return (
    <section aria-labelledby={`thread-${rid}`} className="flex h-full min-h-0 flex-col">
      <header className="flex flex-col gap-2 border-b border-slate-200 bg-white p-3 sm:px-4 lg:flex-row lg:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <Link
            to={backTo}
            aria-label={t`Back to the conversations`}
            className="flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          >
            <ArrowLeft aria-hidden className="size-5" />
          </Link>
          <div className="min-w-0 flex-1">
            <h2 id={`thread-${rid}`} className="truncate font-semibold text-slate-900" title={thread.subject}>
              {thread.subject}
            </h2>
            <p className="truncate text-xs text-slate-600">
              {thread.side === 'R' ? (
                <Trans>
                  From {otherName} · started {started} UTC
                </Trans>
              ) : (
                <Trans>
                  To {otherName} · started {started} UTC
                </Trans>
              )}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {thread.side === 'R' && thread.senderType === 'business' && thread.from.id && (
            <Link
              to={href.business(thread.from.name, thread.from.id)}
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              <Building2 aria-hidden className="size-4" /> <Trans>View buyer profile</Trans>
            </Link>
          )}
          {!closed && <EndConversation rid={rid} bid={bid} />}
          {actions?.(thread)}
        </div>
      </header>
      <div
        role="log"
        aria-label={t`Messages`}
        aria-live="polite"
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-3 sm:p-4"
      >
        <ol className="space-y-3">
          {messages.map((message, index) => {
            const mine = message.from === thread.side;
            const seenAt = message.seenAt ? formatMessageDate(message.seenAt, locale) : '';
            const receipt = index === receiptAt ? (seenAt ? t`Seen ${seenAt}` : t`Sent`) : undefined;
            return (
              <MessageBubble
                key={message.id}
                message={message}
                mine={mine}
                author={names[message.from]}
                receipt={receipt}
              />
            );
          })}
          {thread.senderType === 'user' && thread.from.id === null && (
            <li className="text-center text-xs text-slate-600">
              <Trans>{fromName} deleted their account: your replies will not reach them.</Trans>
            </li>
          )}
          {closed && (
            <li className="text-center text-xs text-slate-600">
              {endedAt ? <Trans>Ended {endedAt} UTC</Trans> : <Trans>Ended</Trans>}
            </li>
          )}
          <li ref={end} aria-hidden className="h-px" />
        </ol>
      </div>
      {/* Keyed: each conversation's composer starts from its own draft. */}
      <ChatComposer key={`${bid ?? ''}/${rid}`} rid={rid} bid={bid} closed={closed} />
    </section>
  );
}
