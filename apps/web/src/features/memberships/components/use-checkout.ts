import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import type { SubscribeBody, SubscribeResult } from '@tradeforge/contracts';
import { ApiError } from '@/lib/http';
import { getMembership } from '../api/get-membership';
import { useConfirmPayment, useSubscribe } from '../api/subscribe';
import { checkoutMessages } from './messages';

const POLL_MS = 2000;
const POLL_LIMIT_MS = 90_000;

/**
 * One checkout: its attempt id (kept across retries of the same payment, so a double click or a retried request
 * never pays twice; renewed after the card is refused, since the next try is a new payment), the authentication
 * step, and waiting for the provider's confirmation. On success: the toast, and the new plan shown in place.
 */
export function useCheckout(businessID: string, planId: SubscribeBody['planId']) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const messages = checkoutMessages(i18n);
  const attemptId = useRef(crypto.randomUUID());
  const subscribe = useSubscribe();
  const confirm = useConfirmPayment();
  const [cardError, setCardError] = useState<string>();
  const [authentication, setAuthentication] = useState<SubscribeResult>();
  const [waiting, setWaiting] = useState(false);

  /**
   * Every query the app holds is read again, so the page (and the badges and slots shown elsewhere) shows the new
   * plan in place, with no reload: a reload would take the owner back to this page from wherever they had gone
   * meanwhile (a receipt opened at once).
   */
  function paid() {
    toast.success(messages.success);
    void client.invalidateQueries();
  }

  /** The provider confirms by webhook: wait until the membership shows the plan. */
  async function waitForActivation() {
    setWaiting(true);
    const until = Date.now() + POLL_LIMIT_MS;
    while (Date.now() < until) {
      await new Promise((resolve) => window.setTimeout(resolve, POLL_MS));
      const status = await client.fetchQuery({
        queryKey: ['subscription', 'business', businessID, 'poll', Date.now()],
        queryFn: ({ signal }) => getMembership(businessID, signal),
      });
      if (status.subscription === planId) return paid();
    }
    setWaiting(false);
    toast.info(t`Your payment is being confirmed. Reload this page in a few minutes to see your new plan.`);
  }

  async function handle(result: SubscribeResult) {
    if (result.status === 'succeeded') return paid();
    if (result.status === 'requires_action') return setAuthentication(result);
    return waitForActivation();
  }

  function fail(error: unknown) {
    if (error instanceof ApiError && error.name === 'CardError') {
      setCardError(error.message);
      attemptId.current = crypto.randomUUID();
    } else if (error instanceof ApiError && error.status < 500 && error.status !== 0) {
      toast.error(error.message);
    } else {
      toast.error(messages.failure);
    }
  }

  return {
    cardError,
    authentication,
    waiting,
    busy: subscribe.isPending || confirm.isPending || waiting,
    async pay(body: Omit<SubscribeBody, 'attemptId' | 'businessID' | 'planId'>) {
      setCardError(undefined);
      try {
        await handle(
          await subscribe.mutateAsync({ ...body, businessID, planId, attemptId: attemptId.current }),
        );
      } catch (error) {
        fail(error);
      }
    },
    /** The card holder's answer to the authentication step (test driver; Stripe.js reports it for Stripe). */
    async answerAuthentication(approve: boolean) {
      const pending = authentication;
      setAuthentication(undefined);
      if (!pending) return;
      try {
        await handle(await confirm.mutateAsync({ attemptId: pending.attemptId, approve }));
      } catch (error) {
        fail(error);
      }
    },
    fail,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
