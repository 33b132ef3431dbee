import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  LOCALE_TAGS,
  MAX_VERIFICATION_DOCUMENTS,
  MEMBERSHIP_PLANS,
  type VerificationDocumentKind,
} from '@tradeforge/contracts';
import { useSiteLocale } from '@/lib/i18n';
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

/** The kinds of documents a request carries, named in every language. */
const DOCUMENT_NAMES = {
  registration: msg`Registration certificate`,
  'tax-id': msg`Tax id`,
  other: msg`Other document`,
};
const KINDS = Object.keys(DOCUMENT_NAMES) as VerificationDocumentKind[];
const PAID_PLANS = MEMBERSHIP_PLANS.filter((plan) => plan.verification).map((plan) => plan.label);

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
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  // "Gold, Premium or Platinum" as the spec writes it; the other languages join the list their way.
  const paidPlans =
    locale === 'en'
      ? `${PAID_PLANS.slice(0, -1).join(', ')} or ${PAID_PLANS.at(-1)}`
      : new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'disjunction' }).format(PAID_PLANS);

  if (state.isPending)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (state.isError) return <p role="alert">{state.error.message}</p>;
  const { verified, request, eligible } = state.data;
  const pending = request?.status === 'pending';
  const canAsk = !verified && !pending && eligible;
  const reason = request?.reason;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        <Trans>Verification</Trans>
      </h2>
      <p role="status" className="text-slate-700">
        {verified
          ? t`This business is verified: an operator checked its documents. The badge shows on its page, its products and in search.`
          : pending
            ? t`Your request is waiting for an operator. Paid members are checked first; we will write to the owners when it is decided.`
            : t`This business is not verified yet.`}
      </p>
      {!verified && (
        <p className="text-sm text-slate-600">
          <Trans>
            The verified badge tells buyers that our operators checked the company’s registration documents.
            It is never sold: a paid membership gives the right to ask for the check, and the badge shows only
            once an operator approves the request.
          </Trans>
        </p>
      )}
      {request?.status === 'refused' && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>Your last request was refused: {reason}</Trans>
        </p>
      )}
      {!verified && !pending && !eligible && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800 ring-1 ring-brand-100">
          <Trans>Verification comes with a paid membership ({paidPlans}).</Trans>{' '}
          {isOwner ? (
            <Link to={href.businessMembership(businessID)} className="font-semibold text-brand-700 underline">
              <Trans>See the memberships of this business</Trans>
            </Link>
          ) : (
            t`Ask an owner of this business to upgrade it.`
          )}
        </p>
      )}
      {canAsk && !isOwner && (
        <p className="text-sm text-slate-600">
          <Trans>Only an owner of this business can ask for verification.</Trans>
        </p>
      )}
      {canAsk && isOwner && (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (documents.length === 0) return setError(t`Add at least one document.`);
            setError(undefined);
            send.mutate(
              { documents, note },
              {
                onSuccess: () => {
                  setDocuments([]);
                  toast.success(t`Your verification request was sent.`);
                },
                onError: (failure) => setError(failure.message),
              },
            );
          }}
        >
          <p className="text-sm text-slate-600">
            <Trans>
              Send your registration certificate and tax id (PDF or images, up to 10 MB each). Only the site’s
              operators can read them.
            </Trans>
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={`${id}-kind`} className={labelClass}>
                <Trans>Document</Trans>
              </label>
              <select
                id={`${id}-kind`}
                className={inputClass}
                value={kind}
                onChange={(event) => setKind(event.target.value as VerificationDocumentKind)}
              >
                {KINDS.map((value) => (
                  <option key={value} value={value}>
                    {i18n._(DOCUMENT_NAMES[value])}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-file`} className={labelClass}>
                <Trans>File</Trans>
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
            <ul aria-label={t`Documents to send`} className="space-y-1 text-sm">
              {documents.map((document, index) => {
                const fileName = document.file.name;
                return (
                  <li key={`${document.file.name}-${index}`} className="flex items-center gap-2">
                    {i18n._(DOCUMENT_NAMES[document.kind])}: {fileName}
                    <button
                      type="button"
                      className="text-brand-700 underline"
                      onClick={() => setDocuments(documents.filter((_, other) => other !== index))}
                    >
                      <Trans>
                        Remove<span className="sr-only"> {fileName}</span>
                      </Trans>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div>
            <label htmlFor={`${id}-note`} className={labelClass}>
              <Trans>Note for the operator (optional)</Trans>
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
            {send.isPending ? <Trans>Sending…</Trans> : <Trans>Request verification</Trans>}
          </button>
        </form>
      )}
    </section>
  );
}
