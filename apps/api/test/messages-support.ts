import { randomUUID } from 'node:crypto';
import { schema } from '@tradeforge/db';
import { createBusiness, signIn } from './factories';
import type { TestApi } from './helper';

export type Headers = Record<string, string>;

/**
 * The people of a conversation: a buyer, a supplier with an owner and a member (the team inbox), a member of some
 * other business, another user, and the buying business (owner + a colleague) for inquiries sent as a business.
 */
export async function createCast(api: TestApi) {
  const db = api.database.db;
  const buyer = await signIn(api, { firstName: 'Bea', lastName: 'Buyer' });
  const owner = await signIn(api, { firstName: 'Sam', lastName: 'Supplier' });
  const member = await signIn(api, { firstName: 'Mia', lastName: 'Member' });
  const outsider = await signIn(api, { firstName: 'Oto', lastName: 'Outsider' });
  const stranger = await signIn(api, { firstName: 'Stan', lastName: 'Stranger' });
  const colleague = await signIn(api, { firstName: 'Cole', lastName: 'Colleague' });
  const supplier = await createBusiness(db, {
    ownerId: owner.user.id,
    companyName: `Valve Works ${randomUUID().slice(0, 6)}`,
  });
  await db
    .insert(schema.businessMembers)
    .values({ businessId: supplier.id, userId: member.user.id, access: 'member' });
  const otherBusiness = await createBusiness(db, { ownerId: outsider.user.id });
  const buyingBusiness = await createBusiness(db, { ownerId: buyer.user.id, companyName: 'Buyer Imports' });
  await db
    .insert(schema.businessMembers)
    .values({ businessId: buyingBusiness.id, userId: colleague.user.id, access: 'member' });
  return { buyer, owner, member, outsider, stranger, colleague, supplier, otherBusiness, buyingBusiness };
}

export function messageCalls(api: TestApi) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const bidQuery = (bid?: string) => (bid ? `?bid=${bid}` : '');
  return {
    call,
    send: (
      headers: Headers,
      body: { to: string; from?: string; subject?: string; message?: string; attachments?: string[] },
    ) =>
      call('POST', '/business/request', headers, {
        subject: 'Other',
        message: 'Hello, do you ship to Chile?',
        ...body,
      }),
    list: (headers: Headers, ubid?: string) =>
      call('GET', `/business/request${ubid ? `?ubid=${ubid}` : ''}`, headers),
    messages: (headers: Headers, rid: string, bid?: string) =>
      call('GET', `/business/request/${rid}/get-messages${bidQuery(bid)}`, headers),
    reply: (headers: Headers, rid: string, content: string, bid?: string, attachments?: string[]) =>
      call('POST', `/business/request/${rid}/send-message${bidQuery(bid)}`, headers, {
        content,
        attachments,
      }),
    end: (headers: Headers, rid: string, bid?: string) =>
      call('POST', `/business/request/${rid}/end-request${bidQuery(bid)}`, headers),
    read: (headers: Headers, rid: string, bid?: string) =>
      call('POST', `/business/request/${rid}/read${bidQuery(bid)}`, headers),
    unread: (headers: Headers) => call('GET', '/business/request/unread-count', headers),
  };
}
