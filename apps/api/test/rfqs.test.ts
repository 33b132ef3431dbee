import { describe, expect, it } from 'vitest';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { findLine, notificationCalls } from './notifications-support';
import { rfqCalls } from './rfqs-support';

const api = useTestApi();
const rfqs = rfqCalls(api);
const notifications = notificationCalls(api);

const matchedIds = async (rfqId: string) =>
  (
    await api.database.pool.query<{ business_id: string }>(
      'select business_id from rfq_matches where rfq_id = $1 order by rank',
      [rfqId],
    )
  ).rows.map((row) => row.business_id);

describe('matching a buying request', () => {
  it('matches a supplier that lists the product, not one that does not, and tells its members', async () => {
    const valves = await rfqs.supplier();
    const pumps = await rfqs.supplier(
      {},
      { name: 'Hydraulic Gear Pump', description: 'Cast iron gear pump.' },
    );
    const buyer = await signIn(api);
    const posted = await rfqs.post(buyer.headers);
    // The post says how long matching took, for anyone (and the bench) looking at a slow one.
    expect(posted.headers['server-timing']).toMatch(/^match;desc="Matching suppliers";dur=\d+\.\d$/);
    const rfq = await rfqs.data(posted);
    const matched = await matchedIds(rfq.rfqID);
    expect(matched).toContain(valves.business.id);
    expect(matched).not.toContain(pumps.business.id);
    expect(rfq).toMatchObject({ state: 'open', matchCount: matched.length, viewer: { isBuyer: true } });
    const line = findLine(await notifications.list(valves.owner.headers), 'rfq', rfq.rfqID);
    expect(line?.object).toMatchObject({ event: 'matched', businessID: valves.business.id });
    expect(findLine(await notifications.list(pumps.owner.headers), 'rfq', rfq.rfqID)).toBeUndefined();
  });

  it('never matches the buyer’s own businesses', async () => {
    const own = await rfqs.supplier();
    const rfq = await rfqs.data(await rfqs.post(own.owner.headers, { businessID: own.business.id }));
    expect(await matchedIds(rfq.rfqID)).not.toContain(own.business.id);
  });

  it('keeps to suppliers based in, or selling to, the countries the buyer names', async () => {
    const american = await rfqs.supplier({ countryCode: 'US' });
    const german = await rfqs.supplier({ countryCode: 'DE' });
    const exporter = await rfqs.supplier({
      countryCode: 'CN',
      tradeCapabilities: { markets: ['North America', 'Mexico'] },
    });
    const buyer = await signIn(api);
    const rfq = await rfqs.data(await rfqs.post(buyer.headers, { supplierCountries: ['DE', 'MX'] }));
    const matched = await matchedIds(rfq.rfqID);
    expect(matched).toEqual(expect.arrayContaining([german.business.id, exporter.business.id]));
    expect(matched).not.toContain(american.business.id);
    expect(rfq.supplierCountries).toEqual(['DE', 'MX']);
  });

  it('refuses a category outside the industry, an unknown country and a price without currency', async () => {
    const buyer = await signIn(api);
    const refused = async (body: object, path: string) => {
      const response = await rfqs.post(buyer.headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].path).toBe(path);
    };
    await refused({ categoryId: '0006-01' }, '/categoryId');
    await refused({ supplierCountries: ['XX'] }, '/supplierCountries');
    await refused({ targetUnitPrice: 10 }, '/currency');
    await refused({ quotesUntil: new Date(Date.now() + 100 * 86_400_000).toISOString() }, '/quotesUntil');
    expect((await rfqs.post({})).statusCode).toBe(401);
  });

  it('limits the requests one buyer posts a day', async () => {
    const buyer = await signIn(api);
    await api.database.pool.query(
      `insert into rfqs (user_id, title, description, quantity, unit, industry_id, category_id, incoterm,
         destination_country, quotes_until, visibility)
       select $1, 'Old', 'An earlier request of the day.', 1, 'piece', '0005', '0005-03', 'FOB', 'MX',
              now() + interval '1 day', 'matched' from generate_series(1, 10)`,
      [buyer.user.id],
    );
    const response = await rfqs.post(buyer.headers);
    expect(response.statusCode).toBe(429);
  });
});

describe('who sees a buying request', () => {
  it('shows a public request to visitors without the buyer or files, and to suppliers with the buyer', async () => {
    const supplier = await rfqs.supplier();
    const buyer = await rfqs.buyer();
    const rfq = await rfqs.data(await rfqs.post(buyer.headers, { businessID: buyer.business.id }));
    const seen = await rfqs.data(await rfqs.get(rfq.rfqID));
    expect(seen).toMatchObject({ title: 'Stainless ball valves', buyer: null, attachments: [] });
    expect(seen.viewer).toEqual({ isBuyer: false, quotes: [], canQuoteAs: [] });
    expect(seen.matchCount).toBeUndefined();
    const asSupplier = await rfqs.data(await rfqs.get(rfq.rfqID, supplier.owner.headers));
    expect(asSupplier.buyer).toMatchObject({ business: { businessID: buyer.business.id } });
    expect(asSupplier.viewer.canQuoteAs).toEqual([
      expect.objectContaining({ businessID: supplier.business.id, matched: true, quotesLeft: 5 }),
    ]);
  });

  it('keeps a matched-only request from everyone but its buyer side and matched suppliers', async () => {
    const supplier = await rfqs.supplier();
    const buyer = await rfqs.buyer();
    const colleague = await signIn(api);
    await api.database.pool.query(
      `insert into business_members (business_id, user_id, access) values ($1, $2, 'member')`,
      [buyer.business.id, colleague.user.id],
    );
    const rfq = await rfqs.data(
      await rfqs.post(buyer.headers, { businessID: buyer.business.id, visibility: 'matched' }),
    );
    const stranger = await signIn(api);
    expect((await rfqs.get(rfq.rfqID)).statusCode).toBe(404);
    expect((await rfqs.get(rfq.rfqID, stranger.headers)).statusCode).toBe(404);
    expect((await rfqs.get(rfq.rfqID, supplier.owner.headers)).statusCode).toBe(200);
    const asColleague = await rfqs.data(await rfqs.get(rfq.rfqID, colleague.headers));
    expect(asColleague.viewer.isBuyer).toBe(true);
    const listed = await rfqs.data(await rfqs.list('?size=50'));
    expect(listed.rfqs.map((card: { rfqID: string }) => card.rfqID)).not.toContain(rfq.rfqID);
  });

  it('hides the buyer from suppliers until the buyer replies, when asked to', async () => {
    const supplier = await rfqs.supplier();
    const buyer = await signIn(api);
    const rfq = await rfqs.data(await rfqs.post(buyer.headers, { hideIdentity: true }));
    expect((await rfqs.data(await rfqs.get(rfq.rfqID, supplier.owner.headers))).buyer).toBeNull();
    const quote = await rfqs.data(await rfqs.quote(rfq.rfqID, supplier.owner.headers, supplier.business.id));
    const asked = await rfqs.act(rfq.rfqID, quote.quoteID, 'ask', buyer.headers, {
      message: 'Can you do DN65 too?',
    });
    expect(asked.statusCode).toBe(200);
    const seen = await rfqs.data(await rfqs.get(rfq.rfqID, supplier.owner.headers));
    expect(seen.buyer).toMatchObject({ userID: buyer.user.id, business: null });
  });
});

describe('lists of buying requests', () => {
  it('lists mine, the public ones, and a business’s matched, public and quoted inbox', async () => {
    const buyer = await signIn(api);
    const supplier = await rfqs.supplier({ subscription: 'gold' });
    const matchedOnly = await rfqs.data(await rfqs.post(buyer.headers, { visibility: 'matched' }));
    // A public request of the supplier's category that words it differently: not matched, but listed to it.
    const other = await rfqs.data(
      await rfqs.post(buyer.headers, { title: 'Ceramic membrane filters', categoryId: '0005-03' }),
    );
    const ids = (page: { rfqs: { rfqID: string }[] }) => page.rfqs.map((card) => card.rfqID);
    const mine = await rfqs.data(await rfqs.list('?mine=1', buyer.headers));
    expect(ids(mine)).toEqual([other.rfqID, matchedOnly.rfqID]);
    expect((await rfqs.list('?mine=1')).statusCode).toBe(401);
    // Public requests list at once to viewers of a paid tier, a day later to visitors and Standard businesses.
    const listed = (headers = {}) =>
      rfqs.list('?categoryId=0005-03&size=50', headers).then(rfqs.data).then(ids);
    expect(await listed(supplier.owner.headers)).toContain(other.rfqID);
    expect(await listed()).not.toContain(other.rfqID);
    const matched = await rfqs.data(await rfqs.inbox(supplier.business.id, supplier.owner.headers));
    expect(ids(matched)).toContain(matchedOnly.rfqID);
    expect(matched.rfqs[0]).toMatchObject({ matched: true, viewerQuote: null });
    const publicOnes = await rfqs.data(
      await rfqs.inbox(supplier.business.id, supplier.owner.headers, 'public'),
    );
    expect(ids(publicOnes)).toContain(other.rfqID);
    expect(ids(publicOnes)).not.toContain(matchedOnly.rfqID);
    await rfqs.data(await rfqs.quote(other.rfqID, supplier.owner.headers, supplier.business.id));
    const quoted = await rfqs.data(await rfqs.inbox(supplier.business.id, supplier.owner.headers, 'quoted'));
    expect(quoted.rfqs).toEqual([
      expect.objectContaining({ rfqID: other.rfqID, matched: false, viewerQuote: expect.anything() }),
    ]);
    expect((await rfqs.inbox(supplier.business.id, buyer.headers)).statusCode).toBe(403);
  });

  it('shows public requests to a Standard business a day after they are posted', async () => {
    const buyer = await signIn(api);
    const standard = await rfqs.supplier({}, { name: 'Bronze Gate Valve' });
    const rfq = await rfqs.data(await rfqs.post(buyer.headers, { title: 'Ceramic membrane filters' }));
    const inbox = async () =>
      (await rfqs.data(await rfqs.inbox(standard.business.id, standard.owner.headers, 'public'))).rfqs.map(
        (card: { rfqID: string }) => card.rfqID,
      );
    expect(await inbox()).not.toContain(rfq.rfqID);
    const early = await rfqs.quote(rfq.rfqID, standard.owner.headers, standard.business.id);
    expect(early.statusCode).toBe(403);
    await api.database.pool.query(`update rfqs set created_at = now() - interval '25 hours' where id = $1`, [
      rfq.rfqID,
    ]);
    expect(await inbox()).toContain(rfq.rfqID);
    expect((await rfqs.quote(rfq.rfqID, standard.owner.headers, standard.business.id)).statusCode).toBe(200);
  });
});
