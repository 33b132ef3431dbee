import { Plural, Trans } from '@lingui/react/macro';
import type { MembershipStatus } from '@tradeforge/contracts';
import { findMembershipPlan } from '@tradeforge/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { useMembershipFormats } from './formats';

/** The current plan: tier and badge (given by the page), period end, product slots and their use. */
export function MembershipSummary({ status, badges }: { status: MembershipStatus; badges: ReactNode }) {
  const plan = findMembershipPlan(status.subscription);
  // The period and the slots in use: only the business's own people are told (null for anyone else).
  const { account } = status;
  const { longDate } = useMembershipFormats();
  const label = plan.label;
  const slots = status.productSlots;
  const inUse = account ? account.products - account.hiddenProducts : 0;
  const hidden = account?.hiddenProducts ?? 0;
  return (
    <section
      aria-labelledby="current-plan"
      className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="current-plan" className="text-lg font-semibold text-slate-900">
        <Trans>Current plan: {label}</Trans>
      </h2>
      <div className="mt-2">{badges}</div>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <Trans>Product slots</Trans>
          </dt>
          <dd className="mt-0.5 text-slate-900">
            {account ? (
              <Plural
                value={slots}
                one={`# product slot (${inUse} in use)`}
                other={`# product slots (${inUse} in use)`}
              />
            ) : (
              <Plural value={slots} one="# product slot" other="# product slots" />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <Trans>Verified status</Trans>
          </dt>
          <dd className="mt-0.5 text-slate-900">
            <VerifiedStatus status={status} verification={plan.verification} />
          </dd>
        </div>
        {account && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <Trans>Valid until</Trans>
            </dt>
            <dd className="mt-0.5 text-slate-900">
              {account.expiresAt ? longDate(account.expiresAt) : <Trans>No end date (free)</Trans>}
            </dd>
          </div>
        )}
      </dl>
      {account && account.hiddenProducts > 0 && (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <Plural
            value={hidden}
            one={`# of your products is hidden from buyers because it is beyond the ${label} limit. It is kept, and comes back when you upgrade.`}
            other={`# of your products are hidden from buyers because they are beyond the ${label} limit. They are kept, and come back when you upgrade.`}
          />
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
  if (status.verified) return <Trans>Verified business: an operator checked its documents</Trans>;
  if (!verification) return <Trans>Not verified: paid memberships can ask for verification</Trans>;
  return (
    <>
      <Trans>Not verified yet: this plan can ask for verification</Trans>
      {status.account && (
        <>
          {' '}
          (
          <Link
            to={href.businessEdit(status.businessID, 'verification')}
            className="font-semibold text-brand-700 underline"
          >
            <Trans>send your documents</Trans>
          </Link>
          )
        </>
      )}
    </>
  );
}
