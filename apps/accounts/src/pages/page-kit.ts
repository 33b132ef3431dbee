import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSiteLocale, localizedPath, LOCALE_TAGS, type SiteLocale } from '@tradeforge/contracts';
import { negotiateLocale } from '@tradeforge/i18n';
import type { AccountsConfig } from '../config';
import { isCsrfTokenValid, issueCsrfToken } from '../lib/csrf';
import { isAllowedOrigin, safeContinue } from '../lib/origins';
import type { TokenService } from '../tokens/service';
import type { TwoFactorService } from '../two-factor/service';
import type { OutboxSender } from '../users/outbox';
import type { UserService } from '../users/service';
import { renderPage, type Html } from './html';
import { pageMessages } from './messages';
import { twoFactorView, type FormState } from './views';

export interface PageDeps {
  config: AccountsConfig;
  users: UserService;
  tokens: TokenService;
  twoFactor: TwoFactorService;
  /** The configured web origins: where `continue` may lead and the JSON routes may be called from. */
  webOrigins: string[];
  outbox: OutboxSender;
}

export type Form = Record<string, string | undefined>;
/** As `GetSessionBody.state` declares it. */
const LOGIN_STATE = /^[A-Za-z0-9_-]{16,128}$/;
export const PASSWORD_CHANGED = 'password-changed';
/** The notices the login page takes from its address (`notice=`), by name: never free text. */
export const LOGIN_NOTICES: Record<string, string> = {
  [PASSWORD_CHANGED]: 'Your new password is saved. Log in with it to continue.',
  'session-ended': 'Your session has ended. Log in again to continue.',
};
/** The name of the login notice the address asks for, if it is one the page knows. */
export const noticeName = (request: FastifyRequest) => {
  const name = String((request.query as Form).notice);
  return Object.hasOwn(LOGIN_NOTICES, name) ? name : undefined;
};
type PageName = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'two-factor' | 'verify-email';

/**
 * The language of an account page: the one the web app hands over (`lang=`, then kept in the page's links and
 * forms), else the browser's first language the site speaks.
 */
export function pageLocale(request: FastifyRequest): SiteLocale {
  const lang = (request.body as Form | undefined)?.lang ?? (request.query as Form).lang;
  return isSiteLocale(lang) ? lang : negotiateLocale(request.headers['accept-language']);
}

/** What every account page shares: rendering, the CSRF and origin check, and the hand-off to the web app. */
export type PageKit = ReturnType<typeof createPageKit>;

export function createPageKit(app: FastifyInstance, { config, tokens, twoFactor, webOrigins }: PageDeps) {
  // Links and form actions are relative to where the service is mounted (`/accounts` in the one-process site).
  const base = app.prefix;
  const home = `${config.webOrigin}/`;
  // The forms post from the service's own pages, on an origin of their own with an absolute ACCOUNTS_URL.
  const formOrigins = [...new Set([...webOrigins, new URL(config.accountsPublicUrl).origin])];
  const continueOf = (value: unknown) =>
    safeContinue(typeof value === 'string' ? value : undefined, webOrigins, home);
  /** The web app's login state, from the form or the query; anything not shaped like one is dropped. */
  const loginStateOf = (request: FastifyRequest) => {
    const value = (request.body as Form | undefined)?.state ?? (request.query as Form).state;
    return typeof value === 'string' && LOGIN_STATE.test(value) ? value : undefined;
  };

  function render(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageName,
    view: (state: FormState) => Html,
    extra: Partial<FormState> = {},
    status = 200,
  ) {
    const query = request.query as Form;
    const locale = pageLocale(request);
    const t = pageMessages.in(locale);
    const state: FormState = {
      csrf: issueCsrfToken(request, reply, config.secureCookies),
      continueUrl: continueOf((request.body as Form | undefined)?.continue ?? query.continue),
      loginState: loginStateOf(request),
      base,
      webOrigin: config.webOrigin,
      locale,
      t,
      ...extra,
    };
    const frame = {
      siteName: config.siteName,
      title: t(`title.${page}`),
      lang: LOCALE_TAGS[locale],
      siteHome: `${config.webOrigin}${localizedPath(locale, '/')}`,
      backLabel: t('frame.back', { siteName: config.siteName }),
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
    if (origin !== undefined && !isAllowedOrigin(origin, formOrigins)) return false;
    return isCsrfTokenValid(request, (request.body as Form)._csrf, config.secureCookies);
  }

  async function redirectWithSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const body = request.body as Form;
    const target = continueOf(body.continue);
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

  return {
    continueOf,
    loginStateOf,
    render,
    isTrustedPost,
    redirectWithSession,
    signIn,
    expired: { message: 'Your form expired. Please try again.' },
    rate: (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * 60_000 } }),
    /** Route options of a page (`config.page`). */
    page: { config: { page: true } },
  };
}
