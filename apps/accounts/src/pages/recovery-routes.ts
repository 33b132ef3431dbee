import type { FastifyInstance } from 'fastify';
import { FormError } from '../users/service';
import { pageLocale, type Form, type PageDeps, type PageKit } from './page-kit';
import { forgotView, resetView, verifyEmailView, type FormState } from './views';

/** Confirming an e-mail and choosing a new password: the pages a mailed link opens. */
export function recoveryRoutes(app: FastifyInstance, { users, outbox }: PageDeps, kit: PageKit) {
  const { continueOf, render, isTrustedPost, signIn, expired, rate, page } = kit;

  // Opening the link is the proof; it is spent at once (single use) and expires (`emailVerificationTtl`).
  app.get('/verify-email', page, async (request, reply) => {
    const token = (request.query as Form).token ?? '';
    try {
      await users.verification.verify(token);
      return render(request, reply, 'verify-email', (state) => verifyEmailView({ ...state, verified: true }));
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      const view = (state: FormState) => verifyEmailView({ ...state, verified: false });
      return render(request, reply, 'verify-email', view, { error: { message: error.message } }, 400);
    }
  });

  app.get('/forgot-password', page, (request, reply) =>
    render(request, reply, 'forgot-password', forgotView),
  );
  // The mail goes out after the answer (onResponse), so the answer takes as long whether or not it exists.
  const forgot = { config: { page: true, ...rate(10, 60) }, onResponse: async () => outbox.kick() };
  app.post('/forgot-password', forgot, async (request, reply) => {
    const body = request.body as Form;
    if (!isTrustedPost(request))
      return render(request, reply, 'forgot-password', forgotView, { error: expired }, 403);
    await users.requestPasswordReset(body.email ?? '', continueOf(body.continue), pageLocale(request));
    const notice =
      'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.';
    return render(request, reply, 'forgot-password', forgotView, { notice });
  });

  app.get('/reset-password', page, async (request, reply) => {
    const token = (request.query as Form).token ?? '';
    const usable = token.length > 0 && (await users.isResetCodeActive(token));
    return render(request, reply, 'reset-password', (state) => resetView({ ...state, token, usable }));
  });
  app.post('/reset-password', { config: { page: true, ...rate(10, 15) } }, async (request, reply) => {
    const body = request.body as Form;
    const token = body.token ?? '';
    const view = (state: FormState) => resetView({ ...state, token, usable: true });
    if (!isTrustedPost(request))
      return render(request, reply, 'reset-password', view, { error: expired }, 403);
    try {
      const userId = await users.resetPassword(token, body.password ?? '');
      return await signIn(request, reply, userId);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      return render(
        request,
        reply,
        'reset-password',
        view,
        { error: { message: error.message, field: error.field } },
        400,
      );
    }
  });
}
