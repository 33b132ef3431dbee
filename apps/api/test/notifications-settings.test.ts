import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeNotification } from '@tradeforge/contracts';
import { schema } from '@tradeforge/db';
import { createMailer } from '@tradeforge/mail';
import { runNotificationMails } from '../src/modules/notifications';
import { createApiServices, type ApiServices } from '../src/services';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';
import { findLine, notificationCalls, type Headers } from './notifications-support';

const DAY = 86_400_000;
const silent = { info() {}, error() {} };
const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0', MEMBERSHIP_JOB_INTERVAL_MS: '0' });
const calls = notificationCalls(api);
let services: ApiServices;
beforeAll(() => {
  services = createApiServices(api.config, api.database.db, silent);
});

const runMails = () =>
  runNotificationMails(
    api.database.db,
    createMailer({ db: api.database.db, from: 'site@example.com', log: silent }),
    {
      siteName: 'Tradeforge',
      webUrl: 'http://localhost:5173',
    },
  );
const mailsTo = (email: string) =>
  api.database.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
const save = (headers: Headers, settings: object[]) =>
  calls.call('PUT', '/notifications/settings', headers, { settings });

describe('paging and reading', () => {
  it('pages 20 lines at a time, newest activity first, and marks all read', async () => {
    const owner = await signIn(api);
    const fan = await signIn(api);
    const business = await createBusiness(api.database.db, { ownerId: owner.user.id });
    const products = [];
    for (let i = 0; i < 25; i++)
      products.push(await createProduct(api.database.db, business.id, { name: `Valve ${i}` }));
    for (const product of products) await calls.like(fan.headers, 'product', product.id);
    const first = await calls.list(owner.headers);
    expect(first.notifications).toHaveLength(20);
    expect(first.unread).toBe(25);
    expect(first.notifications[0]!.object.title).toBe('Valve 24');
    const second = await calls.list(owner.headers, first.nextCursor!);
    expect(second.notifications.map((item) => item.object.title)).toEqual([
      'Valve 4',
      'Valve 3',
      'Valve 2',
      'Valve 1',
      'Valve 0',
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await calls.read(owner.headers, { all: true })).json().data).toEqual({ unread: 0 });
    expect((await calls.list(owner.headers)).notifications.every((item) => item.read)).toBe(true);
  });

  it('answers 400 naming the field for a bad cursor or body, and 401 without a session', async () => {
    const user = await signIn(api);
    expect((await calls.call('GET', '/notifications?cursor=abc', user.headers)).statusCode).toBe(400);
    const bad = await calls.read(user.headers, { ids: [] });
    expect(bad.statusCode).toBe(400);
    expect((await calls.call('GET', '/notifications', {})).statusCode).toBe(401);
    const wrong = await save(user.headers, [{ kind: 'inquiry', delivery: 'mail' }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/^settings:/);
    expect((await save(user.headers, [{ kind: 'like', delivery: 'loud' }])).statusCode).toBe(400);
    const twice = await save(user.headers, [
      { kind: 'reply', delivery: 'mail' },
      { kind: 'reply', delivery: 'off' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toMatch(/^settings: reply is named more than once/);
  });
});

describe('delivery settings', () => {
  it('defaults every kind to the site and leaves out what the user turned off', async () => {
    const owner = await signIn(api);
    const fan = await signIn(api);
    const business = await createBusiness(api.database.db, { ownerId: owner.user.id });
    const settings = (await calls.call('GET', '/notifications/settings', owner.headers)).json().data.settings;
    expect(settings).toContainEqual({ kind: 'like', delivery: 'site' });
    expect(settings).toContainEqual({ kind: 'search', delivery: 'site' });
    expect(settings).toContainEqual({ kind: 'group', delivery: 'site' });
    expect(settings).toContainEqual({ kind: 'rfq', delivery: 'site' });
    expect(settings).toHaveLength(10);
    expect(
      (await save(owner.headers, [{ kind: 'like', delivery: 'off' }])).json().data.settings,
    ).toContainEqual({
      kind: 'like',
      delivery: 'off',
    });
    await calls.like(fan.headers, 'business', business.id);
    await calls.follow(fan.headers, business.id);
    const page = await calls.list(owner.headers);
    expect(findLine(page, 'like', business.id)).toBeUndefined();
    expect(findLine(page, 'follow', business.id)).toBeDefined();
  });

  it('mails at once what is set to mail, skipping lines read first, and only once', async () => {
    const owner = await signIn(api, { firstName: 'Mo' });
    const fan = await signIn(api, { firstName: 'Ana', lastName: 'Ruiz' });
    const business = await createBusiness(api.database.db, {
      ownerId: owner.user.id,
      companyName: 'Acme Pumps',
    });
    const other = await createBusiness(api.database.db, { ownerId: owner.user.id });
    await save(owner.headers, [{ kind: 'follow', delivery: 'mail' }]);
    await calls.follow(fan.headers, business.id);
    await calls.follow(fan.headers, other.id);
    const seen = findLine(await calls.list(owner.headers), 'follow', other.id)!;
    await calls.read(owner.headers, { ids: [seen.id] });
    await runMails();
    const mails = await mailsTo(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'notification', subject: 'Ana Ruiz followed Acme Pumps' });
    expect(mails[0]!.text).toContain('Hello Mo');
    await runMails();
    expect(await mailsTo(owner.user.email)).toHaveLength(1);
  });

  it('sends a daily digest at most once a day', async () => {
    const owner = await signIn(api);
    const fan = await signIn(api, { firstName: 'Ana', lastName: 'Ruiz' });
    const business = await createBusiness(api.database.db, {
      ownerId: owner.user.id,
      companyName: 'Acme Pumps',
    });
    const product = await createProduct(api.database.db, business.id, { name: 'Bilge Pump' });
    await save(owner.headers, [{ kind: 'like', delivery: 'digest' }]);
    await calls.like(fan.headers, 'business', business.id);
    await calls.like(fan.headers, 'product', product.id);
    await runMails();
    const [digest] = await mailsTo(owner.user.email);
    expect(digest).toMatchObject({
      kind: 'notification-digest',
      subject: 'Your Tradeforge digest: 2 new notifications',
    });
    expect(digest!.text).toContain('- Ana Ruiz liked Bilge Pump\n- Ana Ruiz liked Acme Pumps');

    await calls.like(
      fan.headers,
      'post',
      (
        await calls.call('POST', '/social/posts/make-post', owner.headers, {
          content: 'Hello',
          timelineID: owner.user.id,
          timelineType: 'user',
        })
      ).json().data.postID,
    );
    await runMails();
    expect(await mailsTo(owner.user.email)).toHaveLength(1);
    await api.database.db
      .update(schema.notificationDigests)
      .set({ sentAt: sql`now() - interval '25 hours'` })
      .where(eq(schema.notificationDigests.userId, owner.user.id));
    await runMails();
    expect(await mailsTo(owner.user.email)).toHaveLength(2);
  });
});

describe('mails in the member’s language', () => {
  it('writes the digest in the preferred language, names as written, English for other languages', async () => {
    const owner = await signIn(api, { firstName: 'Lucía', preferredLanguageCode: 'es' });
    const fan = await signIn(api, { firstName: 'Ana', lastName: 'Ruiz' });
    const other = await signIn(api, { firstName: 'Bo', lastName: 'Li' });
    const business = await createBusiness(api.database.db, {
      ownerId: owner.user.id,
      companyName: 'Bombas Ibéricas',
    });
    const product = await createProduct(api.database.db, business.id, { name: 'Bomba de achique' });
    await save(owner.headers, [
      { kind: 'like', delivery: 'digest' },
      { kind: 'follow', delivery: 'digest' },
    ]);
    await calls.like(fan.headers, 'product', product.id);
    await calls.like(other.headers, 'product', product.id);
    await calls.follow(fan.headers, business.id);
    const german = await signIn(api, { firstName: 'Jonas', preferredLanguageCode: 'de' });
    const theirs = await createBusiness(api.database.db, {
      ownerId: german.user.id,
      companyName: 'Pumpen AG',
    });
    await save(german.headers, [{ kind: 'follow', delivery: 'mail' }]);
    await calls.follow(fan.headers, theirs.id);
    await runMails();

    const [digest] = await mailsTo(owner.user.email);
    expect(digest!.subject).toBe('Su resumen de Tradeforge: 2 notificaciones nuevas');
    expect(digest!.text).toBe(
      'Hola, Lucía:\n\n- Ana Ruiz empezó a seguir a Bombas Ibéricas\n- A Bo Li y Ana Ruiz les gusta Bomba de achique\n\nVéalas todas: http://localhost:5173/es/notifications\n\nUsted elige qué notificaciones recibe por correo en la configuración de su perfil en Tradeforge.\n',
    );
    const [english] = await mailsTo(german.user.email);
    expect(english).toMatchObject({ subject: 'Ana Ruiz followed Pumpen AG' });
    expect(english!.text).toContain(
      'Hello Jonas,\n\n- Ana Ruiz followed Pumpen AG\n\nSee them all: http://localhost:5173/notifications\n',
    );
  });
});

describe('membership events', () => {
  it('tells the owner when a membership is activated, about to end and ended', async () => {
    const owner = await signIn(api);
    const business = await createBusiness(api.database.db, {
      ownerId: owner.user.id,
      companyName: 'Acme Pumps',
    });
    await services.memberships.subscribe(owner.user.id, business.id, {
      paymentMethod: 'pm_card_visa',
      businessID: business.id,
      planId: 'gold',
      email: 'billing@example.com',
    });
    const line = () => calls.list(owner.headers).then((page) => findLine(page, 'membership', business.id)!);
    expect(describeNotification(await line())).toBe('Your membership is active for Acme Pumps');
    const [row] = await api.database.db
      .select()
      .from(schema.businesses)
      .where(eq(schema.businesses.id, business.id));
    const end = row!.subscriptionExpiresAt!;
    await services.renewals.run(new Date(end.getTime() - 10 * DAY));
    expect(describeNotification(await line())).toBe('Your membership ends soon for Acme Pumps');
    await services.renewals.run(new Date(end.getTime() + 8 * DAY));
    expect(describeNotification(await line())).toBe('Your membership ended for Acme Pumps');
  });
});
