import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorName, type ErrorBody, type SiteLocale, type ValidationIssue } from '@tradeforge/contracts';
import { negotiateLocale } from '@tradeforge/i18n';
import { AppError } from '../lib/app-error';
import { pluginErrors } from './errors';
import { ajvProblem, validationMessages, type AjvIssue } from './validation-messages';
import { apiSecurityHeaders } from './security-headers';

/** pg and node error codes that mean the database is unreachable or restarting, not that the query is wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}

function unknownField(issue: NonNullable<FastifyError['validation']>[number]): string {
  const name = (issue.params as { additionalProperty?: unknown }).additionalProperty;
  return `${issue.instancePath}/${String(name)}`;
}

type Issue = NonNullable<FastifyError['validation']>[number];

/**
 * A value that matched none of a union of fixed values (`Type.Union([Type.Literal(...)])`): Ajv reports each
 * member's failure ("must be equal to constant", "must be number") and then "must match a schema in anyOf"; the
 * answer names the values allowed instead, read from the union (Ajv runs `verbose`, so an issue carries its schema).
 * Undefined when the issues are about anything else.
 */
function notOneOf(issues: Issue[]): { path: string; allowed: unknown[] } | undefined {
  const union = issues.find((issue) => issue.keyword === 'anyOf' || issue.keyword === 'oneOf');
  if (!union || issues.some((issue) => issue.instancePath !== union.instancePath)) return undefined;
  const members = (union as { schema?: unknown }).schema;
  if (!Array.isArray(members)) return undefined;
  const allowed: unknown[] = [];
  for (const member of members as { const?: unknown; enum?: unknown[] }[]) {
    if (member.const !== undefined) allowed.push(member.const);
    else if (Array.isArray(member.enum)) allowed.push(...member.enum);
    else return undefined;
  }
  return { path: union.instancePath, allowed };
}

/** A query parameter the schema takes once, sent twice or more (it arrives as an array): its name. */
function repeatedParameter(issues: Issue[], query: unknown): string | undefined {
  const name = issues[0]?.instancePath.split('/')[1];
  const value =
    name && query && typeof query === 'object' ? (query as Record<string, unknown>)[name] : undefined;
  return Array.isArray(value) && issues[0]?.instancePath === `/${name}` ? name : undefined;
}

type Answer = { status: number; name: string; message: string; details?: ValidationIssue[] };

/**
 * Validation failures, worded in the request's language: one value at fault (`label` names it in the message, `path`
 * in the details) or Ajv's issues as Fastify lists them.
 */
function validationAnswers(context: string, locale: SiteLocale) {
  const t = validationMessages.in(locale);
  return {
    one: (label: string, path: string, problem: string): Answer => ({
      status: 400,
      name: ErrorName.ValidationError,
      message: t('issue', { context, label, problem }),
      details: [{ path, message: problem }],
    }),
    all: (error: FastifyError, issues: Issue[]): Answer => {
      const dataVar = error.validationContext ?? context;
      const worded = issues.map((issue) => ({
        label: `${dataVar}${issue.instancePath}`,
        problem: ajvProblem(issue as AjvIssue, locale),
      }));
      // English keeps Fastify's own list, word for word.
      const list =
        locale === 'en'
          ? error.message
          : worded.map(({ label, problem }) => `${label} ${problem}`).join(locale === 'zh' ? '；' : ', ');
      return {
        status: 400,
        name: ErrorName.ValidationError,
        message: t('issues', { context, issues: list }),
        details: issues.map((issue, index) => ({
          path: issue.instancePath,
          message: locale === 'en' ? (issue.message ?? 'is invalid') : worded[index]!.problem,
        })),
      };
    },
  };
}

/** Types of content listed as the language lists alternatives ("application/json or multipart/form-data"). */
const alternatives = (locale: SiteLocale, items: string[]) =>
  new Intl.ListFormat(locale === 'zh' ? 'zh-CN' : locale, { type: 'disjunction' }).format(items);

function describe(error: FastifyError, request: FastifyRequest, locale: SiteLocale): Answer {
  const t = pluginErrors.in(locale);
  if (error instanceof AppError) {
    return { status: error.statusCode, name: error.code, ...error.in(locale) };
  }
  if (error.validation) {
    const context = error.validationContext ?? 'request';
    const answer = validationAnswers(context, locale);
    const v = validationMessages.in(locale);
    const unknown = error.validation.find((issue) => issue.keyword === 'additionalProperties');
    if (unknown) {
      // Ajv names the object, not the field: the answer names the field the client should not have sent.
      const field = unknownField(unknown);
      const label = field.replace(/^\//, '').replaceAll('/', '.');
      return answer.one(label, field, v('unknownField'));
    }
    const repeated = context === 'querystring' && repeatedParameter(error.validation, request.query);
    if (repeated) return answer.one(repeated, `/${repeated}`, v('repeated'));
    const choice = notOneOf(error.validation);
    if (choice) {
      const values = choice.allowed.map((value) => JSON.stringify(value)).join(', ');
      return answer.one(`${context}${choice.path}`, choice.path, v('oneOf', { values }));
    }
    return answer.all(error, error.validation);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
    return {
      status: 415,
      name: ErrorName.BadRequest,
      message: t('contentType', { types: alternatives(locale, consumes ?? ['application/json']) }),
    };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, name: ErrorName.PayloadTooLarge, message: t('bodyTooLarge') };
  }
  if (error.statusCode === 429) {
    return { status: 429, name: ErrorName.TooManyRequests, message: error.message };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, name: ErrorName.ServiceUnavailable, message: t('unavailable') };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const own = FASTIFY_TEXTS[error.code];
    return { status, name: ErrorName.BadRequest, message: own ? t(own) : error.message };
  }
  return { status: 500, name: ErrorName.InternalServerError, message: t('internal') };
}

/** Fastify's own 400s a client meets, worded in the request's language; others pass on in Fastify's English. */
const FASTIFY_TEXTS: Record<string, 'invalidJson' | 'emptyJson'> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyJson',
};

/**
 * An error's wording depends on the request's language: a shared cache must keep one answer per language (as a
 * parallel draft of this change on the branch, d1704d1, did).
 */
export function varyByLanguage(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const names = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(names))
    reply.header('vary', names ? `${names}, Accept-Language` : 'Accept-Language');
}

/** The language the request's errors are answered in: the first of its `Accept-Language` the site speaks. */
export const requestLocale = (request: FastifyRequest) => negotiateLocale(request.headers['accept-language']);

/**
 * One error handler for the whole API: every failure answers the error envelope, worded in the request's language
 * (an AppError's text is read in it here, once); 5xx texts are never leaked.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, name, message, details } = describe(error, request, requestLocale(request));
    // "Not ready yet" (an AppError of 503: the search indexes load) is an answer the API chose, not a failure to
    // investigate; a balancer polling /api/ready meanwhile would fill the log with stacks.
    const chosen = error instanceof AppError && status === 503;
    if (status >= 500 && !chosen) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: { name, message } }, 'request rejected');
    const body: ErrorBody = {
      success: false,
      error: { name, message, ...(details === undefined ? {} : { details }) },
    };
    varyByLanguage(reply);
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      success: false,
      error: {
        name: ErrorName.NotFound,
        message: pluginErrors.in(requestLocale(request))('noRoute', {
          method: request.method,
          path: request.url.split('?')[0],
        }),
      },
    };
    varyByLanguage(reply);
    // Outside the routes' context, whose hook sets them on every other answer.
    return reply.status(404).headers(apiSecurityHeaders).send(body);
  });
}
