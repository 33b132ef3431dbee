import { describe, expect, it } from 'vitest';
import { useTestApi } from './helper';
import { signIn } from './factories';

const api = useTestApi();

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Paths (inside one body) of objects that would let a field through unnoticed. */
function openObjects(schema: JsonSchema, at: string): string[] {
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, child]) =>
      openObjects(child, `${at}.${name}`),
    ),
    ...(schema.items ? openObjects(schema.items, `${at}[]`) : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((child) =>
      openObjects(child, at),
    ),
  ];
  const open = schema.properties !== undefined && schema.additionalProperties !== false;
  return open ? [at, ...nested] : nested;
}

describe('unknown fields in request bodies (decision 0005: refused, never dropped)', () => {
  it('every JSON body schema of the API forbids fields it does not name', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
      >;
    };
    const open: string[] = [];
    let bodies = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        bodies += 1;
        open.push(...openObjects(schema, `${method.toUpperCase()} ${path} body`));
      }
    }
    expect(bodies).toBeGreaterThan(30);
    expect(open).toEqual([]);
  });

  it('answers 400 naming a nested unknown field', async () => {
    const { headers } = await signIn(api);
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { mobilePhone: { countryCode: '+1', phoneNumber: '5125550100', extension: '12' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      name: 'ValidationError',
      message: 'Invalid body: mobilePhone.extension is not a known field.',
      details: [{ path: '/mobilePhone/extension', message: 'is not a known field' }],
    });
  });

  it('answers 400 naming a text field that holds a NUL character, which PostgreSQL cannot store', async () => {
    const { headers } = await signIn(api);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/business/request/attachments/upload-request',
      headers,
      payload: { contentType: 'image/png', fileSize: 1000, fileName: 'spec\u0000sheet.png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('fileName: contains a NUL character, which no text may hold.');
    const nested = await api.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { mobilePhone: { countryCode: '+1', phoneNumber: '512\u00005550100' } },
    });
    expect(nested.json().error.message).toMatch(/^mobilePhone\.phoneNumber: contains a NUL/);
  });
});
