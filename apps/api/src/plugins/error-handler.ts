import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorName, type ErrorBody, type ValidationIssue } from '@tradeforge/contracts';
import { AppError } from '../lib/app-error';
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

/** A validation failure about one value: `label` names it in the message, `path` in the details. */
const oneIssue = (context: string, label: string, path: string, message: string) => ({
  status: 400,
  name: ErrorName.ValidationError,
  message: `Invalid ${context}: ${label} ${message}.`,
  details: [{ path, message }],
});

function describe(
  error: FastifyError,
  request: FastifyRequest,
): {
  status: number;
  name: string;
  message: string;
  details?: ValidationIssue[];
} {
  if (error instanceof AppError) {
    return { status: error.statusCode, name: error.code, message: error.message, details: error.details };
  }
  if (error.validation) {
    const context = error.validationContext ?? 'request';
    const unknown = error.validation.find((v) => v.keyword === 'additionalProperties');
    if (unknown) {
      // Ajv names the object, not the field: the answer names the field the client should not have sent.
      const field = unknownField(unknown);
      const label = field.replace(/^\//, '').replaceAll('/', '.');
      return oneIssue(context, label, field, 'is not a known field');
    }
    const repeated = context === 'querystring' && repeatedParameter(error.validation, request.query);
    if (repeated) return oneIssue(context, repeated, `/${repeated}`, 'was sent more than once; send it once');
    const choice = notOneOf(error.validation);
    if (choice) {
      const values = choice.allowed.map((value) => JSON.stringify(value)).join(', ');
      return oneIssue(context, `${context}${choice.path}`, choice.path, `must be one of ${values}`);
    }
    return {
      status: 400,
      name: ErrorName.ValidationError,
      message: `Invalid ${context}: ${error.message}`,
      details: error.validation.map((v) => ({ path: v.instancePath, message: v.message ?? 'is invalid' })),
    };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
    return {
      status: 415,
      name: ErrorName.BadRequest,
      message: `This content type is not accepted here: send the body as ${(consumes ?? ['application/json']).join(' or ')}.`,
    };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, name: ErrorName.PayloadTooLarge, message: 'The request body is too large.' };
  }
  if (error.statusCode === 429) {
    return { status: 429, name: ErrorName.TooManyRequests, message: error.message };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      name: ErrorName.ServiceUnavailable,
      message: 'The service is temporarily unavailable, please try again in a moment.',
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, name: ErrorName.BadRequest, message: error.message };
  return { status: 500, name: ErrorName.InternalServerError, message: 'Something went wrong on our side.' };
}

/** One error handler for the whole API: every failure answers the error envelope; 5xx texts are never leaked. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, name, message, details } = describe(error, request);
    // "Not ready yet" (an AppError of 503: the search indexes load) is an answer the API chose, not a failure to
    // investigate; a balancer polling /api/ready meanwhile would fill the log with stacks.
    const chosen = error instanceof AppError && status === 503;
    if (status >= 500 && !chosen) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: { name, message } }, 'request rejected');
    const body: ErrorBody = {
      success: false,
      error: { name, message, ...(details === undefined ? {} : { details }) },
    };
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      success: false,
      error: {
        name: ErrorName.NotFound,
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      },
    };
    // Outside the routes' context, whose hook sets them on every other answer.
    return reply.status(404).headers(apiSecurityHeaders).send(body);
  });
}
