import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { errorText } from '@/lib/http';
import { useReportedPost } from '../api/get-reported-post';

const dateOf = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A reported post of a private group, whose text the queue leaves out: opened on demand, as reading it is written
 * to the audit log.
 */
export function ReportedPost({ reportID }: { reportID: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const post = useReportedPost(reportID, open);
  return (
    <div className="space-y-2">
      <p id={`${id}-note`} className="text-xs text-slate-600">
        <Trans>A private group’s post: reading it is recorded in the audit log.</Trans>
      </p>
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        aria-expanded={open}
        aria-controls={`${id}-post`}
        aria-describedby={`${id}-note`}
        onClick={() => setOpen(!open)}
      >
        {open ? <Trans>Close post</Trans> : <Trans>Read post</Trans>}
      </button>
      {open && (
        <div id={`${id}-post`} className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          {post.isPending && (
            <p className="text-slate-600">
              <Trans>Loading…</Trans>
            </p>
          )}
          {post.isError && (
            <p role="alert" className="text-red-700">
              {errorText(post.error, i18n)}
            </p>
          )}
          {post.data && (
            <>
              <p className="text-xs text-slate-600">
                {post.data.author.firstName} {post.data.author.lastName}
                {post.data.group && <> · {post.data.group.name}</>} · {dateOf(post.data.createdAt)}
              </p>
              <p className="break-words whitespace-pre-line text-slate-800">{post.data.content}</p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
