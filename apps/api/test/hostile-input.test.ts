import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, signIn } from './factories';
import { useTestApi } from './helper';
import { expectInvalid, GENERAL, PRODUCT, requestAs } from './hostile-input-support';
import { signInOperator } from './operator-support';

/**
 * What a careless or hostile client sends beyond the schemas' reach: numbers too big for a double (1e400 is
 * Infinity), text PostgreSQL or a person cannot use (half a surrogate pair, control characters), required text
 * made of spaces only (made of invisible characters: invisible-text.test.ts), and values the answer must explain
 * in the client's terms.
 */
const api = useTestApi();
let owner: Awaited<ReturnType<typeof signIn>>;
let businessId: string;
beforeAll(async () => {
  owner = await signIn(api);
  businessId = (await createBusiness(api.database.db, { ownerId: owner.user.id })).id;
});

const send = requestAs(api, () => owner.headers);

describe('numbers that are not finite', () => {
  it('a query number of 1e400 (coerced to Infinity) is a 400 naming it, not a 500', async () => {
    expectInvalid(
      await send('GET', `/timeline/load/${businessId}?skip=1e400`),
      'skip: must be a finite number.',
    );
    expectInvalid(
      await send('GET', `/social/comments/${randomUUID()}?size=-1e400`),
      'size: must be a finite number.',
    );
    const operator = await signInOperator(api);
    expectInvalid(
      await send('GET', '/operator/users?page=1e400', undefined, operator.headers),
      'page: must be a finite number.',
    );
  });

  it('a JSON number of 1e400 is a 400 naming it, where the schema has no maximum too', async () => {
    expectInvalid(
      await send('POST', '/search/product', '{"textQuery":"valve","skip":1e400}'),
      'skip: must be a finite number.',
    );
    expectInvalid(
      await send(
        'PUT',
        `/business/profile/${businessId}/general`,
        JSON.stringify({ ...GENERAL, totalAnnualRevenue: { min: 1, max: 7 } }).replace('7', '1e400'),
      ),
      'totalAnnualRevenue.max: must be a finite number.',
    );
  });
});

describe('text that cannot be stored', () => {
  it('half a surrogate pair is a 400 naming the field, also where a jsonb column would have failed', async () => {
    const markets = await send('PUT', `/business/profile/${businessId}/trade-capabilities`, {
      markets: [{ name: 'Ohio \ud800' }],
    });
    expectInvalid(
      markets,
      'markets[0].name: contains a broken character (half of a UTF-16 surrogate pair); send valid Unicode text.',
    );
    const saved = await send('POST', '/saved-searches', {
      kind: 'products',
      query: { textQuery: 'pump \udc00' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.message).toMatch(/^query\.textQuery: contains a broken character/);
  });

  it('a control character is a 400; tabs, line breaks and emoji pass', async () => {
    expectInvalid(
      await send('PUT', `/business/profile/${businessId}/general`, {
        ...GENERAL,
        companyName: 'Acme \u001b[31mValves',
      }),
      'companyName: contains a control character (U+001B), which no text may hold.',
    );
    const fine = await send('PUT', `/business/profile/${businessId}/general`, {
      ...GENERAL,
      companyName: 'Acme 🏭 Valves',
      shortDescription: 'Precision valves\n\tfor automation and packaging lines.',
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data.general.companyName).toBe('Acme 🏭 Valves');
  });
});

describe('bodies nested without end', () => {
  it('is a 400, not a stack overflow', async () => {
    const depth = 100_000;
    const response = await send(
      'POST',
      '/search/product',
      `{"textQuery":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^textQuery(\[0\])+: is nested too deeply\.$/);
  });
});

describe('required text made of spaces only', () => {
  it('is refused for a business name and description instead of stored empty', async () => {
    expectInvalid(
      await send('POST', '/business/profile/create', { ...GENERAL, companyName: '   ', country: 'US' }),
      'companyName: cannot be blank.',
    );
    expectInvalid(
      await send('PUT', `/business/profile/${businessId}/general`, { ...GENERAL, companyName: ' \t A ' }),
      'companyName: needs at least 2 characters besides spaces.',
    );
    expectInvalid(
      await send('PUT', `/business/profile/${businessId}/general`, {
        ...GENERAL,
        shortDescription: ' '.repeat(25),
      }),
      'shortDescription: cannot be blank.',
    );
    const profile = await send('GET', `/business/profile/${businessId}`);
    expect(profile.json().data.general.companyName).not.toBe('');
  });

  it('is refused for certificate, market and term names', async () => {
    expectInvalid(
      await send('POST', `/business/profile/${businessId}/certificates`, { name: '\u3000\u00a0 ' }),
      'name: cannot be blank.',
    );
    expectInvalid(
      await send('PUT', `/business/profile/${businessId}/trade-capabilities`, {
        markets: [{ name: 'Ohio' }, { name: '  ' }],
      }),
      'markets[1].name: cannot be blank.',
    );
    expectInvalid(
      await send('PUT', `/business/profile/${businessId}/business-terms`, {
        packagingTypes: [{ name: ' ' }],
      }),
      'packagingTypes[0].name: cannot be blank.',
    );
    const stored = await send('PUT', `/business/profile/${businessId}/trade-capabilities`, {
      markets: [{ name: '  Ohio ' }],
    });
    expect(stored.json().data.tradeCapabilities.markets).toEqual([{ name: 'Ohio' }]);
  });

  it('is refused for a product name and its specifications', async () => {
    expectInvalid(
      await send('POST', `/business/${businessId}/products`, { ...PRODUCT, name: '    ' }),
      'name: cannot be blank.',
    );
    expectInvalid(
      await send('POST', `/business/${businessId}/products`, {
        ...PRODUCT,
        specs: [{ key: 'Size', value: '   ' }],
      }),
      'specs[0].value: cannot be blank.',
    );
  });

  it("is refused for an operator's reasons and replies", async () => {
    const operator = await signInOperator(api);
    const as = (method: 'POST', url: string, payload: object) => send(method, url, payload, operator.headers);
    expectInvalid(
      await as('POST', '/operator/moderation', { objectType: 'post', objectID: randomUUID(), reason: '  ' }),
      'reason: cannot be blank.',
    );
    expectInvalid(
      await as('POST', `/operator/verifications/${randomUUID()}/refuse`, { reason: ' ' }),
      'reason: cannot be blank.',
    );
    expectInvalid(
      await as('POST', `/operator/businesses/${businessId}/remove-badge`, { reason: '\n' }),
      'reason: cannot be blank.',
    );
    expectInvalid(
      await as('POST', `/operator/enquiries/${randomUUID()}/reply`, { subject: 'Re: help', message: ' ' }),
      'message: cannot be blank.',
    );
  });
});

describe('answers that say what is wrong', () => {
  it('a value outside a set of fixed values names the values allowed', async () => {
    const response = await send('PUT', `/favorites/supplier/${randomUUID()}`);
    expectInvalid(response, 'Invalid params: params/type must be one of "business", "product".');
    expect(response.json().error.details).toEqual([
      { path: '/type', message: 'must be one of "business", "product"' },
    ]);
  });

  it('a union of numbers names them too, whatever was sent instead', async () => {
    for (const days of ['5', 'week'])
      expectInvalid(
        await send('GET', `/business/${businessId}/insights?days=${days}`),
        'Invalid querystring: querystring/days must be one of 7, 30, 90.',
      );
  });

  it('a query parameter sent twice says so', async () => {
    const response = await send('GET', `/timeline/load/${businessId}?skip=1&skip=2`);
    expectInvalid(response, 'Invalid querystring: skip was sent more than once; send it once.');
    expect(response.json().error.details).toEqual([
      { path: '/skip', message: 'was sent more than once; send it once' },
    ]);
  });

  it('a body of another content type says to send JSON', async () => {
    const response = await send('POST', '/search/product', '{"textQuery":"valve"}', {
      'content-type': 'text/plain',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(
      'This content type is not accepted here: send the body as application/json.',
    );
  });
});
