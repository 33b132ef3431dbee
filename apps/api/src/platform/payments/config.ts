import { Type, type Static } from 'typebox';

export const PAYMENT_ENV = {
  PAYMENT_PROVIDER: Type.Union([Type.Literal('test'), Type.Literal('stripe')], {
    default: 'test',
    description: "test: Stripe's test cards without network; stripe: the Stripe API",
  }),
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ description: 'sk_test_... or sk_live_...' })),
  STRIPE_PUBLISHABLE_KEY: Type.Optional(Type.String({ description: 'pk_test_... or pk_live_...' })),
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ description: 'whsec_... of the webhook endpoint' })),
  STRIPE_API_URL: Type.Optional(
    Type.String({
      description: 'Another Stripe API base (a local fake in tests); https://api.stripe.com when unset',
    }),
  ),
};

type PaymentEnv = Static<ReturnType<typeof Type.Object<typeof PAYMENT_ENV>>>;

export type PaymentConfig =
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      api?: { host: string; port: number; protocol: 'http' | 'https' };
    };

export function loadPaymentConfig(env: PaymentEnv): PaymentConfig {
  if (env.PAYMENT_PROVIDER === 'test') return { provider: 'test' };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (key) => !env[key],
  );
  if (missing.length) throw new Error(`PAYMENT_PROVIDER=stripe needs ${missing.join(', ')}.`);
  const url = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  return {
    provider: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY!,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    ...(url && {
      api: { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol },
    }),
  };
}
