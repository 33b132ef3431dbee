import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { createRateLimitStore, type BatchedRateLimit, type Db } from '@tradeforge/db';
import type { SiteLocale } from '@tradeforge/contracts';
import { AppError } from '../lib/app-error';
import { pluginErrors } from './errors';

type RateReason = 'rateWrites' | 'rateContent' | 'rateSearches';

/** A wait in whole seconds, or whole minutes from a minute on, as the language says it ("2 minutos", "30 秒"). */
export function waitText(locale: SiteLocale, ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

/** Requests allowed per window; every instance counts in the same PostgreSQL table. */
export interface RateLimits {
  /** Each write route, per user (per address for the few writes without a login), per minute. */
  writesPerMinute: number;
  /** Creating content (comments, posts, inquiries, messages, upload requests), per user and route, per hour. */
  contentPerHour: number;
  /** Each search route, per client address, per minute. */
  searchPerMinute: number;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that add something others will see or that take storage: a tighter hourly budget. */
const CONTENT_ROUTES = [
  /^\/social\/comments\/make-comment$/,
  /^\/social\/posts\/make-post$/,
  /^\/business\/request$/,
  /^\/business\/request\/:rid\/send-message$/,
  /^\/rfqs$/,
  /^\/rfqs\/:rfqID\/quotes$/,
  /\/upload-request(\/[^/]*)?$/,
];
/** Public reads that run a search: limited per address, whatever the method (searches are POSTs). */
const SEARCH_ROUTES = [/^\/search\//, /^\/user\/search$/];
/** Called by others than our users: the signed-post target (the policy is its limit) and payment webhooks. */
const UNLIMITED_ROUTES = [/^\/files\/upload$/, /^\/subscription\/webhook$/];

const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;
const byUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : byAddress(request));

/**
 * Rate limits for the whole API with `@fastify/rate-limit` and a PostgreSQL store (`@tradeforge/db`), so a limit
 * holds across instances. The limit a route gets is decided here from its path and method, so a new write route is
 * limited without anyone remembering to: writes per user (counted after authentication, in `preHandler`), content
 * creation per user per hour, searches per address (counted before the body is even parsed, in the process, and
 * shared with the other instances in batches). A route that sets its own `config.rateLimit` (need-help) keeps it.
 * Answers 429 `TooManyRequests` with `Retry-After`.
 */
export async function registerRateLimits(app: FastifyInstance, db: Db, limits: RateLimits) {
  const messages = new Map<RateLimitOptions, RateReason>();
  const limit = (options: RateLimitOptions, message: RateReason) => (messages.set(options, message), options);
  const writes = limit({ max: limits.writesPerMinute, timeWindow: 60_000 }, 'rateWrites');
  const content = limit({ max: limits.contentPerHour, timeWindow: 3_600_000 }, 'rateContent');
  // Every search, facet count and suggestion counts a hit: counted in the process and shared in batches, a
  // statement a quarter second rather than one a request (docs/decisions/0011-rate-limits-in-postgresql.md).
  const searchLimit: RateLimitOptions & BatchedRateLimit = {
    max: limits.searchPerMinute,
    timeWindow: 60_000,
    // Before the body is parsed, and after CORS (app.ts) so that a 429 carries its headers.
    hook: 'preParsing',
    keyGenerator: byAddress,
    batched: true,
  };
  const search = limit(searchLimit, 'rateSearches');

  const pathOf = (route: RouteOptions) => route.url.slice(app.prefix.length) || '/';
  const methods = (route: RouteOptions) => [route.method].flat();
  app.addHook('onRoute', (route) => {
    const config = (route.config ??= {}) as { rateLimit?: RateLimitOptions | false };
    if (config.rateLimit !== undefined) return;
    const path = pathOf(route);
    if (UNLIMITED_ROUTES.some((pattern) => pattern.test(path))) return;
    if (SEARCH_ROUTES.some((pattern) => pattern.test(path))) config.rateLimit = search;
    else if (!methods(route).some((method) => WRITE_METHODS.has(method))) return;
    else if (CONTENT_ROUTES.some((pattern) => pattern.test(path))) config.rateLimit = content;
    else config.rateLimit = writes;
  });

  const store = createRateLimitStore(db, {
    prefix: 'api',
    onSweepError: (error) => app.log.warn({ err: error }, 'rate limit sweep failed'),
    onShareError: (error) =>
      app.log.warn({ err: error }, 'rate limit hits failed to be shared; kept for the next batch'),
  });
  app.addHook('onClose', async () => store.close());
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: byUser,
    store,
    errorResponseBuilder: (request, context) => {
      const reason = messages.get(request.routeOptions.config.rateLimit as RateLimitOptions) ?? 'rateOther';
      return new AppError('TooManyRequests', (locale) =>
        pluginErrors.in(locale)('rateLimited', {
          reason: pluginErrors.in(locale)(reason),
          // The plugin words the wait in English ("1 minute"), which English keeps.
          wait: locale === 'en' ? context.after : waitText(locale, context.ttl),
        }),
      );
    },
  });
}
