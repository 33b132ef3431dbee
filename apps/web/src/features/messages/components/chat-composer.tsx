import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGE_MAX_LENGTH } from '@tradeforge/contracts';
import { Loader2, SendHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useSendMessage } from '../api/send-message';
import { AttachButton, AttachmentChips, useAttachments } from './attachment-picker';

/**
 * What was typed and not sent in each conversation (by inbox and thread), for as long as the app is open: a reply
 * half written is still there after a look at another conversation. Written only by typing, so in the browser.
 */
const draftsByConversation = new Map<string, string>();

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
  const { t } = useLingui();
  const conversation = `${bid ?? ''}/${rid}`;
  const [text, setDraft] = useState(() => draftsByConversation.get(conversation) ?? '');
  const setText = (value: string) => {
    setDraft(value);
    if (value) draftsByConversation.set(conversation, value);
    else draftsByConversation.delete(conversation);
  };
  const send = useSendMessage(rid, bid);
  const attachments = useAttachments();
  if (closed)
    return (
      <p
        role="status"
        className="border-t border-slate-200 bg-slate-50 p-4 text-center text-sm text-slate-700"
      >
        <Trans>This chat has ended</Trans>
      </p>
    );
  const empty = !text.trim() && attachments.tokens.length === 0;
  const submit = () => {
    if (empty || send.isPending || attachments.uploading) return;
    // The promise, not mutate's callbacks, which do not run once the composer is gone: a message sent just before
    // a switch to another conversation must not come back as that conversation's draft.
    send
      .mutateAsync({
        content: text.trim(),
        ...(attachments.tokens.length ? { attachments: attachments.tokens } : {}),
      })
      .then(
        () => {
          setText('');
          attachments.clear();
        },
        (error: unknown) => console.error('The message could not be sent', error),
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
          <Trans>Write a message</Trans>
        </label>
        <textarea
          id={`composer-${rid}`}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t`Write a message`}
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
          aria-label={t`Send message`}
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
