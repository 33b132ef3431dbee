import { all, del, get, managers, post, users, type Row } from './kit';

/** Social: likes, follows, comments, posts, the newsfeed and timelines. */
export const socialRows: Row[] = [
  // Social: likes, follows, comments, posts.
  {
    // Liking as the business concerned needs a manager of it.
    route: 'POST /api/social/reaction/react/:resourceType',
    expect: managers,
    request: (w) =>
      post('/api/social/reaction/react/product', { resourceID: w.other.productId, businessID: w.shop.id }),
  },
  {
    route: 'DELETE /api/social/reaction/react/:resourceType',
    expect: managers,
    request: (w) =>
      del('/api/social/reaction/react/product', { resourceID: w.other.productId, businessID: w.shop.id }),
  },
  {
    // Whether a business liked something is public (likes are counted in the open).
    route: 'GET /api/social/reaction/check/:resourceID',
    expect: users(),
    request: (w) => get(`/api/social/reaction/check/${w.other.productId}?businessID=${w.shop.id}`),
  },
  {
    route: 'GET /api/social/reaction/summary/:resourceID',
    expect: all(200),
    request: (w) => get(`/api/social/reaction/summary/${w.shop.productId}`),
  },
  {
    route: 'GET /api/social/follow/:id/summary',
    expect: all(200),
    request: (w) => get(`/api/social/follow/${w.shop.id}/summary`),
  },
  {
    route: 'POST /api/social/follow/business',
    expect: users(),
    request: (w) => post('/api/social/follow/business', { resourceID: w.other.id }),
  },
  {
    route: 'DELETE /api/social/follow/:id',
    expect: users(),
    request: (w) => del(`/api/social/follow/${w.other.id}`),
  },
  {
    route: 'POST /api/social/comments/make-comment',
    expect: managers,
    request: (w) =>
      post('/api/social/comments/make-comment', {
        resourceID: w.other.productId,
        resourceType: 'product',
        content: 'Lead time for 200 units?',
        businessID: w.shop.id,
      }),
  },
  {
    route: 'GET /api/social/comments/:resourceID',
    expect: all(200),
    request: (w) => get(`/api/social/comments/${w.shop.productId}`),
  },
  {
    // The stranger's comment on the business's product: only its author may remove it (removal by the product's
    // managers is issue 21's "Low" item, not built yet: change this row when it is).
    route: 'DELETE /api/social/comments/:resourceID',
    // The author, and the owners and admins of the product's business (moderation); plain members may not.
    expect: { ...managers, stranger: 200 },
    request: async (w, as) => {
      const made = await w.call(
        'stranger',
        post('/api/social/comments/make-comment', {
          resourceID: w.shop.productId,
          resourceType: 'product',
          content: `Question ${as}`,
        }),
      );
      return del(`/api/social/comments/${made.json().data.commentID}`);
    },
  },
  {
    route: 'POST /api/social/posts/make-post',
    expect: managers,
    request: (w) =>
      post('/api/social/posts/make-post', {
        content: 'Visit our booth.',
        timelineID: w.shop.id,
        timelineType: 'business',
        businessID: w.shop.id,
      }),
  },
  {
    route: 'GET /api/social/posts/:postID',
    expect: all(200),
    request: (w) => get(`/api/social/posts/${w.postOfShop}`),
  },
  {
    route: 'DELETE /api/social/posts/remove-post',
    expect: managers,
    request: async (w) => {
      const made = await w.call(
        'owner',
        post('/api/social/posts/make-post', {
          content: 'Short-lived.',
          timelineID: w.shop.id,
          timelineType: 'business',
          businessID: w.shop.id,
        }),
      );
      return del('/api/social/posts/remove-post', { postID: made.json().data.postID });
    },
  },
  { route: 'GET /api/newsfeed/load', expect: users(), request: () => get('/api/newsfeed/load') },
  {
    route: 'GET /api/timeline/load/:timelineID',
    expect: all(200),
    request: (w) => get(`/api/timeline/load/${w.shop.id}`),
  },
];
