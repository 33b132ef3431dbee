import type { PaymentConfig } from './config';
import { createStripeProvider } from './stripe-driver';
import { createTestProvider } from './test-driver';
import type { PaymentProvider } from './types';

export { loadPaymentConfig, PAYMENT_ENV, type PaymentConfig } from './config';
export { TEST_PAYMENT_METHODS } from './test-cards';
export type { TestPaymentProvider } from './test-driver';
export * from './types';

/** The configured driver (PAYMENT_PROVIDER). */
export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  return config.provider === 'stripe' ? createStripeProvider(config) : createTestProvider();
}
