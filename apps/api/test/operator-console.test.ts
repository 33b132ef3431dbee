import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, createUser } from './factories';
import { useTestApi } from './helper';
import { callApi, signInOperator } from './operator-support';

const api = useTestApi({ OPERATOR_EMAIL: 'support@tradeforge.test', MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const call = callApi(api);

async function insertEnquiry(email: string, firstName: string) {
  const [row] = await api.database.db
    .insert(schema.enquiries)
    .values({ email, firstName, lastName: 'Buyer', companyPhone: '+1 305 555 0100', buyProducts: ['valves'] })
    .returning();
  return row!;
}

describe('the operator console', () => {
  it('counts what was created per day over the last 30 days', async () => {
    const operator = await signInOperator(api);
    const before = (await call('GET', '/operator/dashboard', operator.headers)).json().data.days;
    expect(before).toHaveLength(30);
    const business = await createBusiness(api.database.db);
    await createProduct(api.database.db, business.id);
    await createProduct(api.database.db, business.id);
    const after = (await call('GET', '/operator/dashboard', operator.headers)).json().data.days;
    const today = new Date().toISOString().slice(0, 10);
    expect(after.at(-1).day).toBe(today);
    // The business came with its owner: one more user, one business, two products today.
    expect(after.at(-1)).toMatchObject({
      users: before.at(-1).users + 1,
      businesses: before.at(-1).businesses + 1,
      products: before.at(-1).products + 2,
      inquiries: before.at(-1).inquiries,
    });
  });

  it('lists users and businesses with search and paging', async () => {
    const operator = await signInOperator(api);
    for (let index = 0; index < 27; index += 1)
      await createUser(api.database.db, { email: `paging-${index}@crane.example`, firstName: 'Crane' });
    const first = (await call('GET', '/operator/users?q=crane.example', operator.headers)).json().data;
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    const second = (await call('GET', '/operator/users?q=crane.example&page=2', operator.headers)).json()
      .data;
    expect(second.items).toHaveLength(2);
    // A % in the text is a character, not a wildcard.
    expect((await call('GET', '/operator/users?q=%25', operator.headers)).json().data.total).toBe(0);
    const mine = (await call('GET', `/operator/users?q=${operator.user.email}`, operator.headers)).json()
      .data;
    expect(mine.items).toMatchObject([{ userID: operator.user.id, operator: true }]);

    await createBusiness(api.database.db, { companyName: 'Zephyr Hoists' });
    const found = (await call('GET', '/operator/businesses?q=zephyr', operator.headers)).json().data;
    expect(found.items).toMatchObject([{ companyName: 'Zephyr Hoists', verified: false }]);
    expect((await call('GET', '/operator/users?page=0', operator.headers)).statusCode).toBe(400);
  });

  it('says in the user and business lists which ones are suspended, and why', async () => {
    const operator = await signInOperator(api);
    const user = await createUser(api.database.db, { email: 'suspended@gantry.example' });
    const business = await createBusiness(api.database.db, { companyName: 'Gantry Suspended Cranes' });
    const listed = async () => ({
      user: (await call('GET', '/operator/users?q=gantry.example', operator.headers)).json().data.items[0],
      business: (await call('GET', '/operator/businesses?q=gantry suspended', operator.headers)).json().data
        .items[0],
    });
    expect(await listed()).toMatchObject({
      user: { suspendedAt: null, suspensionReason: null },
      business: { suspendedAt: null, suspensionReason: null },
    });
    for (const [objectType, objectID] of [
      ['user', user.id],
      ['business', business.id],
    ])
      expect(
        (
          await call('POST', '/operator/moderation', operator.headers, {
            objectType,
            objectID,
            reason: 'Fake listings',
          })
        ).statusCode,
      ).toBe(200);
    const after = await listed();
    expect(after).toMatchObject({
      user: { suspensionReason: 'Fake listings' },
      business: { suspensionReason: 'Fake listings' },
    });
    expect(Date.parse(after.user.suspendedAt)).not.toBeNaN();
    expect(Date.parse(after.business.suspendedAt)).not.toBeNaN();
  });

  it('marks need-help enquiries handled and answers them by mail, with audit lines', async () => {
    const operator = await signInOperator(api);
    const enquiry = await insertEnquiry('maria@buyer.example', 'Maria');
    const other = await insertEnquiry('otto@buyer.example', 'Otto');
    const open = (
      await call('GET', '/operator/enquiries?handled=false&q=buyer.example', operator.headers)
    ).json().data;
    expect(open.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Maria Buyer',
      'Otto Buyer',
    ]);

    const handled = await call('POST', `/operator/enquiries/${other.id}/handled`, operator.headers);
    expect(handled.json().data.handledAt).not.toBeNull();
    const replied = await call('POST', `/operator/enquiries/${enquiry.id}/reply`, operator.headers, {
      subject: 'Your valve enquiry',
      message: 'We found three suppliers for you.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({
      handledAt: expect.any(String),
      repliedAt: expect.any(String),
    });
    const [mail] = await api.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, 'maria@buyer.example'));
    expect(mail).toMatchObject({
      subject: 'Your valve enquiry',
      replyTo: 'support@tradeforge.test',
      kind: 'needhelp-reply',
    });
    expect(mail!.text).toContain('We found three suppliers for you.');

    const still = (
      await call('GET', '/operator/enquiries?handled=false&q=buyer.example', operator.headers)
    ).json().data;
    expect(still.total).toBe(0);
    const audit = (await call('GET', '/operator/audit?objectType=enquiry', operator.headers)).json().data
      .items;
    expect(audit.map((line: { action: string }) => line.action).sort()).toEqual([
      'enquiry.handled',
      'enquiry.reply',
    ]);

    const empty = await call('POST', `/operator/enquiries/${enquiry.id}/reply`, operator.headers, {
      subject: 'x',
      message: '',
    });
    expect(empty.statusCode).toBe(400);
  });
});
