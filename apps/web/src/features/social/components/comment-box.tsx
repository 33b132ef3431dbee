import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast, FAILURE_MESSAGE } from '@/lib/toast';
import { COMMENT_MAX_LENGTH, type MakeCommentBody } from '@tradeforge/contracts';
import { useAccountLink, useSession } from '@/lib/session';
import { useMakeComment } from '../api/make-comment';

/**
 * The comment text area (spec part 1, section 5): 512 characters with a counter, Enter without Shift sends,
 * nothing is sent while empty or while a send runs, the text comes back when the send fails. Logged-out
 * visitors see the prompt to log in instead.
 */
export function CommentBox({
  id,
  resourceID,
  resourceType,
  label,
  rows,
  submitLabel,
  autoFocus,
  onSent,
}: {
  id: string;
  resourceID: string;
  resourceType: MakeCommentBody['resourceType'];
  label: string;
  rows: number;
  submitLabel: string;
  autoFocus?: boolean;
  onSent?: () => void;
}) {
  const { isLoggedIn } = useSession();
  const { t } = useLingui();
  const loginHref = useAccountLink('login');
  const makeComment = useMakeComment();
  const [content, setContent] = useState('');

  if (!isLoggedIn)
    return (
      <p id={id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <Trans>If you want to comment you must be logged in.</Trans>{' '}
        <a href={loginHref} className="font-semibold text-brand-700 underline">
          <Trans>Log in</Trans>
        </a>
      </p>
    );

  const send = () => {
    const text = content.trim();
    if (!text || makeComment.isPending) return;
    setContent('');
    makeComment.mutate(
      { resourceID, resourceType, content: text },
      {
        onSuccess: onSent,
        onError: (error) => {
          setContent(text);
          toast.error(error.message || FAILURE_MESSAGE);
        },
      },
    );
  };

  return (
    <form
      id={id}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        rows={rows}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t`Type here...`}
        autoFocus={autoFocus}
        // Read-only rather than disabled while sending, so the focus stays in the box for the next message.
        readOnly={makeComment.isPending}
        aria-describedby={`${id}-count`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
        className="block w-full rounded-lg border border-slate-300 bg-white p-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none read-only:bg-slate-50"
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <span id={`${id}-count`} className="text-xs text-slate-600">
          {content.length}/{COMMENT_MAX_LENGTH}
        </span>
        <button
          type="submit"
          disabled={makeComment.isPending || !content.trim()}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {makeComment.isPending ? <Trans>Sending…</Trans> : submitLabel}
        </button>
      </div>
    </form>
  );
}
