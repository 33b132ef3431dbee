import { Trans, useLingui } from '@lingui/react/macro';
import { findMembershipPlan, type Plan, type SubscriptionSetup } from '@tradeforge/contracts';
import { AuthenticationStep } from './authentication-step';
import { useMembershipFormats } from './formats';
import { checkoutMessages } from './messages';
import { StripeCardForm } from './stripe-card-form';
import { TestCardForm } from './test-card-form';
import { useCheckout } from './use-checkout';

/** The card checkout of one plan, with the driver's form, the card error alert and the authentication step. */
export function CheckoutPanel({
  businessID,
  plan,
  setup,
  email,
}: {
  businessID: string;
  plan: Plan;
  setup: SubscriptionSetup;
  email: string;
}) {
  const checkout = useCheckout(businessID, plan.planId);
  const { i18n } = useLingui();
  const price = useMembershipFormats().price(plan.price);
  const label = findMembershipPlan(plan.planId).label;
  return (
    <section
      aria-labelledby="checkout-title"
      className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="checkout-title" className="text-lg font-semibold text-slate-900">
        <Trans>
          Pay for {label}: {price} per year
        </Trans>
      </h2>
      <div aria-live="assertive" className="mt-3">
        {checkout.cardError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
            {checkoutMessages(i18n).cardError(checkout.cardError)}
          </p>
        )}
      </div>
      {checkout.waiting && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          <Trans>Waiting for the payment provider to confirm your payment…</Trans>
        </p>
      )}
      <div className="mt-4">
        {setup.provider === 'stripe' && setup.publicKey ? (
          <StripeCardForm
            checkout={checkout}
            publicKey={setup.publicKey}
            amount={plan.price}
            price={price}
            email={email}
          />
        ) : (
          <TestCardForm checkout={checkout} price={price} email={email} />
        )}
      </div>
      {setup.provider === 'test' && (
        <AuthenticationStep
          open={!!checkout.authentication}
          amount={price}
          busy={checkout.busy}
          onAnswer={(approve) => void checkout.answerAuthentication(approve)}
        />
      )}
    </section>
  );
}
