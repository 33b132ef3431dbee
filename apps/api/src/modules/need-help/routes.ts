import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrorResponses, NeedHelpEnquiry, NeedHelpReceipt, Ok } from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { NeedHelpService } from './service';

export interface NeedHelpRouteOptions {
  needHelp: NeedHelpService;
  /** Enquiries accepted per client address per hour. */
  maxPerHour: number;
}

/**
 * The public need-help form: anyone may send it, so it is rate-limited per client address to stop spam (counted by
 * the API's shared rate-limit store, `plugins/rate-limits.ts`).
 */
export const needHelpRoutes: FastifyPluginAsyncTypebox<NeedHelpRouteOptions> = async (
  app,
  { needHelp, maxPerHour },
) => {
  app.post(
    '/needhelp/send',
    {
      config: { rateLimit: { max: maxPerHour, timeWindow: '1 hour' } },
      schema: {
        tags: ['needhelp'],
        summary: 'Send a need-help enquiry to the operator',
        description:
          'Stores the enquiry and mails it to the operator. Company phone and e-mail are required; unknown fields are stripped.',
        body: NeedHelpEnquiry,
        response: { 201: Ok(NeedHelpReceipt), ...commonErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await needHelp.sendEnquiry(request.body, request.ip))),
  );
};
