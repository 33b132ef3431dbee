import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { ErrorBody } from '@tradeforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestHost } from '../authz/test-host';
import { buildWorld, type Role, type World } from '../authz/world';
import { arbitraryFor, hostile, type JsonSchema } from './arbitrary';

/**
 * Every route fuzzed from its own schemas through `app.inject`: params, query and body drawn from the route's
 * JSON Schemas (valid values, broken at any depth one time in ten), real ids mixed into every uuid, sent by a
 * visitor, a user and a business owner. No answer may be a 5xx, and every JSON answer must match the response
 * schema the route declares for its status. FUZZ_RUNS sets the requests per route (default 40).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** A fixed seed keeps CI reproducible; FUZZ_SEED explores others (a failure prints the seed to replay). */
const SEED = 20_261_123;
const host = useTestHost();
let world: World;
beforeAll(async () => {
  world = await buildWorld(host);
}, 120_000);

const ajv = new Ajv({ strict: false, allErrors: false, addUsedSchema: false });
addFormats.default(ajv);
const validators = new Map<object, ValidateFunction>();
const validatorFor = (schema: object) => {
  if (!validators.has(schema)) validators.set(schema, ajv.compile(schema));
  return validators.get(schema)!;
};

interface Routed {
  method: string;
  url: string;
  schema: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    body?: JsonSchema;
    response?: Record<string, object>;
  };
}

const routes = () =>
  host.routes.flatMap((route: RouteOptions) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method): Routed => ({
        method,
        url: route.url!,
        schema: (route.schema ?? {}) as Routed['schema'],
      })),
  );

const stats = { requests: 0, byStatus: new Map<number, number>() };
afterAll(() => {
  console.log(
    `fuzz: ${stats.requests} requests over ${new Set(routes().map((r) => `${r.method} ${r.url}`)).size} routes; ` +
      `answers ${JSON.stringify([...stats.byStatus].sort((a, b) => a[0] - b[0]))}`,
  );
});

function requestFor(route: Routed) {
  const options = {
    ids: [
      world.shop.id,
      world.other.id,
      world.shop.productId,
      world.people.owner.id,
      world.threadId,
      world.postOfShop,
    ],
    breakRate: 0.1,
  };
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params: JsonSchema = route.schema.params ?? {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string', minLength: 1 }])),
    required: names,
  };
  return fc.record({
    as: fc.constantFrom<Role>('visitor', 'stranger', 'owner'),
    params: arbitraryFor(params, { ...options, breakRate: 0 }),
    wildcard: fc.string({ maxLength: 60 }),
    query: route.schema.querystring ? arbitraryFor(route.schema.querystring, options) : fc.constant({}),
    body: route.schema.body ? arbitraryFor(route.schema.body, options) : hostile,
  });
}

function toUrl(route: Routed, params: unknown, wildcard: string, query: unknown) {
  let url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)?.[name] ?? 'x') || 'x'),
  );
  url = url.replace('*', wildcard.split('/').map(encodeURIComponent).join('/'));
  const search = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      for (const item of [value].flat())
        search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

describe('every route fuzzed from its schemas', () => {
  it('answers no 5xx, and every JSON answer matches its declared response schema', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const key = `${route.method} ${route.url}`;
      const stream = route.url === '/api/events/stream';
      if (process.env.FUZZ_TRACE) process.stderr.write(`fuzz ${key}\n`);
      await fc.assert(
        fc.asyncProperty(requestFor(route), async ({ as, params, wildcard, query, body }) => {
          const url = toUrl(route, params, wildcard, query);
          const hasBody = route.method !== 'GET';
          const response = await world.call(as, {
            method: route.method as 'GET',
            url,
            ...(hasBody
              ? { payload: JSON.stringify(body ?? null), headers: { 'content-type': 'application/json' } }
              : {}),
            ...(stream ? { payloadAsStream: true } : {}),
          });
          stats.requests++;
          stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
          if (stream) {
            response.stream().destroy();
            return;
          }
          const where = `${key} as ${as}: ${route.method} ${url.slice(0, 200)} ${hasBody ? JSON.stringify(body)?.slice(0, 300) : ''}`;
          if (response.statusCode >= 500 && response.statusCode !== 503) {
            failures.push(`${where} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
            return;
          }
          const declared = route.schema.response?.[String(response.statusCode)];
          const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
          if (declared && json) {
            const validate = validatorFor(declared);
            if (!validate(response.json())) {
              failures.push(
                `${where} -> ${response.statusCode} breaks its schema: ${ajv.errorsText(validate.errors)}`,
              );
            }
          } else if (json && route.schema.response) {
            // A status the route does not declare (406 for a post that is not multipart) must still be the error
            // envelope. Routes that declare no answers at all (docs, JWKS, the account pages) are only held to no 5xx.
            const envelope = validatorFor(ErrorBody);
            if (!envelope(response.json())) {
              failures.push(`${where} -> ${response.statusCode} undeclared and not the error envelope`);
            }
          }
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? SEED) },
      );
    }
    expect(
      [...new Set(failures.map((failure) => failure.split(' as ')[0]))],
      failures.slice(0, 30).join('\n'),
    ).toEqual([]);
  }, 900_000);
});
