import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { schema } from '@tradeforge/db';
import { collectUserData } from '../src/modules/data-rights/collect';
import { createApiServices } from '../src/services';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { callApi, signInOperator } from './operator-support';
import { rfqCalls } from './rfqs-support';
import { minimalPdf, postSignedUpload, uploadsDirOf } from './uploads';

const api = useTestApi();
const rfqs = rfqCalls(api);
const call = callApi(api);
type Headers = Record<string, string>;

const pdf = minimalPdf();

/** Posts a drawing the way the browser does and answers its token. */
async function uploadDrawing(headers: Headers) {
  const grant = await call('POST', '/rfqs/attachments/upload-request', headers, {
    contentType: 'application/pdf',
    fileSize: pdf.length,
    fileName: 'drawing.pdf',
  });
  return postSignedUpload(api, await rfqs.data(grant), pdf, 'drawing.pdf', 'application/pdf');
}

describe('files of buying requests', () => {
  it('are read through signed URLs by suppliers and the buyer, never listed to visitors', async () => {
    const supplier = await rfqs.supplier();
    const buyer = await signIn(api);
    const token = await uploadDrawing(buyer.headers);
    const rfq = await rfqs.data(await rfqs.post(buyer.headers, { attachments: [token] }));
    expect(rfq.attachments).toEqual([
      expect.objectContaining({ name: 'drawing.pdf', contentType: 'application/pdf', size: pdf.length }),
    ]);
    expect((await rfqs.data(await rfqs.get(rfq.rfqID))).attachments).toEqual([]);
    const [file] = (await rfqs.data(await rfqs.get(rfq.rfqID, supplier.owner.headers))).attachments;
    const read = await api.app.inject({ method: 'GET', url: file.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-disposition']).toContain('attachment');
    expect(read.rawPayload.equals(pdf)).toBe(true);
    const forged = await api.app.inject({
      method: 'GET',
      url: file.url.replace(/^https?:\/\/[^/]+/, '').replace(/sig=[^&]+/, 'sig=forged'),
    });
    expect(forged.statusCode).toBe(404);
    // A token is spent once.
    expect((await rfqs.post(buyer.headers, { attachments: [token] })).statusCode).toBe(400);
  });
});

describe('reports and moderation of buying requests', () => {
  it('lets readers report a request and its quote, and operators hide and show them', async () => {
    const supplier = await rfqs.supplier();
    const buyer = await signIn(api);
    const rfq = await rfqs.data(await rfqs.post(buyer.headers, { visibility: 'matched' }));
    const quote = await rfqs.data(await rfqs.quote(rfq.rfqID, supplier.owner.headers, supplier.business.id));
    const report = (headers: Headers, objectType: string, objectID: string) =>
      call('POST', '/reports', headers, { objectType, objectID, reason: 'fraud' });
    const stranger = await signIn(api);
    expect((await report(stranger.headers, 'rfq', rfq.rfqID)).statusCode).toBe(404);
    expect((await report(stranger.headers, 'rfq-quote', quote.quoteID)).statusCode).toBe(404);
    expect((await report(supplier.owner.headers, 'rfq', rfq.rfqID)).statusCode).toBe(201);
    expect((await report(buyer.headers, 'rfq-quote', quote.quoteID)).statusCode).toBe(201);

    const operator = await signInOperator(api);
    const queue = await rfqs.data(await call('GET', '/operator/reports?objectType=rfq', operator.headers));
    expect(queue.items).toEqual([
      expect.objectContaining({
        objectID: rfq.rfqID,
        objectTitle: 'Stainless ball valves',
        objectState: 'visible',
        rfqID: null,
      }),
    ]);
    // A reported quote names its request: the operators' routes for quotes need both.
    const quotes = await rfqs.data(
      await call('GET', '/operator/reports?objectType=rfq-quote', operator.headers),
    );
    expect(quotes.items).toEqual([
      expect.objectContaining({ objectID: quote.quoteID, rfqID: rfq.rfqID, objectState: 'visible' }),
    ]);
    const hide = await call('POST', `/operator/rfqs/${rfq.rfqID}/hide`, operator.headers, {
      reason: 'Fake buyer',
    });
    expect(hide.statusCode).toBe(200);
    expect((await rfqs.get(rfq.rfqID, supplier.owner.headers)).statusCode).toBe(404);
    expect((await rfqs.data(await rfqs.get(rfq.rfqID, buyer.headers))).moderationReason).toBe('Fake buyer');
    const listed = await rfqs.data(await call('GET', '/operator/rfqs?status=hidden', operator.headers));
    expect(listed.items.map((row: { rfqID: string }) => row.rfqID)).toContain(rfq.rfqID);
    await rfqs.data(await call('POST', `/operator/rfqs/${rfq.rfqID}/restore`, operator.headers));
    expect((await rfqs.get(rfq.rfqID, supplier.owner.headers)).statusCode).toBe(200);

    const hideQuote = `/operator/rfqs/${rfq.rfqID}/quotes/${quote.quoteID}/hide`;
    await rfqs.data(await call('POST', hideQuote, operator.headers, { reason: 'Copied offer' }));
    expect((await rfqs.data(await rfqs.quotes(rfq.rfqID, buyer.headers))).quotes).toEqual([]);
    const own = await rfqs.data(await rfqs.quotes(rfq.rfqID, supplier.owner.headers));
    expect(own.quotes[0]).toMatchObject({ quoteID: quote.quoteID, moderationReason: 'Copied offer' });
    expect((await rfqs.act(rfq.rfqID, quote.quoteID, 'accept', buyer.headers)).statusCode).toBe(404);
    expect((await call('POST', hideQuote, supplier.owner.headers, { reason: 'x' })).statusCode).toBe(403);
  });
});

describe('a user’s data and buying requests', () => {
  it('exports their requests with the quotes received and the quotes they wrote', async () => {
    const supplier = await rfqs.supplier();
    const buyer = await signIn(api);
    const rfq = await rfqs.data(await rfqs.post(buyer.headers));
    await rfqs.data(await rfqs.quote(rfq.rfqID, supplier.owner.headers, supplier.business.id));
    const bought = await collectUserData(api.database.db, buyer.user.id);
    expect(bought?.buyingRequests.requests).toEqual([
      expect.objectContaining({
        id: rfq.rfqID,
        title: 'Stainless ball valves',
        quotes: [expect.objectContaining({ companyName: supplier.business.companyName, state: 'submitted' })],
      }),
    ]);
    const sold = await collectUserData(api.database.db, supplier.owner.user.id);
    expect(sold?.buyingRequests.quotesWritten).toEqual([
      expect.objectContaining({ requestTitle: 'Stainless ball valves', currency: 'USD' }),
    ]);
  });

  it('deletes the requests a person posted as themselves with their account, and then their files', async () => {
    const services = createApiServices(api.config, api.database.db);
    onTestFinished(() => services.close());
    const buyer = await rfqs.buyer();
    const token = await uploadDrawing(buyer.headers);
    const personal = await rfqs.data(await rfqs.post(buyer.headers, { attachments: [token] }));
    const asBusiness = await rfqs.data(await rfqs.post(buyer.headers, { businessID: buyer.business.id }));
    const colleague = await signIn(api);
    await api.database.db
      .insert(schema.businessMembers)
      .values({ businessId: buyer.business.id, userId: colleague.user.id, access: 'owner' });
    const grant = randomBytes(32).toString('base64url');
    await api.database.db.insert(schema.accountDeletionGrants).values({
      tokenHash: createHash('sha256').update(grant).digest('hex'),
      userId: buyer.user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await call('POST', '/user/account/delete', buyer.headers, { grant })).statusCode).toBe(200);
    const { rows } = await api.database.pool.query<{ id: string; user_id: string | null }>(
      'select id, user_id from rfqs where id = any($1)',
      [[personal.rfqID, asBusiness.rfqID]],
    );
    expect(rows).toEqual([{ id: asBusiness.rfqID, user_id: null }]);
    expect((await rfqs.get(asBusiness.rfqID, colleague.headers)).statusCode).toBe(200);
    const key = (
      await api.database.pool.query<{ key: string }>(
        'select key from rfq_attachments where rfq_id is null and quote_id is null',
      )
    ).rows[0]!.key;
    const file = path.join(uploadsDirOf(api), 'incoming', key);
    expect(existsSync(file)).toBe(true);
    expect(await services.rfqs.job.run()).toMatchObject({ filesRemoved: 1 });
    expect(existsSync(file)).toBe(false);
  });
});
