import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const FAILURE = msg`We are not able to process your payment at this time, please try again in a few minutes or contact support`;
const SUCCESS = msg`Successful checkout!`;
const BEST = msg`You already have the best membership in our network!`;

/** The checkout's texts (spec part 2, sections 2.10, 5 and 8), in the page's language. */
export const checkoutMessages = (i18n: I18n) => ({
  cardError: (message: string) => i18n._(msg`There is an error in your card information: ${message}`),
  failure: i18n._(FAILURE),
  success: i18n._(SUCCESS),
  best: i18n._(BEST),
});
