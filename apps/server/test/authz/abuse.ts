import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PRODUCT, type Role, type World } from './world';

/**
 * Requests that mix ids (BOLA: a manager of one business addressing another business's or user's objects) and
 * bodies with privileged fields (mass assignment, refused whole with 400: mass-assignment.ts). Each names the answer it must get and,
 * for writes, what must still be true afterwards.
 */
export interface AbuseCase {
  name: string;
  as: Role;
  request: (world: World) => InjectOptions | Promise<InjectOptions>;
  expect: number;
  /** Throws when the request changed what it must not have. */
  check?: (world: World, response: LightMyRequestResponse) => Promise<void>;
}

export const bola: AbuseCase[] = [
  {
    name: "an owner edits another business's product",
    as: 'owner',
    request: (w) => ({ method: 'PUT', url: `/api/product/${w.other.productId}`, payload: PRODUCT }),
    expect: 403,
  },
  {
    name: 'an owner removes the certificate of another business through his own business id',
    as: 'owner',
    request: (w) => ({
      method: 'DELETE',
      url: `/api/business/profile/${w.shop.id}/certificates/${w.other.certificateId}`,
    }),
    expect: 404,
  },
  {
    name: 'an owner changes the access of someone who is not a member',
    as: 'owner',
    request: (w) => ({
      method: 'PUT',
      url: `/api/business/${w.shop.id}/members/${w.people.stranger.id}`,
      payload: { access: 'admin' },
    }),
    expect: 404,
  },
  {
    name: 'an owner removes the owner of another business from it',
    as: 'owner',
    request: (w) => ({
      method: 'DELETE',
      url: `/api/business/${w.other.id}/members/${w.people.stranger.id}`,
    }),
    expect: 403,
  },
  {
    name: 'an admin makes himself owner',
    as: 'admin',
    request: (w) => ({
      method: 'PUT',
      url: `/api/business/${w.shop.id}/members/${w.people.admin.id}`,
      payload: { access: 'owner' },
    }),
    expect: 403,
  },
  {
    name: "an owner posts on another business's timeline as his own business",
    as: 'owner',
    request: (w) => ({
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: { content: 'Hi', timelineID: w.other.id, timelineType: 'business', businessID: w.shop.id },
    }),
    // Refused as a contradiction: a business posts on its own timeline only.
    expect: 400,
  },
  {
    name: "an owner posts on another user's timeline",
    as: 'owner',
    request: (w) => ({
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: { content: 'Hi', timelineID: w.people.stranger.id, timelineType: 'user' },
    }),
    expect: 403,
  },
  {
    name: "an owner removes another user's post",
    as: 'owner',
    request: (w) => ({
      method: 'DELETE',
      url: '/api/social/posts/remove-post',
      payload: { postID: w.postOfStranger },
    }),
    expect: 403,
  },
  {
    name: "a member removes the stranger's comment",
    as: 'member',
    request: (w) => ({ method: 'DELETE', url: `/api/social/comments/${w.commentOfStranger}` }),
    expect: 403,
  },
  {
    name: 'an owner comments as another business',
    as: 'owner',
    request: (w) => ({
      method: 'POST',
      url: '/api/social/comments/make-comment',
      payload: {
        resourceID: w.shop.productId,
        resourceType: 'product',
        content: 'Great',
        businessID: w.other.id,
      },
    }),
    expect: 403,
  },
  {
    name: 'an owner likes as another business',
    as: 'owner',
    request: (w) => ({
      method: 'POST',
      url: '/api/social/reaction/react/product',
      payload: { resourceID: w.shop.productId, businessID: w.other.id },
    }),
    expect: 403,
  },
  {
    name: 'an owner sends an inquiry from another business',
    as: 'owner',
    request: (w) => ({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: w.shop.id, from: w.other.id, subject: 'Quote', message: 'Price?' },
    }),
    expect: 403,
  },
  {
    name: "the stranger reads the business's inquiry naming his own business",
    as: 'stranger',
    request: (w) => ({
      method: 'GET',
      url: `/api/business/request/${w.threadId}/get-messages?bid=${w.other.id}`,
    }),
    expect: 404,
  },
  {
    name: 'an owner quotes on a buying request as another business',
    as: 'owner',
    request: async (w) => ({
      method: 'POST',
      url: `/api/rfqs/${await w.freshRfq()}/quotes`,
      payload: {
        businessID: w.other.id,
        unitPrice: 10,
        currency: 'USD',
        moq: 1,
        leadTimeDays: 7,
        incoterm: 'FOB',
        paymentTerms: ['T/T'],
        validUntil: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      },
    }),
    expect: 403,
  },
  {
    name: "the stranger edits the business's quote through a request he reads",
    as: 'stranger',
    request: (w) => ({
      method: 'PUT',
      url: `/api/rfqs/${w.buying.id}/quotes/${w.rfq.quoteId}`,
      payload: {
        unitPrice: 1,
        currency: 'USD',
        moq: 1,
        leadTimeDays: 1,
        incoterm: 'FOB',
        paymentTerms: ['T/T'],
        validUntil: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      },
    }),
    expect: 404,
    check: async (w) => {
      const { rows } = await w.host.database.pool.query<{ price: number }>(
        'select unit_price::float8 as price from rfq_quotes where id = $1',
        [w.rfq.quoteId],
      );
      // Its own members may have edited it (the matrix's row); the stranger's price never lands.
      if (!rows[0] || rows[0].price === 1) throw new Error("the stranger changed the business's quote");
    },
  },
  {
    name: 'an owner buys a plan for another business',
    as: 'owner',
    request: (w) => ({
      method: 'POST',
      url: '/api/subscription/subscribe',
      payload: {
        paymentMethod: 'pm_card_visa',
        businessID: w.other.id,
        planId: 'gold',
        email: 'b@example.com',
      },
    }),
    expect: 403,
  },
  {
    name: 'an owner reads the receipts of another business',
    as: 'owner',
    request: (w) => ({ method: 'GET', url: `/api/subscription/business/${w.other.id}/receipts` }),
    expect: 403,
  },
  {
    name: 'an owner deletes another business',
    as: 'owner',
    request: (w) => ({ method: 'DELETE', url: `/api/business/profile/${w.other.id}` }),
    expect: 403,
  },
  {
    name: "an owner validates another user's upload as his profile photo",
    as: 'owner',
    request: async (w) => {
      const upload = await w.call('stranger', {
        method: 'POST',
        url: '/api/user/profile-photo/upload-request',
        payload: { contentType: 'image/png', fileSize: 1000 },
      });
      return {
        method: 'POST',
        url: '/api/user/profile-photo/upload-validate',
        payload: { token: upload.json().data.token },
      };
    },
    expect: 404,
  },
];
