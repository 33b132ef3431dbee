/** The checkout's texts (spec part 2, sections 2.10, 5 and 8). */
export const CHECKOUT_MESSAGES = {
  cardError: (message: string) => `There is an error in your card information: ${message}`,
  failure:
    'We are not able to process your payment at this time, please try again in a few minutes or contact support',
  success: 'Successful checkout!',
  best: 'You already have the best membership in our network!',
} as const;
