import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@tradeforge/db';
import { WEB, type TestHost } from './test-host';

/** `operator` holds the operator role and nothing else: rows name its answer on the operator routes only. */
export const ROLES = ['visitor', 'stranger', 'member', 'admin', 'owner', 'operator'] as const;
export type Role = (typeof ROLES)[number];
export type Access = 'owner' | 'admin' | 'member';

export interface Person {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/** A business with its three kinds of member, its product, certificate and an inquiry from the stranger. */
export interface Shop {
  id: string;
  productId: string;
  certificateId: string;
}

export interface World {
  host: TestHost;
  people: Record<Exclude<Role, 'visitor'>, Person>;
  /** The business concerned: `owner`, `admin` and `member` belong to it. */
  shop: Shop;
  /** Another business, the stranger's own: its ids are what a BOLA attempt sends. */
  other: Shop;
  postOfShop: string;
  postOfStranger: string;
  /** A private group: `owner` owns it, `admin` and `member` are its admin and member; the stranger is outside. */
  group: { id: string; postId: string };
  /**
   * A new private group with the same cast and two more people (one asking to join, one member), and the stranger
   * invited: for a request that changes or removes it. Written straight to the tables: made through the API, the
   * owner would soon pass the groups their tier allows.
   */
  freshGroup(): Promise<{ id: string; requesterId: string; extraMemberId: string }>;
  /**
   * A buying request from a buyer outside the cast, matched to the business concerned only (not the stranger's),
   * and the business's quote on it.
   */
  rfq: { id: string; quoteId: string };
  /** A new such request, for a quote each caller sends. */
  freshRfq(): Promise<string>;
  /**
   * A request posted as the business concerned with a quote from the stranger's business (its buyer side is the
   * cast, its supplier the stranger); `freshBuying` makes a new one for a request that decides it. Written straight
   * to the tables: through the API, the daily and monthly limits would soon refuse them.
   */
  buying: { id: string; quoteId: string };
  freshBuying(): Promise<{ id: string; quoteId: string }>;
  commentOfStranger: string;
  /** An inquiry from a buyer (someone outside the cast) to the business concerned. */
  threadId: string;
  messageId: string;
  newThread(): Promise<string>;
  /** A new business with the same members, for a request that changes or removes it. */
  freshShop(): Promise<Shop>;
  call(as: Role, request: InjectOptions): Promise<LightMyRequestResponse>;
}

export const PRODUCT = {
  name: 'Stainless Ball Valve',
  keywords: ['valve'],
  description: 'Two-piece stainless steel ball valve for water and oil lines.',
  industryId: '0005',
  categoryId: '0005-01',
  stock: true,
  specs: [],
  images: [],
  videos: [],
};

async function createPerson(host: TestHost, name: string): Promise<Person> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const { db } = host.database;
  const [user] = await db
    .insert(schema.users)
    .values({ email, passwordHash: 'not-a-real-hash', firstName: name, lastName: 'Tester' })
    .returning();
  const [session] = await db
    .insert(schema.authSessions)
    .values({ userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const { token } = await host.keys.signAccessToken(user!.id, session!.id, 3_600, true);
  return { id: user!.id, email, headers: { 'wbn-auth': token } };
}

/** Builds the cast and their objects through the API itself, so every object is one the app could make. */
export async function buildWorld(host: TestHost): Promise<World> {
  const people = {
    owner: await createPerson(host, 'owner'),
    admin: await createPerson(host, 'admin'),
    member: await createPerson(host, 'member'),
    stranger: await createPerson(host, 'stranger'),
    operator: await createPerson(host, 'operator'),
  };
  await host.database.db.insert(schema.operators).values({ userId: people.operator.id });
  const buyer = await createPerson(host, 'buyer');
  const call: World['call'] = (as, request) =>
    host.app.inject({
      ...request,
      headers: { origin: WEB, ...(as === 'visitor' ? {} : people[as].headers), ...request.headers },
    });
  const data = async (as: Role, request: InjectOptions) => {
    const response = await call(as, request);
    if (response.statusCode !== 200)
      throw new Error(`${request.url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };

  const openShop = async (owner: Role, members: [Person, Access][]): Promise<Shop> => {
    const business = await data(owner, {
      method: 'POST',
      url: '/api/business/profile/create',
      payload: {
        companyName: `Acme ${randomUUID().slice(0, 6)}`,
        categories: ['0001.0001-01'],
        businessType: 'MA',
        country: 'US',
        shortDescription: 'Precision components for automation and packaging lines.',
      },
    });
    const id: string = business.businessID;
    if (members.length > 0) {
      await host.database.db
        .insert(schema.businessMembers)
        .values(members.map(([person, access]) => ({ businessId: id, userId: person.id, access })));
    }
    const product = await data(owner, {
      method: 'POST',
      url: `/api/business/${id}/products`,
      payload: PRODUCT,
    });
    const certificate = await data(owner, {
      method: 'POST',
      url: `/api/business/profile/${id}/certificates`,
      payload: { name: 'ISO 9001' },
    });
    const certificates = certificate.certificates as { id: string }[];
    return { id, productId: product.productID, certificateId: certificates.at(-1)!.id };
  };
  const staff: [Person, Access][] = [
    [people.admin, 'admin'],
    [people.member, 'member'],
  ];
  const shop = await openShop('owner', staff);
  const other = await openShop('stranger', []);
  const post = (as: Role, timelineID: string, timelineType: string, businessID?: string) =>
    data(as, {
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: { content: 'Our new valve line ships next week.', timelineID, timelineType, businessID },
    });
  const postOfShop = (await post('owner', shop.id, 'business', shop.id)).postID;
  const postOfStranger = (await post('stranger', people.stranger.id, 'user')).postID;
  const comment = await data('stranger', {
    method: 'POST',
    url: '/api/social/comments/make-comment',
    payload: { resourceID: shop.productId, resourceType: 'product', content: 'Do you ship to Ohio?' },
  });
  const newThread = async () => {
    const response = await host.app.inject({
      method: 'POST',
      url: '/api/business/request',
      headers: buyer.headers,
      payload: { to: shop.id, subject: 'Quote for 500 valves', message: 'Please send a quote.' },
    });
    return response.json().data.requestID as string;
  };
  const groupId: string = (
    await data('owner', {
      method: 'POST',
      url: '/api/groups',
      payload: { name: 'Valve Buyers', description: 'Buyers of industrial valves.', privacy: 'private' },
    })
  ).groupID;
  const { db } = host.database;
  await db.insert(schema.groupMembers).values([
    { groupId, userId: people.admin.id, role: 'admin', state: 'member' },
    { groupId, userId: people.member.id, role: 'member', state: 'member' },
  ]);
  const groupPost = (await post('member', groupId, 'group')).postID;
  const freshGroup = async () => {
    const [group] = await db
      .insert(schema.groups)
      .values({ name: 'Fresh Group', description: 'A group to change.', privacy: 'private' })
      .returning();
    const extra = await db
      .insert(schema.users)
      .values(
        ['requester', 'extra'].map((name) => ({
          email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
          passwordHash: 'not-a-real-hash',
          firstName: name,
          lastName: 'Tester',
        })),
      )
      .returning();
    const id = group!.id;
    await db.insert(schema.groupMembers).values([
      { groupId: id, userId: people.owner.id, role: 'owner', state: 'member' },
      { groupId: id, userId: people.admin.id, role: 'admin', state: 'member' },
      { groupId: id, userId: people.member.id, role: 'member', state: 'member' },
      { groupId: id, userId: people.stranger.id, role: 'member', state: 'invited' },
      { groupId: id, userId: extra[0]!.id, role: 'member', state: 'requested' },
      { groupId: id, userId: extra[1]!.id, role: 'member', state: 'member' },
    ]);
    return { id, requesterId: extra[0]!.id, extraMemberId: extra[1]!.id };
  };
  const rfqRow = (userId: string, businessId: string | null) => ({
    userId,
    businessId,
    title: 'Stainless ball valves',
    description: 'Two-piece stainless steel ball valves for water lines.',
    quantity: 500,
    unit: 'piece',
    industryId: '0005',
    categoryId: '0005-03',
    incoterm: 'FOB',
    destinationCountry: 'MX',
    quotesUntil: new Date(Date.now() + 7 * 86_400_000),
    visibility: 'matched' as const,
  });
  const freshRfq = async () => {
    const [rfq] = await db.insert(schema.rfqs).values(rfqRow(buyer.id, null)).returning();
    await db.insert(schema.rfqMatches).values({ rfqId: rfq!.id, businessId: shop.id, rank: 1 });
    return rfq!.id;
  };
  const freshBuying = async () => {
    const [rfq] = await db.insert(schema.rfqs).values(rfqRow(people.owner.id, shop.id)).returning();
    await db.insert(schema.rfqMatches).values({ rfqId: rfq!.id, businessId: other.id, rank: 1 });
    const [quote] = await db
      .insert(schema.rfqQuotes)
      .values({
        rfqId: rfq!.id,
        businessId: other.id,
        userId: people.stranger.id,
        unitPrice: 12.5,
        currency: 'USD',
        moq: 100,
        leadTimeDays: 21,
        incoterm: 'FOB',
        paymentTerms: ['T/T'],
        validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      })
      .returning();
    return { id: rfq!.id, quoteId: quote!.id };
  };
  // Posted through the API, then matched to the business concerned alone (both businesses list the valve).
  const posted = await host.app.inject({
    method: 'POST',
    url: '/api/rfqs',
    headers: buyer.headers,
    payload: { ...rfqRow(buyer.id, null), userId: undefined, businessId: undefined, quotesUntil: undefined },
  });
  if (posted.statusCode !== 200) throw new Error(`rfq: ${posted.statusCode} ${posted.body}`);
  const rfqId: string = posted.json().data.rfqID;
  await db.delete(schema.rfqMatches).where(eq(schema.rfqMatches.rfqId, rfqId));
  await db.insert(schema.rfqMatches).values({ rfqId, businessId: shop.id, rank: 1 });
  const shopQuote = await data('owner', {
    method: 'POST',
    url: `/api/rfqs/${rfqId}/quotes`,
    payload: {
      businessID: shop.id,
      unitPrice: 11,
      currency: 'USD',
      moq: 100,
      leadTimeDays: 14,
      incoterm: 'FOB',
      paymentTerms: ['T/T'],
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  const threadId = await newThread();
  const messages = await data('owner', {
    method: 'GET',
    url: `/api/business/request/${threadId}/get-messages?bid=${shop.id}`,
  });
  return {
    host,
    people,
    shop,
    other,
    postOfShop,
    postOfStranger,
    commentOfStranger: comment.commentID,
    group: { id: groupId, postId: groupPost },
    freshGroup,
    rfq: { id: rfqId, quoteId: shopQuote.quoteID },
    freshRfq,
    buying: await freshBuying(),
    freshBuying,
    threadId,
    newThread,
    messageId: messages.messages[0].id,
    freshShop: () => openShop('owner', staff),
    call,
  };
}
