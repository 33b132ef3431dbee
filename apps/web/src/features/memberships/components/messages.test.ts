import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from './messages';

describe('checkoutMessages', () => {
  it('says in plain English that the card information has an error, with the provider’s reason', () => {
    expect(checkoutMessages(i18n).cardError('Your card was declined.')).toBe(
      'There is an error in your card information: Your card was declined.',
    );
  });

  it('says it in the page’s language, the provider’s reason as it came', () => {
    i18n.activate('es');
    expect(checkoutMessages(i18n).cardError('Your card was declined.')).toBe(
      'Hay un error en los datos de su tarjeta: Your card was declined.',
    );
  });
});
