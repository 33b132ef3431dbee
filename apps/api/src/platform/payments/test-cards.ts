import type { TestCard } from '@tradeforge/contracts';

type Behaviour =
  { kind: 'success' } | { kind: 'decline'; code: string; message: string } | { kind: 'authenticate' };

/** Stripe's test cards (https://docs.stripe.com/testing) and how Stripe's test mode answers them. */
const CARDS: Record<string, Behaviour> = {
  '4242424242424242': { kind: 'success' },
  '4000000000000002': { kind: 'decline', code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': {
    kind: 'decline',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { kind: 'decline', code: 'expired_card', message: 'Your card has expired.' },
  '4000002760003184': { kind: 'authenticate' },
};

/** Stripe's test PaymentMethod ids, which stand for the cards above. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_authenticationRequired: '4000002760003184',
};

export type CardCheck =
  { ok: true; number: string; behaviour: Behaviour } | { ok: false; code: string; message: string };

function luhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const refuse = (code: string, message: string): CardCheck => ({ ok: false, code, message });

/** What Stripe's test mode would say about this payment method (a test id, or card details typed in). */
export function checkCard(paymentMethod: string, card: TestCard | undefined, now: Date): CardCheck {
  let number = TEST_PAYMENT_METHODS[paymentMethod];
  if (!number) {
    if (paymentMethod !== 'card')
      return refuse('resource_missing', `No such PaymentMethod: '${paymentMethod}'`);
    if (!card) return refuse('incorrect_number', 'Your card number is incorrect.');
    number = card.number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhn(number))
      return refuse('incorrect_number', 'Your card number is incorrect.');
    const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
    if (year < now.getUTCFullYear() || year > now.getUTCFullYear() + 50)
      return refuse('invalid_expiry_year', "Your card's expiration year is invalid.");
    if (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
      return refuse('invalid_expiry_month', "Your card's expiration month is invalid.");
    if (!/^\d{3,4}$/.test(card.cvc)) return refuse('invalid_cvc', "Your card's security code is invalid.");
  }
  const behaviour = CARDS[number];
  if (!behaviour)
    return refuse(
      'card_declined',
      'Your card was declined. Your request was in test mode, but used a non test card.',
    );
  return { ok: true, number, behaviour };
}
