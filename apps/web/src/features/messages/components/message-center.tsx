import { Trans } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ThreadSummary } from '@tradeforge/contracts';
import { useThreads } from '../api/get-threads';
import { ChatPanel } from './chat-panel';
import { ThreadList } from './thread-list';

/**
 * The inbox and the chat side by side; on a phone two screens, the list and then the chat with a back link.
 * `ubid` picks the list and the side the viewer acts for: a business inbox (side 'R'), or my conversations as a
 * buyer when undefined (side 'S', which the API takes when no `bid` is given).
 */
export function MessageCenter({
  ubid,
  rid,
  linkTo,
  threadActions,
}: {
  ubid: string | undefined;
  rid: string | undefined;
  linkTo: (rid?: string) => string;
  /** The page's actions on the open conversation (the Report action, from another feature). */
  threadActions?: (thread: ThreadSummary) => ReactNode;
}) {
  const threads = useThreads(ubid);
  const list = threads.data?.threads ?? [];
  return (
    <div className="grid h-[calc(100dvh-19.5rem)] min-h-[24rem] grid-cols-1 overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-slate-200 md:h-[calc(100dvh-13.5rem)] md:min-h-[28rem] md:grid-cols-[20rem_minmax(0,1fr)]">
      <div className={`min-h-0 border-slate-200 md:border-r ${rid ? 'hidden md:block' : ''}`}>
        {threads.isPending ? (
          <p role="status" className="p-4 text-sm text-slate-600">
            <Trans>Loading conversations…</Trans>
          </p>
        ) : threads.isError ? (
          <p role="alert" className="p-4 text-sm text-slate-700">
            <Trans>The conversations could not be loaded, please try refreshing the page.</Trans>
          </p>
        ) : (
          <ThreadList threads={list} selected={rid} linkTo={linkTo} />
        )}
      </div>
      <div className={`min-h-0 ${rid ? '' : 'hidden md:block'}`}>
        {rid ? (
          <ChatPanel key={rid} rid={rid} bid={ubid} backTo={linkTo()} actions={threadActions} />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-slate-600">
            <MessagesSquare aria-hidden className="size-10 text-slate-400" />
            <p>
              <Trans>Choose a conversation to read it.</Trans>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
