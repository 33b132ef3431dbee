import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsConfig } from '../config';
import { isCsrfTokenValid, issueCsrfToken } from '../lib/csrf';
import { AccountsError } from '../lib/errors';
import { isAllowedOrigin, safeContinue } from '../lib/origins';
import type { TokenService } from '../tokens/service';
import type { TwoFactorService } from '../two-factor/service';
import type { OutboxSender } from '../users/outbox';
import { FormError, FormErrors, type UserService } from '../users/service';
import { renderPage, type Html } from './html';
import { ACCOUNTS_CSS } from './style';
import {
  forgotView,
  loginView,
  registerView,
  resetView,
  twoFactorView,
  verifyEmailView,
  type FormState,
} from './views';

interface PageDeps {
  config: AccountsConfig;
  users: UserService;
  tokens: TokenService;
  twoFactor: TwoFactorService;
  /** Allowed web origins, the service's own origin included when it shares the web app's host. */
  webOrigins: (request: FastifyRequest) => string[];
  outbox: OutboxSender;
}

type Form = Record<string, string | undefined>;
/** As `GetSessionBody.state` declares it. */
const LOGIN_STATE = /^[A-Za-z0-9_-]{16,128}$/;
const PASSWORD_CHANGED = 'password-changed';
/** The notices the login page takes from its address (`notice=`), by name: never free text. */
const LOGIN_NOTICES: Record<string, string> = {
  [PASSWORD_CHANGED]: 'Your new password is saved. Log in with it to continue.',
  'session-ended': 'Your session has ended. Log in again to continue.',
};
/** The name of the login notice the address asks for, if it is one the page knows. */
const noticeName = (request: FastifyRequest) => {
  const name = String((request.query as Form).notice);
  return Object.hasOwn(LOGIN_NOTICES, name) ? name : undefined;
};
const TITLES = {
  login: 'Log in',
  register: 'Create your account',
  'forgot-password': 'Forgot your password',
  'reset-password': 'Choose a new password',
  'two-factor': 'Two-step verification',
  'verify-email': 'Confirm your e-mail',
} as const;

/**
 * A field or parameter sent twice arrives as an array, which no page expects, and a body that is not a set of
 * fields (JSON null, a list, a bare value, or nothing at all on a post) is no form: both are refused as a bad
 * request up front rather than failing somewhere inside.
 */
async function refuseRepeatedFields(request: FastifyRequest) {
  const { body } = request;
  if (request.method === 'POST' && body === undefined)
    throw new AccountsError(400, 'BadRequest', 'This form arrived empty.');
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
    throw new AccountsError(400, 'BadRequest', 'This form arrived in a shape no page sends.');
  for (const values of [request.query, body]) {
    if (values && typeof values === 'object' && Object.values(values).some(Array.isArray))
      throw new AccountsError(400, 'BadRequest', 'A field of this form was sent more than once.');
  }
}

/** The account pages: plain HTML forms that work without JavaScript and always carry `continue` along. */
export async function pageRoutes(app: FastifyInstance, deps: PageDeps) {
  await app.register(async (pages) => {
    pages.addHook('preValidation', refuseRepeatedFields);
    await definePages(pages, deps);
  });
}

async function definePages(
  app: FastifyInstance,
  { config, users, tokens, twoFactor, webOrigins, outbox }: PageDeps,
) {
  // Links and form actions are relative to where the service is mounted (`/accounts` in the one-process site).
  const base = app.prefix;
  const home = `${config.webOrigin}/`;
  const continueOf = (request: FastifyRequest, value: unknown) =>
    safeContinue(typeof value === 'string' ? value : undefined, webOrigins(request), request, home);
  /** The web app's login state, from the form or the query; anything not shaped like one is dropped. */
  const loginStateOf = (request: FastifyRequest) => {
    const value = (request.body as Form | undefined)?.state ?? (request.query as Form).state;
    return typeof value === 'string' && LOGIN_STATE.test(value) ? value : undefined;
  };

  function render(
    request: FastifyRequest,
    reply: FastifyReply,
    page: keyof typeof TITLES,
    view: (state: FormState) => Html,
    extra: Partial<FormState> = {},
    status = 200,
  ) {
    const query = request.query as Form;
    const state: FormState = {
      csrf: issueCsrfToken(request, reply, config.secureCookies),
      continueUrl: continueOf(request, (request.body as Form | undefined)?.continue ?? query.continue),
      loginState: loginStateOf(request),
      base,
      webOrigin: config.webOrigin,
      ...extra,
    };
    const frame = {
      siteName: config.siteName,
      title: TITLES[page],
      webOrigin: config.webOrigin,
      assetsBase: state.base,
    };
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(frame, view(state)));
  }

  /** A cross-site post is refused before anything else happens: wrong Origin, or no matching CSRF token. */
  function isTrustedPost(request: FastifyRequest) {
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, webOrigins(request), request)) return false;
    return isCsrfTokenValid(request, (request.body as Form)._csrf, config.secureCookies);
  }

  async function redirectWithSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const body = request.body as Form;
    const target = continueOf(request, body.continue);
    const code = await tokens.createHandoffCode(userId, loginStateOf(request));
    // After a reset from the mail's link (a tab that began no login), /SetID/ sends the browser to log in afresh:
    // the notice tells the login page to say the new password is saved, rather than look like the reset failed.
    const notice: Record<string, string> =
      body.after === PASSWORD_CHANGED ? { notice: PASSWORD_CHANGED } : {};
    const setId = `${new URL(target).origin}/SetID/?${new URLSearchParams({ token: code, continue: target, ...notice })}`;
    return reply.header('cache-control', 'no-store').redirect(setId, 303);
  }

  /**
   * The password was right: with two-factor sign-in on, ask for the code first. The pending login is a single-use
   * code bound to this browser's CSRF cookie and alive a few minutes; only its hash is stored.
   */
  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
    if (!(await twoFactor.isEnabled(userId))) return redirectWithSession(request, reply, userId);
    const body = request.body as Form;
    const pending = await twoFactor.startLogin(userId, String(body._csrf));
    const after = body.after === PASSWORD_CHANGED ? PASSWORD_CHANGED : undefined;
    return render(request, reply, 'two-factor', (state) => twoFactorView({ ...state, pending, after }));
  }

  const expired = { message: 'Your form expired. Please try again.' };
  const rate = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * 60_000 } });

  app.get('/assets/accounts.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ACCOUNTS_CSS),
  );

  /**
   * A login or registration made on a page opened without the tab's login state (a bookmark, a typed address, a
   * link followed before the web page was live) makes a code no tab can exchange. Such a page first goes to the
   * web app's /SetID/, which names the tab's state and comes back, so the visitor logs in once.
   */
  function beginInWebApp(request: FastifyRequest, reply: FastifyReply, page: 'login' | 'register') {
    const query = request.query as Form;
    const target = continueOf(request, query.continue);
    const notice = page === 'login' ? noticeName(request) : undefined;
    const params = new URLSearchParams({ begin: page, continue: target, ...(notice ? { notice } : {}) });
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${new URL(target).origin}/SetID/?${params}`, 303);
  }

  const page = { config: { page: true } };
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

  app.get('/forgot-password', page, (request, reply) =>
    render(request, reply, 'forgot-password', forgotView),
  );
  // The mail goes out after the answer (onResponse), so the answer takes as long whether or not it exists.
  const forgot = { config: { page: true, ...rate(10, 60) }, onResponse: async () => outbox.kick() };
  app.post('/forgot-password', forgot, async (request, reply) => {
    const body = request.body as Form;
    if (!isTrustedPost(request))
      return render(request, reply, 'forgot-password', forgotView, { error: expired }, 403);
    await users.requestPasswordReset(body.email ?? '', continueOf(request, body.continue));
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
