import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The card behind each of Stripe's test PaymentMethod ids, and what Stripe's test mode does with it. */
const METHODS: Record<
  string,
  { last4: string; outcome: 'succeeded' | 'requires_action' | { code: string; message: string } }
> = {
  pm_card_visa: { last4: '4242', outcome: 'succeeded' },
  pm_card_authenticationRequired: { last4: '3184', outcome: 'requires_action' },
  pm_card_chargeDeclined: {
    last4: '0002',
    outcome: { code: 'card_declined', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    last4: '9995',
    outcome: { code: 'card_declined', message: 'Your card has insufficient funds.' },
  },
};

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { code: string; message: string } | null;
  last4: string;
}

async function readForm(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

/**
 * A small stand-in for the Stripe API on 127.0.0.1: PaymentIntents create (confirmed, with Stripe's idempotency
 * keys: a repeated key answers the first response) and retrieve (with `expand[]=latest_charge`). Enough to drive
 * the official SDK the way the stripe driver uses it.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  /** Called when a PaymentIntent succeeds, before the answer leaves: Stripe may send its webhook that early. */
  const hooks: { succeeded?: (intentId: string) => void } = {};

  const view = (intent: Intent, expand: boolean) => {
    const { last4, ...rest } = intent;
    return {
      ...rest,
      latest_charge:
        expand && intent.latest_charge
          ? {
              id: intent.latest_charge,
              object: 'charge',
              payment_method_details: { type: 'card', card: { last4 } },
            }
          : intent.latest_charge,
    };
  };

  async function create(request: IncomingMessage) {
    const form = await readForm(request);
    const method = METHODS[form.get('payment_method') ?? ''];
    if (!method)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_method',
            message: `No such PaymentMethod: '${form.get('payment_method')}'`,
          },
        },
      };
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const id = `pi_${randomUUID().replaceAll('-', '')}`;
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomUUID().slice(0, 8)}`,
      metadata,
      latest_charge: null,
      last_payment_error: null,
      last4: method.last4,
    };
    intents.set(id, intent);
    if (typeof method.outcome === 'object') {
      intent.last_payment_error = method.outcome;
      return {
        status: 402,
        body: { error: { type: 'card_error', ...method.outcome, payment_intent: view(intent, false) } },
      };
    }
    intent.status = method.outcome;
    if (method.outcome === 'succeeded') {
      intent.latest_charge = `ch_${randomUUID().replaceAll('-', '')}`;
      hooks.succeeded?.(id);
    }
    return { status: 200, body: view(intent, form.getAll('expand[0]').includes('latest_charge')) };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        ...(idempotencyKey && { idempotencyKey }),
      });
      let answer: { status: number; body: unknown };
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const cached = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
        if (cached) {
          response.writeHead(cached.status, {
            'content-type': 'application/json',
            'idempotent-replayed': 'true',
          });
          response.end(cached.body);
          return;
        }
        answer = await create(request);
        if (idempotencyKey)
          idempotent.set(idempotencyKey, { status: answer.status, body: JSON.stringify(answer.body) });
      } else if (request.method === 'GET' && retrieve) {
        const intent = intents.get(retrieve[1]!);
        answer = intent
          ? {
              status: 200,
              body: view(intent, url.searchParams.getAll('expand[0]').includes('latest_charge')),
            }
          : {
              status: 404,
              body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
            };
      } else {
        answer = {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
        };
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hooks,
    intents,
    /** The PaymentIntent as a webhook event carries it (the charge as an id). */
    intentForEvent: (id: string) => view(intents.get(id)!, false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
