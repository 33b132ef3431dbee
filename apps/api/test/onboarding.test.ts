import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_FOLLOW_TARGET, type Onboarding } from '@tradeforge/contracts';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, signAccessToken, signIn } from './factories';
import { useTestApi } from './helper';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const db = () => api.database.db;

const read = async (headers: Record<string, string>) => {
  const answer = await api.app.inject({ method: 'GET', url: '/api/user/onboarding', headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Onboarding;
};
const done = (onboarding: Onboarding) =>
  Object.entries(onboarding.steps)
    .filter(([, step]) => step.done)
    .map(([id]) => id);
const follow = (headers: Record<string, string>, businessId: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/social/follow/business',
    headers,
    payload: { resourceID: businessId },
  });
const image = { url: '/api/files/products/valve.webp' };

describe('the getting-started checklist', () => {
  it('starts with nothing done and ticks each step from what the user does', async () => {
    const user = await signIn(api, { firstName: 'Nora', lastName: 'Reyes' });
    const fresh = await read(user.headers);
    expect(fresh).toEqual({
      dismissed: false,
      steps: {
        profile: { done: false, photo: false, jobPosition: false },
        business: { done: false },
        product: { done: false },
        post: { done: false },
        follow: { done: false, count: 0, target: ONBOARDING_FOLLOW_TARGET },
      },
      business: null,
      industry: null,
      suggestions: [],
    });

    // A photo alone does not complete the profile; the job position does.
    await db()
      .update(schema.users)
      .set({ profilePhoto: { url: '/api/files/users/nora.webp' } })
      .where(eq(schema.users.id, user.user.id));
    expect((await read(user.headers)).steps.profile).toEqual({
      done: false,
      photo: true,
      jobPosition: false,
    });
    const [job] = await db().select().from(schema.jobPositions).limit(1);
    await db()
      .update(schema.users)
      .set({ jobPositionID: job!.jobPositionID })
      .where(eq(schema.users.id, user.user.id));
    expect((await read(user.headers)).steps.profile.done).toBe(true);

    // A business of their own: its industry is the one the follow step counts, the profile naming none.
    const business = await createBusiness(db(), { ownerId: user.user.id, companyName: 'Reyes Valves' });
    const withBusiness = await read(user.headers);
    expect(done(withBusiness)).toEqual(['profile', 'business']);
    expect(withBusiness.business).toEqual({ businessID: business.id, companyName: 'Reyes Valves' });
    expect(withBusiness.industry).toEqual({ id: '0001', name: expect.any(String) });

    // A product counts once it has a picture, and not while it is hidden.
    await createProduct(db(), business.id, { name: 'Gate Valve' });
    expect((await read(user.headers)).steps.product.done).toBe(false);
    const pictured = await createProduct(db(), business.id, { name: 'Ball Valve', images: [image] });
    expect((await read(user.headers)).steps.product.done).toBe(true);
    await db().update(schema.products).set({ hidden: true }).where(eq(schema.products.id, pictured.id));
    expect((await read(user.headers)).steps.product.done).toBe(false);
    await db().update(schema.products).set({ hidden: false }).where(eq(schema.products.id, pictured.id));

    // A post as the business counts as theirs.
    const posted = await api.app.inject({
      method: 'POST',
      url: '/api/social/posts/make-post',
      headers: user.headers,
      payload: {
        content: 'Our ball valves ship from stock.',
        timelineID: business.id,
        timelineType: 'business',
        businessID: business.id,
      },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(done(await read(user.headers))).toEqual(['profile', 'business', 'product', 'post']);
  });

  it('suggests businesses of the industry to follow and counts only those until five are followed', async () => {
    const user = await signIn(api, { industryId: '0005' });
    const own = await createBusiness(db(), {
      ownerId: user.user.id,
      industryId: '0005',
      categoryIds: ['0005-01'],
    });
    const machinery = [];
    for (const subscription of [
      'standard',
      'platinum',
      'gold',
      'standard',
      'premium',
      'standard',
      'gold',
    ] as const)
      machinery.push(
        await createBusiness(db(), { industryId: '0005', categoryIds: ['0005-01'], subscription }),
      );
    const suspended = await createBusiness(db(), {
      industryId: '0005',
      categoryIds: ['0005-01'],
      subscription: 'platinum',
      suspendedAt: new Date(),
    });
    const automation = await createBusiness(db(), { industryId: '0001', subscription: 'platinum' });

    const first = await read(user.headers);
    // The profile's industry, though their business could have named another.
    expect(first.industry).toEqual({ id: '0005', name: expect.any(String) });
    const suggested = first.suggestions.map((card) => card.businessID);
    expect(suggested).toHaveLength(6);
    expect(suggested).not.toContain(own.id);
    expect(suggested).not.toContain(suspended.id);
    expect(suggested).not.toContain(automation.id);
    expect(first.suggestions.map((card) => card.subscription).slice(0, 4)).toEqual([
      'platinum',
      'premium',
      'gold',
      'gold',
    ]);
    expect(first.suggestions[0]).toMatchObject({ general: { industry: { id: '0005' } } });

    // A business of another industry is not counted; followed ones leave the suggestions.
    expect((await follow(user.headers, automation.id)).statusCode).toBe(200);
    for (const id of suggested.slice(0, 4)) expect((await follow(user.headers, id)).statusCode).toBe(200);
    const four = await read(user.headers);
    expect(four.steps.follow).toEqual({ done: false, count: 4, target: ONBOARDING_FOLLOW_TARGET });
    expect(four.suggestions.map((card) => card.businessID)).not.toContain(suggested[0]);
    expect(four.suggestions).toHaveLength(3);

    expect((await follow(user.headers, suggested[4]!)).statusCode).toBe(200);
    const five = await read(user.headers);
    expect(five.steps.follow).toEqual({ done: true, count: 5, target: ONBOARDING_FOLLOW_TARGET });
    expect(five.suggestions).toEqual([]);
  });

  it('stays closed once dismissed, on every device of the user, and for nobody else', async () => {
    const user = await signIn(api);
    const other = await signIn(api);
    const closed = await api.app.inject({
      method: 'PUT',
      url: '/api/user/onboarding/dismissed',
      headers: user.headers,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toEqual({ dismissed: true });
    // As PostgreSQL prints it, to the microsecond.
    const dismissedAt = async () =>
      (
        await db()
          .select({ at: sql<string | null>`${schema.users.onboardingDismissedAt}::text` })
          .from(schema.users)
          .where(eq(schema.users.id, user.user.id))
      )[0]!.at;
    const first = await dismissedAt();
    expect(first).not.toBeNull();

    // Another device: another session of the same account.
    const [session] = await db()
      .insert(schema.authSessions)
      .values({ userId: user.user.id, expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const phone = {
      'wbn-auth': await signAccessToken(api, { userId: user.user.id, sessionId: session!.id }),
    };
    expect((await read(phone)).dismissed).toBe(true);
    expect((await read(other.headers)).dismissed).toBe(false);

    // Closing it again keeps the first time.
    await api.app.inject({ method: 'PUT', url: '/api/user/onboarding/dismissed', headers: phone });
    expect(await dismissedAt()).toBe(first);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/onboarding'],
      ['PUT', '/api/user/onboarding/dismissed'],
    ] as const) {
      const answer = await api.app.inject({ method, url });
      expect(answer.statusCode).toBe(401);
    }
  });
});
