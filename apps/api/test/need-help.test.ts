import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { useTestApi } from './helper';

const api = useTestApi({ OPERATOR_EMAIL: 'operator@tradeforge.test', NEEDHELP_RATE_LIMIT: '100' });

const createEnquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  businessName: 'Lopez Industrial Supply',
  businessType: 'DI',
  jobPosition: 1,
  city: 'Miami',
  usaState: 'US-FL',
  country: 'US',
  companyPhone: '+1 305 555 0142',
  email: 'maria@lopez-supply.test',
  buyProduct1: 'Industrial Robots',
  buyProduct2: '',
  moreInfoBuy: 'Two welding robots for a new line.',
  sellProduct1: 'Valves',
  ...overrides,
});

const send = (payload: unknown, ip = '203.0.113.10') =>
  api.app.inject({
    method: 'POST',
    url: '/api/needhelp/send',
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /api/needhelp/send', () => {
  it('stores a valid enquiry and mails it to the operator', async () => {
    const response = await send(createEnquiry());
    expect(response.statusCode).toBe(201);
    const { enquiryID } = response.json().data;

    const [stored] = await api.database.db
      .select()
      .from(schema.enquiries)
      .where(eq(schema.enquiries.id, enquiryID));
    expect(stored).toMatchObject({
      businessName: 'Lopez Industrial Supply',
      companyPhone: '+1 305 555 0142',
      email: 'maria@lopez-supply.test',
      usaState: 'US-FL',
      buyProducts: ['Industrial Robots'],
      sellProducts: ['Valves'],
      senderIp: '203.0.113.10',
    });

    const [mail] = await api.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, 'needhelp'))
      .orderBy(desc(schema.mailOutbox.createdAt))
      .limit(1);
    expect(mail).toMatchObject({
      to: 'operator@tradeforge.test',
      replyTo: 'maria@lopez-supply.test',
      status: 'outbox',
      metadata: { enquiryID },
    });
    expect(mail!.subject).toContain('Maria Lopez');
    expect(mail!.text).toContain('Wants to buy: Industrial Robots');
    expect(mail!.text).toContain('Company phone: +1 305 555 0142');
  });

  it('rejects an enquiry without a company phone', async () => {
    const { companyPhone: _phone, ...enquiry } = createEnquiry();
    const response = await send(enquiry);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.name).toBe('ValidationError');
    expect(response.json().error.message).toContain('companyPhone');
  });

  it('rejects an enquiry without an e-mail or with a malformed one', async () => {
    const { email: _email, ...enquiry } = createEnquiry();
    const missing = await send(enquiry);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('email');

    const malformed = await send(createEnquiry({ email: 'not-an-email' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain('email');
  });

  it('rejects a blank company phone and one that is not a phone number', async () => {
    const blank = await send(createEnquiry({ companyPhone: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('The company phone is required.');

    const bogus = await send(createEnquiry({ companyPhone: '12' }));
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error.details[0].path).toBe('/companyPhone');
  });

  it('rejects free text longer than 512 characters', async () => {
    const response = await send(createEnquiry({ moreInfoSell: 'x'.repeat(513) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('moreInfoSell');

    const atLimit = await send(createEnquiry({ moreInfoSell: 'x'.repeat(512) }));
    expect(atLimit.statusCode).toBe(201);
  });

  it('rejects reference codes that do not exist', async () => {
    const response = await send(createEnquiry({ usaState: 'US-XX' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('/usaState');
  });

  it('refuses unknown fields, naming one, and stores nothing', async () => {
    const before = await api.database.db.select().from(schema.enquiries);
    const response = await send(createEnquiry({ senderIp: '1.2.3.4' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: '/senderIp', message: 'is not a known field' }]);
    expect(await api.database.db.select().from(schema.enquiries)).toHaveLength(before.length);
  });
});

describe('need-help rate limit', () => {
  const limited = useTestApi({ NEEDHELP_RATE_LIMIT: '2' });

  it('answers 429 once an address has sent its hourly share', async () => {
    const post = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/needhelp/send',
        payload: createEnquiry(),
        remoteAddress: ip,
      });
    expect((await post('198.51.100.7')).statusCode).toBe(201);
    expect((await post('198.51.100.7')).statusCode).toBe(201);
    const third = await post('198.51.100.7');
    expect(third.statusCode).toBe(429);
    expect(third.json().error.name).toBe('TooManyRequests');
    expect((await post('198.51.100.8')).statusCode).toBe(201);
  });
});
