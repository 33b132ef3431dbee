import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { findMembershipPlan, type OperatorVerification } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { downloadVerificationDocument, useDecideVerification } from '../api/decide-verification';
import { DOCUMENT_NAMES, STATUS_NAMES } from './operator-names';
import { PagedList, StatusFilter } from './paged-list';

/** A document's button text: its kind and size ("Tax id (120 KB)"), the size in the page's number format. */
function DocumentLabel({
  kind,
  size,
}: {
  kind: OperatorVerification['documents'][number]['kind'];
  size: number;
}) {
  const { i18n } = useLingui();
  const name = i18n._(DOCUMENT_NAMES[kind]);
  const kilobytes = i18n.number(Math.ceil(size / 1024));
  return (
    <Trans>
      {name} ({kilobytes} KB)
    </Trans>
  );
}

function VerificationItem({ item }: { item: OperatorVerification }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const decide = useDecideVerification(item.requestID);
  const [reason, setReason] = useState('');
  const refusal = item.reason;
  const [error, setError] = useState<string>();
  const withReason = (action: 'refuse' | 'remove-badge') => {
    if (!reason.trim()) return setError(t`Say why: the owners read it in their mail.`);
    setError(undefined);
    decide.mutate(
      action === 'refuse'
        ? { action, reason: reason.trim() }
        : { action, reason: reason.trim(), businessID: item.businessID },
      { onError: (failure) => setError(errorText(failure, i18n)) },
    );
  };
  return (
    <article aria-labelledby={`${id}-name`} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-name`} className="font-semibold">
          <Link
            className="text-brand-700 hover:underline"
            to={href.business(item.companyName, item.businessID)}
          >
            {item.companyName}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {item.createdAt.slice(0, 10)} · {i18n._(STATUS_NAMES[item.status])} ·{' '}
          {findMembershipPlan(item.subscription).label}
          {item.verified && (
            <>
              {' · '}
              <Trans>Verified</Trans>
            </>
          )}
        </p>
      </div>
      {item.note && <p className="text-sm whitespace-pre-line text-slate-700">{item.note}</p>}
      {refusal && (
        <p className="text-sm text-slate-700">
          <Trans>Reason: {refusal}</Trans>
        </p>
      )}
      <ul aria-label={t`Documents`} className="flex flex-wrap gap-2">
        {item.documents.map((document) => (
          <li key={document.documentID}>
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              onClick={() =>
                downloadVerificationDocument(
                  item.requestID,
                  document.documentID,
                  `${document.kind}.${document.contentType === 'application/pdf' ? 'pdf' : 'webp'}`,
                ).catch((failure: Error) => toast.error(errorText(failure, i18n)))
              }
            >
              <DocumentLabel kind={document.kind} size={document.size} />
            </button>
          </li>
        ))}
      </ul>
      {(item.status === 'pending' || item.verified) && (
        <div className="space-y-2">
          <div>
            <label htmlFor={`${id}-reason`} className={labelClass}>
              <Trans>Reason (to refuse or remove the badge)</Trans>
            </label>
            <input
              id={`${id}-reason`}
              className={inputClass}
              value={reason}
              maxLength={1000}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {item.status === 'pending' && (
              <>
                <button
                  type="button"
                  className={buttonClass('primary', 'sm')}
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate({ action: 'approve' }, { onError: (f) => setError(errorText(f, i18n)) })
                  }
                >
                  <Trans>Approve</Trans>
                </button>
                <button
                  type="button"
                  className={buttonClass('outline', 'sm')}
                  disabled={decide.isPending}
                  onClick={() => withReason('refuse')}
                >
                  <Trans>Refuse</Trans>
                </button>
              </>
            )}
            {item.verified && (
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                disabled={decide.isPending}
                onClick={() => withReason('remove-badge')}
              >
                <Trans>Remove badge</Trans>
              </button>
            )}
          </div>
        </div>
      )}
    </article>
  );
}

/**
 * Verification requests: pending ones by default, as the API orders the queue (paid memberships first, then the
 * rest, each oldest first).
 */
export function VerificationsList() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState('pending');
  return (
    <PagedList<OperatorVerification>
      list="verifications"
      title={t`Verification requests`}
      searchLabel={t`Company name`}
      empty={t`No verification request here.`}
      filters={status === 'all' ? {} : { status }}
      toolbar={
        <StatusFilter
          value={status}
          onChange={setStatus}
          options={[
            ['pending', i18n._(STATUS_NAMES.pending)],
            ['approved', i18n._(STATUS_NAMES.approved)],
            ['refused', i18n._(STATUS_NAMES.refused)],
          ]}
        />
      }
      itemKey={(item) => item.requestID}
      renderItem={(item) => <VerificationItem item={item} />}
    />
  );
}
