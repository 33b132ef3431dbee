import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from './messages';

describe('CHECKOUT_MESSAGES', () => {
  it('says in plain English that the card information has an error, with the provider’s reason', () => {
    expect(CHECKOUT_MESSAGES.cardError('Your card was declined.')).toBe(
      'There is an error in your card information: Your card was declined.',
    );
  });
});
