import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Crown, Info } from 'lucide-react';
import type { MembershipStatus, Plan, Receipt, SubscriptionSetup } from '@tradeforge/contracts';
import { useReceipts } from '../api/get-receipts';
import { CheckoutPanel } from './checkout-panel';
import { checkoutMessages } from './messages';
import { MembershipSummary } from './membership-summary';
import { PlanPicker } from './plan-picker';
import { ReceiptsList } from './receipts-list';

/** The Membership tab (spec part 2, section 2.10): current plan, upgrade options and checkout, receipts. */
export function MembershipPanel({
  status,
  setup,
  email,
  badges,
  receiptLink,
}: {
  status: MembershipStatus;
  setup: SubscriptionSetup;
  email: string;
  badges: ReactNode;
  receiptLink: (receipt: Receipt) => string;
}) {
  const [chosen, setChosen] = useState<Plan['planId'] | undefined>(status.offers[0]?.planId);
  // The first offer until the owner picks one (and again when the offers change after a purchase).
  const plan = status.offers.find((offer) => offer.planId === chosen) ?? status.offers[0];
  const receipts = useReceipts(status.businessID, status.canBuy);
  const { i18n } = useLingui();
  const companyName = status.companyName;
  return (
    <div className="space-y-6">
      <MembershipSummary status={status} badges={badges} />
      {status.subscription === 'platinum' && status.offers.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-slate-900 p-4 font-semibold text-white">
          <Crown aria-hidden className="size-5 text-amber-300" /> {checkoutMessages(i18n).best}
        </p>
      ) : !status.canBuy ? (
        <p className="flex items-start gap-2 rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <Trans>
            Only the owner of {companyName} can buy a membership for it. Ask the owner to upgrade from this
            page.
          </Trans>
        </p>
      ) : status.offers.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>No other membership can be bought for this business right now.</Trans>
        </p>
      ) : (
        <>
          <PlanPicker
            offers={status.offers}
            current={status.subscription}
            chosen={chosen}
            onChoose={setChosen}
          />
          {plan && (
            <CheckoutPanel
              key={plan.planId}
              businessID={status.businessID}
              plan={plan}
              setup={setup}
              email={email}
            />
          )}
        </>
      )}
      {status.canBuy && (
        <section
          aria-labelledby="receipts-title"
          className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="receipts-title" className="text-lg font-semibold text-slate-900">
            <Trans>Receipts</Trans>
          </h2>
          {receipts.isPending ? (
            <p role="status" className="mt-2 text-sm text-slate-600">
              <Trans>Loading receipts…</Trans>
            </p>
          ) : receipts.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              <Trans>The receipts could not be loaded.</Trans>
            </p>
          ) : (
            <ReceiptsList receipts={receipts.data} linkTo={receiptLink} />
          )}
        </section>
      )}
    </div>
  );
}
