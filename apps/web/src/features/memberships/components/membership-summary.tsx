import type { MembershipStatus } from '@tradeforge/contracts';
import { findMembershipPlan } from '@tradeforge/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** The current plan: tier and badge (given by the page), period end, product slots and their use. */
export function MembershipSummary({ status, badges }: { status: MembershipStatus; badges: ReactNode }) {
  const plan = findMembershipPlan(status.subscription);
  // The period and the slots in use: only the business's own people are told (null for anyone else).
  const { account } = status;
  return (
    <section
      aria-labelledby="current-plan"
      className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="current-plan" className="text-lg font-semibold text-slate-900">
        Current plan: {plan.label}
      </h2>
      <div className="mt-2">{badges}</div>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Product slots</dt>
          <dd className="mt-0.5 text-slate-900">
            {status.productSlots} product slots
            {account && ` (${account.products - account.hiddenProducts} in use)`}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Verified status</dt>
          <dd className="mt-0.5 text-slate-900">
            <VerifiedStatus status={status} verification={plan.verification} />
          </dd>
        </div>
        {account && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Valid until</dt>
            <dd className="mt-0.5 text-slate-900">
              {account.expiresAt ? date(account.expiresAt) : 'No end date (free)'}
            </dd>
          </div>
        )}
      </dl>
      {account && account.hiddenProducts > 0 && (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {account.hiddenProducts} of your products are hidden from buyers because they are beyond the{' '}
          {plan.label} limit. They are kept, and come back when you upgrade.
        </p>
      )}
    </section>
  );
}

/**
 * The badge is an operator's check of the documents, never part of a purchase: a paid plan gives the right to
 * ask, and the business's own people get the way to the Verification tab.
 */
function VerifiedStatus({ status, verification }: { status: MembershipStatus; verification: boolean }) {
  if (status.verified) return <>Verified business: an operator checked its documents</>;
  if (!verification) return <>Not verified: paid memberships can ask for verification</>;
  return (
    <>
      Not verified yet: this plan can ask for verification
      {status.account && (
        <>
          {' '}
          (
          <Link
            to={href.businessEdit(status.businessID, 'verification')}
            className="font-semibold text-brand-700 underline"
          >
            send your documents
          </Link>
          )
        </>
      )}
    </>
  );
}
