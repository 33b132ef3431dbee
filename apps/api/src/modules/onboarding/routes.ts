import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrorResponses, ErrorBody, Ok, Onboarding, OnboardingDismissal } from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { OnboardingService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody };
const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncTypebox<{
  onboarding: OnboardingService;
  auth: RouteAuth;
}> = async (app, { onboarding, auth }) => {
  app.get(
    '/user/onboarding',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          'My getting-started checklist: each step as my data stands now, and businesses of my industry to follow',
        response: { 200: Ok(Onboarding), ...errors },
      },
    },
    async (request) => ok(await onboarding.getOnboarding(auth.userId(request))),
  );
  app.put(
    '/user/onboarding/dismissed',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Close my getting-started checklist, on every device (closing it again changes nothing)',
        response: { 200: Ok(OnboardingDismissal), ...errors },
      },
    },
    async (request) => ok(await onboarding.dismiss(auth.userId(request))),
  );
};
