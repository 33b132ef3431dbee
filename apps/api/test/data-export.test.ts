import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createApiServices, type ApiServices } from '../src/services';
import { createBusiness, createProduct, signIn } from './factories';
import { groupCalls } from './groups-support';
import { useTestApi } from './helper';
import { mailsTo } from './mail-support';
import { messageCalls } from './messages-support';
import { uploadBusinessImage, uploadsDirOf } from './uploads';

// The job is driven by the test (`services.dataExports.run()`), not by the API's timer.
const api = useTestApi({ DATA_EXPORT_JOB_INTERVAL_SECONDS: '0', DATA_EXPORT_RETENTION_DAYS: '7' });
const silent = { info() {}, error() {} };
let services: ApiServices;
beforeAll(() => {
  services = createApiServices(api.config, api.database.db, silent);
});
afterAll(async () => services?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const requestExport = (headers: Headers) => call('POST', '/api/user/data-exports', headers);
const latest = async (headers: Headers) =>
  (await call('GET', '/api/user/data-exports', headers)).json().data.latest;
/** The path and query of a signed link (the API is reached through inject, not its public URL). */
const local = (url: string) => url.slice(url.indexOf('/api/'));

describe('export my data', () => {
  it('builds the file in the background, mails the owner and gives only them a short signed link', async () => {
    const db = api.database.db;
    const ada = await signIn(api, {
      firstName: 'Ada',
      lastName: 'Exporter',
      email: 'ada.export@example.com',
    });
    const other = await signIn(api, { firstName: 'Otto', lastName: 'Other' });
    const business = await createBusiness(db, { ownerId: ada.user.id, companyName: 'Ada Valves' });
    await createProduct(db, business.id, { name: 'Ada Ball Valve' });
    const supplier = await createBusiness(db, { ownerId: other.user.id, companyName: 'Otto Pumps' });
    const product = await createProduct(db, supplier.id, { name: 'Otto Gear Pump' });
    expect(
      (await call('POST', '/api/social/reaction/react/product', ada.headers, { resourceID: product.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/social/comments/make-comment', ada.headers, {
          resourceID: product.id,
          resourceType: 'product',
          content: 'What is the lead time for 40 units?',
        })
      ).statusCode,
    ).toBe(200);
    await call('POST', '/api/social/follow/business', ada.headers, { resourceID: supplier.id });
    await call('POST', '/api/social/follow/business', other.headers, { resourceID: business.id });
    const posted = await call('POST', '/api/social/posts/make-post', ada.headers, {
      content: 'Our new valve line ships in May.',
      timelineID: ada.user.id,
      timelineType: 'user',
    });
    expect(posted.statusCode).toBe(200);
    const messages = messageCalls(api);
    const sent = await messages.send(ada.headers, {
      to: supplier.id,
      message: 'Please quote 40 gear pumps.',
    });
    expect(sent.statusCode).toBe(200);
    const rid = sent.json().data.requestID as string;
    expect(
      (await messages.reply(other.headers, rid, 'Quote attached: 12 weeks.', supplier.id)).statusCode,
    ).toBe(200);

    const saved = await call('POST', '/api/saved-searches', ada.headers, {
      kind: 'products',
      query: { textQuery: 'gear pump' },
    });
    expect(saved.statusCode).toBe(200);

    expect(await latest(ada.headers)).toBeNull();
    const requested = await requestExport(ada.headers);
    expect(requested.statusCode).toBe(201);
    expect(requested.json().data).toMatchObject({ status: 'pending', readyAt: null });
    const again = await requestExport(ada.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/still being prepared/);

    const round = await services.dataExports.run();
    expect(round?.built).toEqual([requested.json().data.id]);
    const ready = await latest(ada.headers);
    expect(ready).toMatchObject({ status: 'ready', error: null });
    expect(ready.size).toBeGreaterThan(100);
    const days = (Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const [mail] = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'data-export'));
    expect(mail).toMatchObject({ to: 'ada.export@example.com' });
    expect(mail!.text).toMatch(/ready/);

    // Only the owner gets a link; it works without a session and says it is a download.
    expect((await call('POST', `/api/user/data-exports/${ready.id}/link`, other.headers)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/user/data-exports/${ready.id}/link`)).statusCode).toBe(401);
    const link = (await call('POST', `/api/user/data-exports/${ready.id}/link`, ada.headers)).json().data;
    const minutes = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const file = await call('GET', local(link.url));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="tradeforge-data-/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const data = file.json();
    expect(data.profile).toMatchObject({
      email: 'ada.export@example.com',
      first_name: 'Ada',
      last_name: 'Exporter',
    });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|not-a-real-hash/);
    expect(data.savedSearches).toMatchObject([{ name: 'gear pump - Products', new_results: 0 }]);
    // Search's bookkeeping is left out.
    expect(JSON.stringify(data)).not.toMatch(/search_vector|search_xid|created_xid|checked_snapshot/);
    expect(data.businesses).toHaveLength(1);
    expect(data.businesses[0]).toMatchObject({ company_name: 'Ada Valves', yourAccess: 'owner' });
    expect(data.businesses[0].products.map((p: { name: string }) => p.name)).toEqual(['Ada Ball Valve']);
    expect(data.businesses[0].followers.map((f: { name: string }) => f.name)).toEqual(['Otto Other']);
    expect(data.posts.map((p: { content: string }) => p.content)).toEqual([
      'Our new valve line ships in May.',
    ]);
    expect(data.comments.map((c: { content: string }) => c.content)).toEqual([
      'What is the lead time for 40 units?',
    ]);
    expect(data.likes).toMatchObject([{ resource_id: product.id }]);
    expect(data.follows.following).toMatchObject([{ businessId: supplier.id, companyName: 'Otto Pumps' }]);
    expect(data.messageThreads).toHaveLength(1);
    expect(data.messageThreads[0].messages).toMatchObject([
      { content: 'Please quote 40 gear pumps.', writtenByYou: true },
      { content: 'Quote attached: 12 weeks.', writtenByYou: false },
    ]);

    // A changed signature or an ended link opens nothing.
    const tampered = link.url.replace(/sig=.{4}/, 'sig=AAAA');
    expect((await call('GET', local(tampered))).statusCode).toBe(404);
    const old = Math.floor(Date.now() / 1000) - 1;
    const ended = local(link.url).replace(/exp=\d+/, `exp=${old}`);
    expect((await call('GET', ended)).statusCode).toBe(404);
  });

  it("signs the pictures of the author's posts in private groups at each download", async () => {
    const groups = groupCalls(api);
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
    const token = await uploadBusinessImage(api, owner.headers);
    expect((await groups.post(groupId, owner.headers, 'Members only', [token])).statusCode).toBe(200);
    const id = (await requestExport(owner.headers)).json().data.id as string;
    await services.dataExports.run();
    const link = (await call('POST', `/api/user/data-exports/${id}/link`, owner.headers)).json().data;
    const [post] = (await call('GET', local(link.url))).json().posts;
    const signed =
      /^\/api\/files\/private\/users\/[0-9a-f-]+\/business-image\/[0-9a-f-]+-large\.webp\?expires=\d+&signature=[\w-]+$/;
    expect(post.images[0].url).toMatch(signed);
    expect((await call('GET', post.images[0].url)).statusCode).toBe(200);
    // The stored file keeps the reference, which nothing serves.
    const [row] = await api.database.db
      .select()
      .from(schema.dataExports)
      .where(eq(schema.dataExports.id, id));
    const stored = await readFile(path.join(uploadsDirOf(api), 'incoming', row!.fileKey!), 'utf8');
    expect(stored).toMatch(/"url": "private:users\//);
    expect(stored).not.toMatch(/files\/private/);
  });

  it('answers 401 to visitors', async () => {
    expect((await call('GET', '/api/user/data-exports')).statusCode).toBe(401);
    expect((await requestExport({})).statusCode).toBe(401);
  });

  it('mails the owner in their preferred language, with the settings link in it', async () => {
    const italian = await signIn(api, { preferredLanguageCode: 'it' });
    const german = await signIn(api, { preferredLanguageCode: 'de' });
    await requestExport(italian.headers);
    await requestExport(german.headers);
    await services.dataExports.run();
    await services.dataExports.run();
    const [mail] = await mailsTo(api.database.db, italian.user.email);
    expect(mail!.subject).toBe('L’esportazione dei tuoi dati di Tradeforge è pronta');
    expect(mail!.text).toMatch(
      /^Scaricala dalle impostazioni del tuo account \(I tuoi dati\) entro il \d{1,2} \w+ \d{4}/m,
    );
    expect(mail!.text).toContain(`\n${api.config.allowedOrigins[0]}/it/profile/edit\n`);
    const [english] = await mailsTo(api.database.db, german.user.email);
    expect(english!.subject).toBe('Your Tradeforge data export is ready');
    expect(english!.text).toContain(`\n${api.config.allowedOrigins[0]}/profile/edit\n`);
  });

  it('allows 3 exports a day, then answers 429', async () => {
    const user = await signIn(api);
    for (let index = 0; index < 3; index++) {
      expect((await requestExport(user.headers)).statusCode).toBe(201);
      await services.dataExports.run();
    }
    const fourth = await requestExport(user.headers);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toMatch(/3 exports a day/);
  });

  it('lets instances build side by side: a row another instance holds is skipped, not waited for', async () => {
    const first = await signIn(api);
    const second = await signIn(api);
    const a = (await requestExport(first.headers)).json().data.id as string;
    const b = (await requestExport(second.headers)).json().data.id as string;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed: string | undefined;
    // Another instance's transaction holds the oldest pending export.
    const otherInstance = api.database.db.transaction(async (tx) => {
      const result = await tx.execute<{ id: string }>(
        sql`select id from data_exports where status = 'pending' order by created_at limit 1 for update skip locked`,
      );
      claimed = result.rows[0]?.id;
      await held;
    });
    await expect.poll(() => claimed).toBe(a);
    const round = await services.dataExports.run();
    expect(round?.built).toEqual([b]);
    release();
    await otherInstance;
    expect((await services.dataExports.run())?.built).toEqual([a]);
  });

  it('deletes the file and the row once the export has expired', async () => {
    const user = await signIn(api);
    const id = (await requestExport(user.headers)).json().data.id as string;
    await services.dataExports.run();
    const link = (await call('POST', `/api/user/data-exports/${id}/link`, user.headers)).json().data;
    expect((await call('GET', local(link.url))).statusCode).toBe(200);
    const file = path.join(api.dataDir, 'uploads', 'incoming', 'users', user.user.id, 'data-export', id);
    expect(existsSync(file)).toBe(true);
    await api.database.db
      .update(schema.dataExports)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.dataExports.id, id));
    expect((await call('GET', local(link.url))).statusCode).toBe(404);
    const round = await services.dataExports.run();
    expect(round?.swept).toBe(1);
    expect(await latest(user.headers)).toBeNull();
    const [row] = await api.database.db
      .select()
      .from(schema.dataExports)
      .where(eq(schema.dataExports.id, id));
    expect(row).toBeUndefined();
    expect(existsSync(file)).toBe(false);
  });
});
