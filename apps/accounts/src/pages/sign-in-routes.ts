import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizedPath } from '@tradeforge/contracts';
import { FormError, FormErrors } from '../users/service';
import {
  LOGIN_NOTICES,
  PASSWORD_CHANGED,
  noticeName,
  pageLocale,
  type Form,
  type PageDeps,
  type PageKit,
} from './page-kit';
import { loginView, registerView, twoFactorView, type FormState } from './views';

/** Logging in (with its two-factor step) and registering: the pages that end with a session. */
export function signInRoutes(
  app: FastifyInstance,
  { config, users, twoFactor, outbox }: PageDeps,
  kit: PageKit,
) {
  const {
    continueOf,
    loginStateOf,
    render,
    isTrustedPost,
    redirectWithSession,
    signIn,
    expired,
    rate,
    page,
  } = kit;

  /**
   * A login or registration made on a page opened without the tab's login state (a bookmark, a typed address, a
   * link followed before the web page was live) makes a code no tab can exchange. Such a page first goes to the
   * web app's /SetID/, which names the tab's state and comes back, so the visitor logs in once.
   */
  function beginInWebApp(request: FastifyRequest, reply: FastifyReply, page: 'login' | 'register') {
    const query = request.query as Form;
    const target = continueOf(query.continue);
    const notice = page === 'login' ? noticeName(request) : undefined;
    const params = new URLSearchParams({ begin: page, continue: target, ...(notice ? { notice } : {}) });
    // The web app begins the login in the page's language, and hands it back with `lang=`.
    const setId = localizedPath(pageLocale(request), '/SetID/');
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${new URL(target).origin}${setId}?${params}`, 303);
  }

  app.get('/login', page, (request, reply) => {
    if (!loginStateOf(request)) return beginInWebApp(request, reply, 'login');
    const notice = noticeName(request);
    return render(request, reply, 'login', loginView, { notice: notice && LOGIN_NOTICES[notice] });
  });
  app.post('/login', { config: { page: true, ...rate(20, 5) } }, async (request, reply) => {
    const body = request.body as Form;
    const values = { email: body.email ?? '' };
    if (!isTrustedPost(request))
      return render(request, reply, 'login', loginView, { error: expired, values }, 403);
    try {
      const userId = await users.login(body.email ?? '', body.password ?? '', request.ip);
      return await signIn(request, reply, userId);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      return render(request, reply, 'login', loginView, { error: { message: error.message }, values }, 401);
    }
  });

  app.post('/login/two-factor', { config: { page: true, ...rate(20, 5) } }, async (request, reply) => {
    const body = request.body as Form;
    const pending = body.pending ?? '';
    const after = body.after === PASSWORD_CHANGED ? PASSWORD_CHANGED : undefined;
    const view = (state: FormState) => twoFactorView({ ...state, pending, after });
    if (!isTrustedPost(request)) return render(request, reply, 'login', loginView, { error: expired }, 403);
    const userId = await twoFactor.findLogin(pending, String(body._csrf));
    if (!userId) {
      const error = { message: 'This sign-in has expired. Please log in again.' };
      return render(request, reply, 'login', loginView, { error }, 401);
    }
    try {
      await twoFactor.verify(userId, body.code);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      const formError = { message: error.message, field: error.field };
      return render(
        request,
        reply,
        'two-factor',
        view,
        { error: formError },
        error.status === 429 ? 429 : 401,
      );
    }
    if (!(await twoFactor.finishLogin(pending, String(body._csrf))))
      return render(request, reply, 'login', loginView, { error: { message: 'Please log in again.' } }, 401);
    return redirectWithSession(request, reply, userId);
  });

  app.get('/register', page, (request, reply) =>
    loginStateOf(request)
      ? render(request, reply, 'register', registerView)
      : beginInWebApp(request, reply, 'register'),
  );
  app.post(
    '/register',
    {
      config: { page: true, ...rate(config.registrationsPerHour, 60) },
      onResponse: async () => outbox.kick(),
    },
    async (request, reply) => {
      const body = request.body as Form;
      const values = {
        firstName: body.firstName ?? '',
        lastName: body.lastName ?? '',
        email: body.email ?? '',
        acceptTerms: body.acceptTerms ? 'yes' : '',
      };
      if (!isTrustedPost(request))
        return render(request, reply, 'register', registerView, { error: expired, values }, 403);
      try {
        const userId = await users.register({
          ...values,
          password: body.password ?? '',
          acceptTerms: !!body.acceptTerms,
          // Who registers in Spanish reads the site and their mails in Spanish.
          preferredLanguage: pageLocale(request),
        });
        // Accounts made in-process (the demo data) are never mailed: only the page asks for a verification.
        await users.verification.send(userId);
        return await redirectWithSession(request, reply, userId);
      } catch (error) {
        if (!(error instanceof FormError)) throw error;
        const fields = error instanceof FormErrors ? { fields: error.fields } : {};
        const formError = { message: error.message, field: error.field, ...fields };
        return render(request, reply, 'register', registerView, { error: formError, values }, 400);
      }
    },
  );
}
