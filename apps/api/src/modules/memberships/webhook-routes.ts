import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrorResponses, Ok, WebhookReceived } from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { MembershipService } from './service';

/**
 * The payment provider's webhook. Its signature covers the exact bytes sent, so this plugin (encapsulated: the
 * other routes keep parsing JSON) takes the body as a buffer.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox<{ memberships: MembershipService }> = async (
  app,
  { memberships },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/subscription/webhook',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Stripe events (signed); a payment_intent.succeeded activates the membership it paid for',
        response: { 200: Ok(WebhookReceived), ...commonErrorResponses },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return ok(
        await memberships.handleWebhook(
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        ),
      );
    },
  );
};
