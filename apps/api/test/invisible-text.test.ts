import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, signIn } from './factories';
import { useTestApi } from './helper';
import { expectInvalid, GENERAL, PRODUCT, requestAs } from './hostile-input-support';
import { signInOperator } from './operator-support';

/**
 * Characters nobody sees (zero-width spaces, joiners, word joiner, byte order mark, soft hyphen, Hangul fillers):
 * required text made of them only is blank, they do not count towards a minimum length, and they are trimmed
 * from the ends of what is stored, while joiners and soft hyphens inside a visible text stay.
 */
const api = useTestApi();
let owner: Awaited<ReturnType<typeof signIn>>;
let businessId: string;
beforeAll(async () => {
  owner = await signIn(api);
  businessId = (await createBusiness(api.database.db, { ownerId: owner.user.id })).id;
});

const send = requestAs(api, () => owner.headers);

describe('required text made of invisible characters only', () => {
  const INVISIBLE = ['\u200b\u200b', '\u200c \u200d', '\u2060\ufeff', ' \u00ad ', '\u3164\u3164'];

  it('is refused like blank text for business, product and operator texts', async () => {
    for (const blank of INVISIBLE) {
      expectInvalid(
        await send('POST', '/business/profile/create', { ...GENERAL, companyName: blank, country: 'US' }),
        'companyName: cannot be blank.',
      );
      expectInvalid(
        await send('POST', `/business/${businessId}/products`, { ...PRODUCT, name: blank }),
        'name: cannot be blank.',
      );
    }
    const operator = await signInOperator(api);
    expectInvalid(
      await send(
        'POST',
        '/operator/moderation',
        { objectType: 'post', objectID: randomUUID(), reason: '\u200b' },
        operator.headers,
      ),
      'reason: cannot be blank.',
    );
  });

  it('is refused for a first or last name on profile edit, and clears an optional field', async () => {
    for (const blank of INVISIBLE)
      for (const field of ['firstName', 'lastName'])
        expectInvalid(
          await send('PUT', '/user/profile', { [field]: blank }),
          'First and last name are required.',
        );
    const saved = await send('PUT', '/user/profile', { city: '\u200b\u2060', companyName: 'Acme' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ city: null, companyName: 'Acme' });
  });

  it('is refused for a post, a comment, an inquiry and a message, as blank ones are', async () => {
    const post = (content: string) =>
      send('POST', '/social/posts/make-post', { content, timelineID: owner.user.id, timelineType: 'user' });
    const posted = await post('Our new CNC line is running.');
    expect(posted.statusCode, posted.body).toBe(200);
    const buyer = await signIn(api);
    const inquiry = (message: string) =>
      send('POST', '/business/request', { to: businessId, subject: 'Other', message }, buyer.headers);
    const sent = await inquiry('Do you ship to Chile?');
    expect(sent.statusCode, sent.body).toBe(200);
    const thread = sent.json().data.requestID as string;
    for (const blank of INVISIBLE) {
      expectInvalid(await post(blank), 'content: write something before posting.');
      expectInvalid(
        await send('POST', '/social/comments/make-comment', {
          resourceType: 'post',
          resourceID: posted.json().data.postID,
          content: blank,
        }),
        'content: write something before sending.',
      );
      expect((await inquiry(blank)).json().error).toMatchObject({ name: 'ValidationError' });
      expect(
        (
          await send('POST', `/business/request/${thread}/send-message`, { content: blank }, buyer.headers)
        ).json().error,
      ).toMatchObject({ name: 'ValidationError' });
    }
  });

  it('keeps joiners inside a visible name (emoji sequences and some scripts need them)', async () => {
    const firstName = 'Ana \u{1F469}\u200d\u{1F527}';
    const lastName = '\u0915\u094d\u200d\u0937';
    const saved = await send('PUT', '/user/profile', { firstName, lastName });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ firstName, lastName });
  });
});

describe('invisible characters and minimum lengths', () => {
  it('do not make a business name or description long enough', async () => {
    expectInvalid(
      await send('POST', '/business/profile/create', { ...GENERAL, companyName: 'A\u200b', country: 'US' }),
      'companyName: needs at least 2 characters besides spaces.',
    );
    expectInvalid(
      await send('PUT', `/business/profile/${businessId}/general`, {
        ...GENERAL,
        companyName: '\u2060A\u00ad\ufeff',
      }),
      'companyName: needs at least 2 characters besides spaces.',
    );
    expectInvalid(
      await send('PUT', `/business/profile/${businessId}/general`, {
        ...GENERAL,
        shortDescription: `${'Valves'.padEnd(19, 's')}${'\u200b'.repeat(10)}`,
      }),
      'shortDescription: needs at least 20 characters besides spaces.',
    );
  });

  it('do not make a product name or description long enough', async () => {
    expectInvalid(
      await send('POST', `/business/${businessId}/products`, { ...PRODUCT, name: 'V\u200d' }),
      'name: needs at least 2 characters besides spaces.',
    );
    expectInvalid(
      await send('POST', `/business/${businessId}/products`, {
        ...PRODUCT,
        description: 'Ball\u200bvalve\u200bfor\u200bwater.',
      }),
      'description: needs at least 20 characters besides spaces.',
    );
  });

  it('let through a name whose visible characters meet the minimum, joiners kept', async () => {
    const saved = await send('PUT', `/business/profile/${businessId}/general`, {
      ...GENERAL,
      companyName: 'A\u200dB',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.general.companyName).toBe('A\u200dB');
  });
});

describe('invisible characters at the ends of a text', () => {
  it('are trimmed from business, market and product names', async () => {
    const general = await send('PUT', `/business/profile/${businessId}/general`, {
      ...GENERAL,
      companyName: '\ufeffAcme\u00adValves\u200b',
    });
    expect(general.statusCode, general.body).toBe(200);
    expect(general.json().data.general.companyName).toBe('Acme\u00adValves');
    const markets = await send('PUT', `/business/profile/${businessId}/trade-capabilities`, {
      markets: [{ name: '\u2060Ohio\u200b ' }],
    });
    expect(markets.json().data.tradeCapabilities.markets).toEqual([{ name: 'Ohio' }]);
    const product = await send('POST', `/business/${businessId}/products`, {
      ...PRODUCT,
      name: '\u200bBall Valve \u2764\ufe0f\u200b',
    });
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json().data.name).toBe('Ball Valve \u2764\ufe0f');
  });

  it('are trimmed from profile names and optional profile fields', async () => {
    const saved = await send('PUT', '/user/profile', {
      firstName: '\u200bAda\u2060',
      lastName: '\u3164Lovelace\ufeff',
      city: ' \u200dLondon\u200c ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', city: 'London' });
  });

  it('are trimmed from a post, a comment and a message', async () => {
    const posted = await send('POST', '/social/posts/make-post', {
      content: '\u200bOur new CNC line is running \u{1F3ED}\u200d',
      timelineID: owner.user.id,
      timelineType: 'user',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().data.content).toBe('Our new CNC line is running \u{1F3ED}');
    const postID = posted.json().data.postID as string;
    const comment = await send('POST', '/social/comments/make-comment', {
      resourceType: 'post',
      resourceID: postID,
      content: '\u2060Congratulations!\u200b',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const comments = await send('GET', `/social/comments/${postID}`);
    expect(JSON.stringify(comments.json().data)).toContain('"Congratulations!"');
    const buyer = await signIn(api);
    const sent = await send(
      'POST',
      '/business/request',
      { to: businessId, subject: 'Other', message: '\ufeffDo you ship to Chile?\u200b' },
      buyer.headers,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const thread = sent.json().data.requestID as string;
    await send(
      'POST',
      `/business/request/${thread}/send-message`,
      { content: '\u200bAnd to Peru?\u2060' },
      buyer.headers,
    );
    const messages = await send('GET', `/business/request/${thread}/get-messages`, undefined, buyer.headers);
    const texts = JSON.stringify(messages.json().data);
    expect(texts).toContain('"Do you ship to Chile?"');
    expect(texts).toContain('"And to Peru?"');
  });
});
