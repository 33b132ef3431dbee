import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { OperatorReport } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { errorText } from '@/lib/http';
import { REPORT_REASON_NAMES } from '@/lib/i18n/report-reasons';
import { toast } from '@/lib/toast';
import { useResolveReport } from '../api/resolve-report';
import { ModerationNote } from './moderation-note';
import { ObjectLink } from './object-link';
import { GONE_NOTES, OBJECT_NAMES, STATUS_NAMES } from './operator-names';
import { PagedList, StatusFilter } from './paged-list';

/** The reported object as it is now: gone, or hidden or suspended since when and why. */
function ObjectState({ report }: { report: OperatorReport }) {
  const { i18n } = useLingui();
  if (report.objectState === 'removed')
    return <p className="text-sm font-semibold text-slate-700">{i18n._(GONE_NOTES[report.objectType])}</p>;
  if (report.objectState === 'visible' || !report.moderatedAt) return null;
  return (
    <ModerationNote
      label={report.objectState === 'hidden' ? 'hidden' : 'suspended'}
      at={report.moderatedAt}
      reason={report.moderationReason}
    />
  );
}

/** Where a reported comment is: "on the post …". */
function ReportPlace({ place }: { place: NonNullable<OperatorReport['place']> }) {
  const { t } = useLingui();
  const title = place.title ?? t`(removed)`;
  return (
    <span className="ml-1 text-sm text-slate-600">
      {place.type === 'post' ? <Trans>on the post {title}</Trans> : <Trans>on the product {title}</Trans>}
    </span>
  );
}

/** Who wrote the reported post or comment. */
function ReportAuthor({ author }: { author: NonNullable<OperatorReport['author']> }) {
  const { name, email, companyName } = author;
  return (
    <p className="text-sm text-slate-700">
      {companyName ? (
        <Trans>
          Written by {name} ({email}) as {companyName}
        </Trans>
      ) : (
        <Trans>
          Written by {name} ({email})
        </Trans>
      )}
    </p>
  );
}

function ReportItem({ report, actions }: { report: OperatorReport; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const resolve = useResolveReport(report.reportID);
  const [resolution, setResolution] = useState('');
  const article = useRef<HTMLElement>(null);
  const reason = i18n._(REPORT_REASON_NAMES[report.reason]);
  const reporter = report.reporterEmail;
  const resolutionNote = report.resolution;
  // A closed report leaves the open queue with its buttons: say so, and put the focus on the list's heading
  // rather than let it fall to the page.
  const close = (status: 'resolved' | 'dismissed') => {
    const heading = article.current?.closest('section')?.querySelector<HTMLElement>('h2');
    resolve.mutate(
      { status, ...(resolution.trim() ? { resolution: resolution.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(status === 'resolved' ? t`Report marked resolved.` : t`Report dismissed.`);
          heading?.focus();
        },
      },
    );
  };
  return (
    <article ref={article} aria-labelledby={`${id}-title`} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`}>
          <span className="mr-2 text-xs font-semibold text-slate-500 uppercase">
            {i18n._(OBJECT_NAMES[report.objectType])}
          </span>
          <ObjectLink
            type={report.objectType}
            id={report.objectID}
            title={report.objectTitle}
            businessID={report.businessID}
            companyName={report.companyName}
            place={report.place}
            rfqID={report.rfqID}
          />
          {report.place && <ReportPlace place={report.place} />}
        </h3>
        <p className="text-sm text-slate-600">
          {report.createdAt.slice(0, 10)} · {i18n._(STATUS_NAMES[report.status])}
        </p>
      </div>
      <p className="text-sm text-slate-800">
        <Trans>
          {reason} — by {reporter}
        </Trans>
      </p>
      <ObjectState report={report} />
      {report.author && <ReportAuthor author={report.author} />}
      {report.author?.suspendedAt && (
        <ModerationNote label="author-suspended" at={report.author.suspendedAt} />
      )}
      {report.note && <p className="text-sm whitespace-pre-line text-slate-700">{report.note}</p>}
      {resolutionNote && (
        <p className="text-sm text-slate-700">
          <Trans>Resolution: {resolutionNote}</Trans>
        </p>
      )}
      {actions}
      {report.status === 'open' && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <label htmlFor={`${id}-resolution`} className={labelClass}>
              <Trans>Resolution note (optional)</Trans>
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
            <Trans>Mark resolved</Trans>
          </button>
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={resolve.isPending}
            onClick={() => close('dismissed')}
          >
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
      {resolve.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(resolve.error, i18n)}
        </p>
      )}
    </article>
  );
}

/** The report queue: open reports by default, newest first. `actions` adds moderation to each report. */
export function ReportsList({ actions }: { actions?: (report: OperatorReport) => ReactNode }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState('open');
  return (
    <PagedList<OperatorReport>
      list="reports"
      title={t`Reports`}
      searchLabel={t`Reporter e-mail`}
      empty={t`No report here.`}
      filters={status === 'all' ? {} : { status }}
      toolbar={
        <StatusFilter
          value={status}
          onChange={setStatus}
          options={[
            ['open', i18n._(STATUS_NAMES.open)],
            ['resolved', i18n._(STATUS_NAMES.resolved)],
            ['dismissed', i18n._(STATUS_NAMES.dismissed)],
          ]}
        />
      }
      itemKey={(report) => report.reportID}
      renderItem={(report) => <ReportItem report={report} actions={actions?.(report)} />}
    />
  );
}
