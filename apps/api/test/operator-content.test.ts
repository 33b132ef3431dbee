import { describe, expect, it } from 'vitest';
import { OPERATOR_PAGE_SIZE } from '@tradeforge/contracts';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';
import { callApi, signInOperator } from './operator-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const call = callApi(api);

describe("the operator console's posts and comments", () => {
  it('answers 401 to visitors and 403 to users without the role', async () => {
    const user = await signIn(api);
    for (const list of ['posts', 'comments']) {
      expect((await call('GET', `/operator/${list}`)).statusCode).toBe(401);
      expect((await call('GET', `/operator/${list}`, user.headers)).statusCode).toBe(403);
    }
  });

  it('lists posts with search by text or author e-mail, paging, and hidden or visible ones', async () => {
    const author = await signIn(api, { email: 'poster@example.com', firstName: 'Paula', lastName: 'Post' });
    const business = await createBusiness(api.database.db, {
      ownerId: author.user.id,
      companyName: 'Bayline Fittings',
    });
    await api.database.db.insert(schema.posts).values(
      Array.from({ length: OPERATOR_PAGE_SIZE + 2 }, (_, index) => ({
        content: `Flange offer number ${index}`,
        userId: author.user.id,
        businessId: business.id,
        timelineId: business.id,
        timelineType: 'business' as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
    const operator = await signInOperator(api);
    const list = async (query: string) =>
      (await call('GET', `/operator/posts?${query}`, operator.headers)).json().data;

    const first = await list('q=flange%20offer');
    expect(first.total).toBe(OPERATOR_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(OPERATOR_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      content: `Flange offer number ${OPERATOR_PAGE_SIZE + 1}`,
      images: 0,
      author: {
        userID: author.user.id,
        name: 'Paula Post',
        email: 'poster@example.com',
        businessID: business.id,
        companyName: 'Bayline Fittings',
      },
      hiddenAt: null,
      hiddenReason: null,
    });
    expect((await list('q=flange%20offer&page=2')).items).toHaveLength(2);
    expect((await list('q=poster@example')).total).toBe(OPERATOR_PAGE_SIZE + 2);
    // The pattern characters of the search are taken literally.
    expect((await list('q=flange%25')).total).toBe(0);

    const target = first.items[0].postID as string;
    const hide = await call('POST', '/operator/moderation', operator.headers, {
      objectType: 'post',
      objectID: target,
      reason: 'Duplicate offers.',
    });
    expect(hide.statusCode).toBe(200);
    const hidden = await list('q=flange&status=hidden');
    expect(hidden.items).toEqual([
      expect.objectContaining({
        postID: target,
        hiddenReason: 'Duplicate offers.',
        hiddenAt: expect.any(String),
      }),
    ]);
    expect((await list('q=flange&status=visible')).total).toBe(OPERATOR_PAGE_SIZE + 1);
    await call('POST', '/operator/moderation/undo', operator.headers, {
      objectType: 'post',
      objectID: target,
    });
    expect((await list('q=flange&status=hidden')).total).toBe(0);
  });

  it('lists comments and replies with where they are shown, leaving out those their authors deleted', async () => {
    const business = await createBusiness(api.database.db, { companyName: 'Cobalt Gears' });
    const product = await createProduct(api.database.db, business.id, { name: 'Worm Gear 12' });
    const writer = await signIn(api, { email: 'commenter@example.com' });
    const make = async (resourceType: string, resourceID: string, content: string) =>
      (
        await call('POST', '/social/comments/make-comment', writer.headers, {
          resourceID,
          resourceType,
          content,
        })
      ).json().data.commentID as string;
    const top = await make('product', product.id, 'Zyxquux question about backlash');
    const reply = await make('comment', top, 'Zyxquux follow-up');
    const gone = await make('product', product.id, 'Zyxquux typo');
    expect((await call('DELETE', `/social/comments/${gone}`, writer.headers)).statusCode).toBe(200);

    const operator = await signInOperator(api);
    const page = (await call('GET', '/operator/comments?q=zyxquux', operator.headers)).json().data;
    const place = {
      type: 'product',
      id: product.id,
      title: 'Worm Gear 12',
      businessID: business.id,
      companyName: 'Cobalt Gears',
    };
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      expect.objectContaining({ commentID: reply, reply: true, place }),
      expect.objectContaining({
        commentID: top,
        reply: false,
        place,
        author: expect.objectContaining({ email: 'commenter@example.com' }),
      }),
    ]);
    await call('POST', '/operator/moderation', operator.headers, {
      objectType: 'comment',
      objectID: top,
      reason: 'Off topic.',
    });
    const hidden = (await call('GET', '/operator/comments?status=hidden', operator.headers)).json().data;
    expect(hidden.items.map((item: { commentID: string }) => item.commentID)).toEqual([top]);
    const bad = await call('GET', '/operator/comments?status=gone', operator.headers);
    expect(bad.statusCode).toBe(400);
  });
});
