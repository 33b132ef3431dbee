import { MESSAGE_MAX_LENGTH, MESSAGE_TEXTS } from '@tradeforge/contracts';
import { Loader2, SendHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useSendMessage } from '../api/send-message';
import { AttachButton, AttachmentChips, useAttachments } from './attachment-picker';

/**
 * The message input (spec part 2, section 5): Enter sends and Shift+Enter breaks the line; nothing is sent while
 * empty, while a message is sending or while a file uploads. A failed send is only logged, as the spec says, and
 * the text stays for another try. Closed threads show 'This chat has ended' instead.
 */
export function ChatComposer({
  rid,
  bid,
  closed,
}: {
  rid: string;
  bid: string | undefined;
  closed: boolean;
}) {
  const [text, setText] = useState('');
  const send = useSendMessage(rid, bid);
  const attachments = useAttachments();
  if (closed)
    return (
      <p
        role="status"
        className="border-t border-slate-200 bg-slate-50 p-4 text-center text-sm text-slate-700"
      >
        {MESSAGE_TEXTS.chatEnded}
      </p>
    );
  const empty = !text.trim() && attachments.tokens.length === 0;
  const submit = () => {
    if (empty || send.isPending || attachments.uploading) return;
    send.mutate(
      { content: text.trim(), ...(attachments.tokens.length ? { attachments: attachments.tokens } : {}) },
      {
        onSuccess: () => {
          setText('');
          attachments.clear();
        },
        onError: (error) => console.error('The message could not be sent', error),
      },
    );
  };
  return (
    <form
      className="space-y-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AttachmentChips items={attachments.items} onRemove={attachments.remove} />
      <div className="flex items-end gap-2">
        <AttachButton onFiles={attachments.add} disabled={send.isPending} />
        <label htmlFor={`composer-${rid}`} className="sr-only">
          Write a message
        </label>
        <textarea
          id={`composer-${rid}`}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Write a message"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          className="max-h-40 min-h-10 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={empty || send.isPending || attachments.uploading}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {send.isPending ? (
            <Loader2 aria-hidden className="size-5 animate-spin" />
          ) : (
            <SendHorizontal aria-hidden className="size-5" />
          )}
        </button>
      </div>
    </form>
  );
}
