import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  findMembershipPlan,
  VERIFICATION_DOCUMENT_LABELS,
  type OperatorVerification,
} from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { downloadVerificationDocument, useDecideVerification } from '../api/decide-verification';
import { PagedList, StatusFilter } from './paged-list';

function VerificationItem({ item }: { item: OperatorVerification }) {
  const id = useId();
  const decide = useDecideVerification(item.requestID);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const withReason = (action: 'refuse' | 'remove-badge') => {
    if (!reason.trim()) return setError('Say why: the owners read it in their mail.');
    setError(undefined);
    decide.mutate(
      action === 'refuse'
        ? { action, reason: reason.trim() }
        : { action, reason: reason.trim(), businessID: item.businessID },
      { onError: (failure) => setError(failure.message) },
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
          {item.createdAt.slice(0, 10)} · {item.status} · {findMembershipPlan(item.subscription).label}
          {item.verified && ' · Verified'}
        </p>
      </div>
      {item.note && <p className="text-sm whitespace-pre-line text-slate-700">{item.note}</p>}
      {item.reason && <p className="text-sm text-slate-700">Reason: {item.reason}</p>}
      <ul aria-label="Documents" className="flex flex-wrap gap-2">
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
                ).catch((failure: Error) => toast.error(failure.message))
              }
            >
              {VERIFICATION_DOCUMENT_LABELS[document.kind]} ({Math.ceil(document.size / 1024)} KB)
            </button>
          </li>
        ))}
      </ul>
      {(item.status === 'pending' || item.verified) && (
        <div className="space-y-2">
          <div>
            <label htmlFor={`${id}-reason`} className={labelClass}>
              Reason (to refuse or remove the badge)
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
                    decide.mutate({ action: 'approve' }, { onError: (f) => setError(f.message) })
                  }
                >
                  Approve
                </button>
                <button
                  type="button"
                  className={buttonClass('outline', 'sm')}
                  disabled={decide.isPending}
                  onClick={() => withReason('refuse')}
                >
                  Refuse
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
                Remove badge
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
  const [status, setStatus] = useState('pending');
  return (
    <PagedList<OperatorVerification>
      list="verifications"
      title="Verification requests"
      searchLabel="Company name"
      empty="No verification request here."
      filters={status === 'all' ? {} : { status }}
      toolbar={
        <StatusFilter
          value={status}
          onChange={setStatus}
          options={[
            ['pending', 'Pending'],
            ['approved', 'Approved'],
            ['refused', 'Refused'],
          ]}
        />
      }
      itemKey={(item) => item.requestID}
      renderItem={(item) => <VerificationItem item={item} />}
    />
  );
}
