import { describe, expect, it, onTestFinished } from 'vitest';
import { createApiServices } from '../src/services';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { messageCalls } from './messages-support';
import { findLine, notificationCalls } from './notifications-support';
import { daysAhead, rfqCalls } from './rfqs-support';

const api = useTestApi();
const rfqs = rfqCalls(api);
const notifications = notificationCalls(api);
const messages = messageCalls(api);

/** A buyer's public request for valves, and two suppliers matched to it. */
async function requestWithSuppliers(body: object = {}) {
  const buyer = await rfqs.buyer();
  const first = await rfqs.supplier();
  const second = await rfqs.supplier({ subscription: 'platinum', yearEstablished: 2001, verified: true });
  const rfq = await rfqs.data(await rfqs.post(buyer.headers, { businessID: buyer.business.id, ...body }));
  return { buyer, first, second, rfq };
}

describe('quotes', () => {
  it('are sent once per business, edited until the buyer decides, and total price times quantity', async () => {
    const { buyer, first, rfq } = await requestWithSuppliers();
    const sent = await rfqs.data(await rfqs.quote(rfq.rfqID, first.owner.headers, first.business.id));
    expect(sent).toMatchObject({
      state: 'submitted',
      unitPrice: 12.5,
      quantity: 500,
      total: 6250,
      threadID: null,
    });
    const again = await rfqs.quote(rfq.rfqID, first.owner.headers, first.business.id);
    expect(again.statusCode).toBe(409);
    const edit = (unitPrice: number) =>
      rfqs.edit(rfq.rfqID, sent.quoteID, first.owner.headers, {
        unitPrice,
        currency: 'USD',
        moq: 50,
        leadTimeDays: 14,
        incoterm: 'CIF',
        paymentTerms: ['L/C', 'T/T'],
        validUntil: daysAhead(20),
      });
    const edited = await rfqs.data(await edit(11));
    expect(edited).toMatchObject({ unitPrice: 11, total: 5500, incoterm: 'CIF', note: null });
    expect((await rfqs.edit(rfq.rfqID, sent.quoteID, buyer.headers, {})).statusCode).toBe(400);
    await rfqs.data(
      await rfqs.act(rfq.rfqID, sent.quoteID, 'decline', buyer.headers, { reason: 'Too dear' }),
    );
    expect((await edit(10)).statusCode).toBe(409);
    const declined = findLine(await notifications.list(first.owner.headers), 'rfq', rfq.rfqID);
    expect(declined?.object).toMatchObject({ event: 'declined', quoteID: sent.quoteID });
  });

  it('are all read by the buyer, sorted, and by a supplier only its own', async () => {
    const { buyer, first, second, rfq } = await requestWithSuppliers();
    await rfqs.data(await rfqs.quote(rfq.rfqID, first.owner.headers, first.business.id, { unitPrice: 14 }));
    await rfqs.data(await rfqs.quote(rfq.rfqID, second.owner.headers, second.business.id, { unitPrice: 9 }));
    const forBuyer = await rfqs.data(await rfqs.quotes(rfq.rfqID, buyer.headers, '?sort=unitPrice'));
    expect(forBuyer.quotes.map((quote: { unitPrice: number }) => quote.unitPrice)).toEqual([9, 14]);
    expect(forBuyer.quotes[0].supplier).toMatchObject({
      businessID: second.business.id,
      verified: true,
      subscription: 'platinum',
      yearsInBusiness: new Date().getUTCFullYear() - 2001,
    });
    const forFirst = await rfqs.data(await rfqs.quotes(rfq.rfqID, first.owner.headers));
    expect(
      forFirst.quotes.map((quote: { supplier: { businessID: string } }) => quote.supplier.businessID),
    ).toEqual([first.business.id]);
    const outsider = await signIn(api);
    expect((await rfqs.quotes(rfq.rfqID, outsider.headers)).json().data.quotes).toEqual([]);
    const line = findLine(await notifications.list(buyer.headers), 'rfq', rfq.rfqID);
    expect(line).toMatchObject({ actorCount: 2, object: { event: 'quote' } });
  });

  it('are limited per business a month by its tier', async () => {
    const { buyer, first, rfq } = await requestWithSuppliers();
    await api.database.pool.query(
      `insert into rfqs (id, user_id, title, description, quantity, unit, industry_id, category_id, incoterm,
         destination_country, quotes_until, visibility)
       select gen_random_uuid(), $1, 'Earlier', 'An earlier request quoted on.', 1, 'piece', '0005', '0005-03',
              'FOB', 'MX', now() + interval '1 day', 'public' from generate_series(1, 5)`,
      [buyer.user.id],
    );
    await api.database.pool.query(
      `insert into rfq_quotes (rfq_id, business_id, unit_price, currency, moq, lead_time_days, incoterm,
         payment_terms, valid_until)
       select id, $1, 1, 'USD', 1, 1, 'FOB', '{T/T}', current_date from rfqs where title = 'Earlier'
          and user_id = $2`,
      [first.business.id, buyer.user.id],
    );
    const refused = await rfqs.quote(rfq.rfqID, first.owner.headers, first.business.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('5 quotes a month');
    const seen = await rfqs.data(await rfqs.get(rfq.rfqID, first.owner.headers));
    expect(seen.viewer.canQuoteAs).toEqual([expect.objectContaining({ quotesLeft: 0 })]);
  });

  it('end with an accepted one: the others not selected, the request awarded, a thread opened', async () => {
    const { buyer, first, second, rfq } = await requestWithSuppliers({ hideIdentity: true });
    const lost = await rfqs.data(await rfqs.quote(rfq.rfqID, first.owner.headers, first.business.id));
    const won = await rfqs.data(await rfqs.quote(rfq.rfqID, second.owner.headers, second.business.id));
    expect((await rfqs.act(rfq.rfqID, won.quoteID, 'accept', first.owner.headers)).statusCode).toBe(403);
    const accepted = await rfqs.data(await rfqs.act(rfq.rfqID, won.quoteID, 'accept', buyer.headers));
    expect(accepted).toMatchObject({ state: 'accepted', threadID: expect.any(String) });
    const after = await rfqs.data(await rfqs.get(rfq.rfqID, buyer.headers));
    expect(after).toMatchObject({ state: 'awarded', closedAt: expect.any(String) });
    const others = await rfqs.data(await rfqs.quotes(rfq.rfqID, first.owner.headers));
    expect(others.quotes[0]).toMatchObject({ quoteID: lost.quoteID, state: 'not-selected' });
    const politely = findLine(await notifications.list(first.owner.headers), 'rfq', rfq.rfqID);
    expect(politely?.object).toMatchObject({
      event: 'not-selected',
      companyName: first.business.companyName,
    });
    const inbox = await rfqs.data(await messages.list(second.owner.headers, second.business.id));
    const thread = inbox.threads.find((item: { requestID: string }) => item.requestID === accepted.threadID);
    expect(thread).toMatchObject({
      from: { id: buyer.business.id },
      subject: 'Buying request: Stainless ball valves',
    });
    // The winner now sees who bought; the other supplier still does not.
    expect((await rfqs.data(await rfqs.get(rfq.rfqID, second.owner.headers))).buyer).not.toBeNull();
    expect((await rfqs.data(await rfqs.get(rfq.rfqID, first.owner.headers))).buyer).toBeNull();
    expect((await rfqs.act(rfq.rfqID, lost.quoteID, 'accept', buyer.headers)).statusCode).toBe(409);
    const late = await rfqs.supplier();
    expect((await rfqs.quote(rfq.rfqID, late.owner.headers, late.business.id)).statusCode).toBe(409);
  });

  it('are asked about in one thread, reused for the next question', async () => {
    const { buyer, first, rfq } = await requestWithSuppliers();
    const quote = await rfqs.data(await rfqs.quote(rfq.rfqID, first.owner.headers, first.business.id));
    const ask = (message: string) => rfqs.act(rfq.rfqID, quote.quoteID, 'ask', buyer.headers, { message });
    const firstAsk = await rfqs.data(await ask('Is the price for PN40?'));
    const secondAsk = await rfqs.data(await ask('And the lead time for 1,000?'));
    expect(secondAsk.threadID).toBe(firstAsk.threadID);
    const read = await rfqs.data(
      await messages.messages(first.owner.headers, firstAsk.threadID, first.business.id),
    );
    expect(read.messages.map((message: { content: string }) => message.content)).toEqual([
      'Is the price for PN40?',
      'And the lead time for 1,000?',
    ]);
    expect(
      (await rfqs.act(rfq.rfqID, quote.quoteID, 'ask', first.owner.headers, { message: 'Hi' })).statusCode,
    ).toBe(403);
  });

  it('stop at the request’s close, which tells the waiting suppliers', async () => {
    const { buyer, first, second, rfq } = await requestWithSuppliers();
    const waiting = await rfqs.data(await rfqs.quote(rfq.rfqID, first.owner.headers, first.business.id));
    expect((await rfqs.close(rfq.rfqID, first.owner.headers)).statusCode).toBe(403);
    expect((await rfqs.data(await rfqs.close(rfq.rfqID, buyer.headers))).state).toBe('closed');
    expect((await rfqs.quote(rfq.rfqID, second.owner.headers, second.business.id)).statusCode).toBe(409);
    const quotes = await rfqs.data(await rfqs.quotes(rfq.rfqID, first.owner.headers));
    expect(quotes.quotes[0]).toMatchObject({ quoteID: waiting.quoteID, state: 'not-selected' });
    expect((await rfqs.close(rfq.rfqID, buyer.headers)).statusCode).toBe(409);
  });
});

describe('the buying-request job', () => {
  it('expires open requests past their date in one instance, and tells their buyers', async () => {
    const services = createApiServices(api.config, api.database.db);
    onTestFinished(() => services.close());
    const { buyer, first, rfq } = await requestWithSuppliers();
    const quote = await rfqs.data(await rfqs.quote(rfq.rfqID, first.owner.headers, first.business.id));
    await api.database.pool.query(
      `update rfqs set quotes_until = now() - interval '1 minute' where id = $1`,
      [rfq.rfqID],
    );
    // Another instance's round holds the lock: this one skips.
    const other = await api.database.pool.connect();
    await other.query(`begin; select pg_advisory_xact_lock(hashtext('rfq_job'))`);
    expect(await services.rfqs.job.run()).toBeUndefined();
    await other.query('rollback');
    other.release();
    expect(await services.rfqs.job.run()).toMatchObject({ expired: 1 });
    expect(await services.rfqs.job.run()).toMatchObject({ expired: 0 });
    const after = await rfqs.data(await rfqs.get(rfq.rfqID, buyer.headers));
    expect(after.state).toBe('expired');
    const line = findLine(await notifications.list(buyer.headers), 'rfq', rfq.rfqID);
    expect(line?.object.event).toBe('expired');
    // Quoting has ended; the buyer may still decide.
    const late = await rfqs.supplier();
    expect((await rfqs.quote(rfq.rfqID, late.owner.headers, late.business.id)).statusCode).toBe(409);
    expect((await rfqs.act(rfq.rfqID, quote.quoteID, 'accept', buyer.headers)).statusCode).toBe(200);
  });
});
