import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Loader2, Lock } from 'lucide-react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import type { Checkout } from './use-checkout';

/**
 * Stripe's Payment Element: card details go from the browser to Stripe, which gives a PaymentMethod id for the
 * API to charge. Stripe.js is imported here only, so the test driver never loads it. An authentication step is
 * Stripe.js's own (`handleNextAction`); the membership starts when Stripe's webhook reaches the API.
 */
export function StripeCardForm({
  checkout,
  publicKey,
  amount,
  price,
  email: initialEmail,
}: {
  checkout: Checkout;
  publicKey: string;
  amount: number;
  price: string;
  email: string;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements }>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const { t } = useLingui();

  useEffect(() => {
    let cancelled = false;
    void import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publicKey))
      .then((loaded) => {
        if (cancelled || !loaded || !mount.current) return;
        const elements = loaded.elements({
          mode: 'payment',
          amount,
          currency: 'usd',
          paymentMethodCreation: 'manual',
        });
        elements.create('payment').mount(mount.current);
        setStripe({ stripe: loaded, elements });
      })
      .catch(() => setLoadFailed(true));
    return () => {
      cancelled = true;
    };
  }, [publicKey, amount]);

  const pending = checkout.authentication;
  useEffect(() => {
    if (!pending?.clientSecret || !stripe) return;
    void stripe.stripe.handleNextAction({ clientSecret: pending.clientSecret }).then(({ error }) => {
      void checkout.answerAuthentication(!error);
    });
  }, [pending, stripe, checkout]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    const submitted = await stripe.elements.submit();
    if (submitted.error) return;
    const { paymentMethod, error } = await stripe.stripe.createPaymentMethod({ elements: stripe.elements });
    if (error || !paymentMethod) return checkout.fail(error);
    await checkout.pay({ paymentMethod: paymentMethod.id, email: email.trim() });
  }

  if (loadFailed)
    return (
      <p role="alert" className="text-sm text-red-700">
        <Trans>The payment form could not be loaded. Check your connection and reload the page.</Trans>
      </p>
    );
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Card checkout`} className="space-y-4">
      <div ref={mount} className="min-h-24" aria-busy={!stripe} />
      <div>
        <label htmlFor="card-email" className={labelClass}>
          <Trans>E-mail for the receipt</Trans>
        </label>
        <input
          id="card-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        disabled={!stripe || checkout.busy}
        className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
      >
        {checkout.busy ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <Lock aria-hidden className="size-4" />
        )}
        <Trans>Pay {price}</Trans>
      </button>
    </form>
  );
}
