import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  MAX_VERIFICATION_DOCUMENTS,
  MEMBERSHIP_PLANS,
  VERIFICATION_DOCUMENT_LABELS,
  type VerificationDocumentKind,
} from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import {
  useRequestVerification,
  useVerification,
  VERIFICATION_ACCEPT,
  type DocumentChoice,
} from '../api/verification';

const KINDS = Object.entries(VERIFICATION_DOCUMENT_LABELS) as [VerificationDocumentKind, string][];
const PAID_PLANS = MEMBERSHIP_PLANS.filter((plan) => plan.verification).map((plan) => plan.label);
const paidPlans = `${PAID_PLANS.slice(0, -1).join(', ')} or ${PAID_PLANS.at(-1)}`;

/**
 * Manage Profile's Verification tab: the badge's state, and for owners of a business with a paid membership a
 * request with documents (registration certificate, tax id; PDF or images), which only the site's operators can
 * read. The badge means an operator checked them: a free business is told that verification comes with a paid
 * membership, and where to get one.
 */
export function VerificationPanel({ businessID, isOwner }: { businessID: string; isOwner: boolean }) {
  const id = useId();
  const state = useVerification(businessID);
  const send = useRequestVerification(businessID);
  const [documents, setDocuments] = useState<DocumentChoice[]>([]);
  const [kind, setKind] = useState<VerificationDocumentKind>('registration');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  if (state.isPending) return <p role="status">Loading…</p>;
  if (state.isError) return <p role="alert">{state.error.message}</p>;
  const { verified, request, eligible } = state.data;
  const pending = request?.status === 'pending';
  const canAsk = !verified && !pending && eligible;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Verification
      </h2>
      <p role="status" className="text-slate-700">
        {verified
          ? 'This business is verified: an operator checked its documents. The badge shows on its page, its products and in search.'
          : pending
            ? 'Your request is waiting for an operator. Paid members are checked first; we will write to the owners when it is decided.'
            : 'This business is not verified yet.'}
      </p>
      {!verified && (
        <p className="text-sm text-slate-600">
          The verified badge tells buyers that our operators checked the company’s registration documents. It
          is never sold: a paid membership gives the right to ask for the check, and the badge shows only once
          an operator approves the request.
        </p>
      )}
      {request?.status === 'refused' && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Your last request was refused: {request.reason}
        </p>
      )}
      {!verified && !pending && !eligible && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800 ring-1 ring-brand-100">
          Verification comes with a paid membership ({paidPlans}).{' '}
          {isOwner ? (
            <Link to={href.businessMembership(businessID)} className="font-semibold text-brand-700 underline">
              See the memberships of this business
            </Link>
          ) : (
            'Ask an owner of this business to upgrade it.'
          )}
        </p>
      )}
      {canAsk && !isOwner && (
        <p className="text-sm text-slate-600">Only an owner of this business can ask for verification.</p>
      )}
      {canAsk && isOwner && (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (documents.length === 0) return setError('Add at least one document.');
            setError(undefined);
            send.mutate(
              { documents, note },
              {
                onSuccess: () => {
                  setDocuments([]);
                  toast.success('Your verification request was sent.');
                },
                onError: (failure) => setError(failure.message),
              },
            );
          }}
        >
          <p className="text-sm text-slate-600">
            Send your registration certificate and tax id (PDF or images, up to 10 MB each). Only the site’s
            operators can read them.
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={`${id}-kind`} className={labelClass}>
                Document
              </label>
              <select
                id={`${id}-kind`}
                className={inputClass}
                value={kind}
                onChange={(event) => setKind(event.target.value as VerificationDocumentKind)}
              >
                {KINDS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-file`} className={labelClass}>
                File
              </label>
              <input
                id={`${id}-file`}
                type="file"
                accept={VERIFICATION_ACCEPT}
                disabled={documents.length >= MAX_VERIFICATION_DOCUMENTS}
                className="mt-1 block text-sm"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) setDocuments([...documents, { file, kind }]);
                  event.target.value = '';
                }}
              />
            </div>
          </div>
          {documents.length > 0 && (
            <ul aria-label="Documents to send" className="space-y-1 text-sm">
              {documents.map((document, index) => (
                <li key={`${document.file.name}-${index}`} className="flex items-center gap-2">
                  {VERIFICATION_DOCUMENT_LABELS[document.kind]}: {document.file.name}
                  <button
                    type="button"
                    className="text-brand-700 underline"
                    onClick={() => setDocuments(documents.filter((_, other) => other !== index))}
                  >
                    Remove<span className="sr-only"> {document.file.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div>
            <label htmlFor={`${id}-note`} className={labelClass}>
              Note for the operator (optional)
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={1000}
              className={inputClass}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Request verification'}
          </button>
        </form>
      )}
    </section>
  );
}
