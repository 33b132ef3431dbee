import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../helper';

const api = useTestApi();

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  openapi: string;
  components: { schemas: Record<string, object> };
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Redocly's recommended warnings the document keeps. `no-ambiguous-paths`: `/business/profile/{id}` and
 * `/business/{id}/members` both match `/business/profile/members`, and only new URLs would part them.
 * `operation-4xx-response`: the liveness check and the stored files have no 4xx of their own.
 */
const keptWarnings = ['no-ambiguous-paths', 'operation-4xx-response'];

let document: Document;
beforeAll(async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
const operation = (method: string, path: string) => document.paths[path]?.[method] ?? {};

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document to swagger-parser', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), config });
    const described = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
    );
    expect(described.filter((problem) => problem.startsWith('error'))).toEqual([]);
    const warned = new Set(problems.map((problem) => problem.ruleId));
    expect([...warned].filter((rule) => !keptWarnings.includes(rule))).toEqual([]);
  });

  it('names every operation with an operationId of its own, derived from its method and path', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, at) => ids.indexOf(id) !== at)).toEqual([]);
    expect(operation('post', '/api/search/product').operationId).toBe('postSearchProduct');
    expect(operation('get', '/api/business/profile/{id}').operationId).toBe('getBusinessProfileById');
    expect(operation('delete', '/api/social/comments/{resourceID}').operationId).toBe(
      'deleteSocialCommentsByResourceID',
    );
  });

  it('says of every operation whether it needs the wbn-auth token, may send it, or takes none', () => {
    expect(operations().filter(({ operation }) => !operation.security)).toEqual([]);
    const token = [{ wbnAuth: [] }];
    expect(operation('get', '/api/user/profile').security).toEqual(token);
    expect(operation('post', '/api/social/comments/make-comment').security).toEqual(token);
    expect(operation('get', '/api/operator/me').security).toEqual(token);
    expect(operation('get', '/api/business/profile/{id}').security).toEqual([{}, ...token]);
    expect(operation('post', '/api/search/product').security).toEqual([]);
    expect(operation('get', '/api/user/data-exports/{id}/download').security).toEqual([]);
  });

  it('names the stored files path parameter instead of the router wildcard', () => {
    expect(Object.keys(document.paths).filter((path) => path.includes('*'))).toEqual([]);
    expect(operation('get', '/api/files/{path}').parameters).toEqual([
      expect.objectContaining({ name: 'path', in: 'path' }),
    ]);
  });

  it('refers every error answer to the one ErrorBody component', () => {
    expect(Object.keys(document.components.schemas)).toEqual(['ErrorBody']);
    const errorBody = { $ref: '#/components/schemas/ErrorBody' };
    const answers = operation('get', '/api/user/profile').responses ?? {};
    expect(answers['401']?.content?.['application/json']?.schema).toEqual(errorBody);
    expect(answers['429']?.content?.['application/json']?.schema).toEqual(errorBody);
  });
});
