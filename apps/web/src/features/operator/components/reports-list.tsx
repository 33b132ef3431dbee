import { useId, useRef, useState, type ReactNode } from 'react';
import { REPORT_REASONS, type OperatorReport } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useResolveReport } from '../api/resolve-report';
import { ModerationNote } from './moderation-note';
import { ObjectLink } from './object-link';
import { PagedList, StatusFilter } from './paged-list';

/** The reported object as it is now: gone, or hidden or suspended since when and why. */
function ObjectState({ report }: { report: OperatorReport }) {
  if (report.objectState === 'removed')
    return (
      <p className="text-sm font-semibold text-slate-700">
        This {report.objectType === 'thread' ? 'conversation' : report.objectType} no longer exists.
      </p>
    );
  if (report.objectState === 'visible' || !report.moderatedAt) return null;
  return (
    <ModerationNote
      label={report.objectState === 'hidden' ? 'Hidden' : 'Suspended'}
      at={report.moderatedAt}
      reason={report.moderationReason}
    />
  );
}

function ReportItem({ report, actions }: { report: OperatorReport; actions?: ReactNode }) {
  const id = useId();
  const resolve = useResolveReport(report.reportID);
  const [resolution, setResolution] = useState('');
  const article = useRef<HTMLElement>(null);
  // A closed report leaves the open queue with its buttons: say so, and put the focus on the list's heading
  // rather than let it fall to the page.
  const close = (status: 'resolved' | 'dismissed') => {
    const heading = article.current?.closest('section')?.querySelector<HTMLElement>('h2');
    resolve.mutate(
      { status, ...(resolution.trim() ? { resolution: resolution.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(status === 'resolved' ? 'Report marked resolved.' : 'Report dismissed.');
          heading?.focus();
        },
      },
    );
  };
  return (
    <article ref={article} aria-labelledby={`${id}-title`} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`}>
          <span className="mr-2 text-xs font-semibold text-slate-500 uppercase">{report.objectType}</span>
          <ObjectLink
            type={report.objectType}
            id={report.objectID}
            title={report.objectTitle}
            businessID={report.businessID}
            companyName={report.companyName}
            place={report.place}
          />
          {report.place && (
            <span className="ml-1 text-sm text-slate-600">
              on the {report.place.type} {report.place.title ?? '(removed)'}
            </span>
          )}
        </h3>
        <p className="text-sm text-slate-600">
          {report.createdAt.slice(0, 10)} · {report.status}
        </p>
      </div>
      <p className="text-sm text-slate-800">
        {REPORT_REASONS[report.reason]} — by {report.reporterEmail}
      </p>
      <ObjectState report={report} />
      {report.author && (
        <p className="text-sm text-slate-700">
          Written by {report.author.name} ({report.author.email})
          {report.author.companyName && <> as {report.author.companyName}</>}
        </p>
      )}
      {report.author?.suspendedAt && (
        <ModerationNote label="Author suspended" at={report.author.suspendedAt} />
      )}
      {report.note && <p className="text-sm whitespace-pre-line text-slate-700">{report.note}</p>}
      {report.resolution && <p className="text-sm text-slate-700">Resolution: {report.resolution}</p>}
      {actions}
      {report.status === 'open' && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <label htmlFor={`${id}-resolution`} className={labelClass}>
              Resolution note (optional)
            </label>
            <input
              id={`${id}-resolution`}
              className={inputClass}
              value={resolution}
              maxLength={1000}
              onChange={(event) => setResolution(event.target.value)}
            />
          </div>
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={resolve.isPending}
            onClick={() => close('resolved')}
          >
            Mark resolved
          </button>
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={resolve.isPending}
            onClick={() => close('dismissed')}
          >
            Dismiss
          </button>
        </div>
      )}
      {resolve.isError && (
        <p role="alert" className="text-sm text-red-700">
          {resolve.error.message}
        </p>
      )}
    </article>
  );
}

/** The report queue: open reports by default, newest first. `actions` adds moderation to each report. */
export function ReportsList({ actions }: { actions?: (report: OperatorReport) => ReactNode }) {
  const [status, setStatus] = useState('open');
  return (
    <PagedList<OperatorReport>
      list="reports"
      title="Reports"
      searchLabel="Reporter e-mail"
      empty="No report here."
      filters={status === 'all' ? {} : { status }}
      toolbar={
        <StatusFilter
          value={status}
          onChange={setStatus}
          options={[
            ['open', 'Open'],
            ['resolved', 'Resolved'],
            ['dismissed', 'Dismissed'],
          ]}
        />
      }
      itemKey={(report) => report.reportID}
      renderItem={(report) => <ReportItem report={report} actions={actions?.(report)} />}
    />
  );
}
