import { eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { postCalls, type Headers } from './posts-support';

const api = useTestApi();
const { call, makePost, uploadImage } = postCalls(api);

const productBody = (images: object[]) => ({
  name: 'Gear Pump GP-20',
  keywords: ['gear pump'],
  description: 'Cast-iron external gear pump for mobile hydraulics.',
  industryId: '0005',
  categoryId: '0005-03',
  stock: true,
  specs: [],
  mainImage: images[0],
  images: images.slice(1),
  videos: [],
});

async function createBusiness(owner: Headers) {
  const created = await call('POST', '/api/business/profile/create', owner, {
    companyName: 'Gulf Coast Hydraulics',
    categories: ['0005.0005-03'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
    shortDescription: 'Hydraulic pumps, cylinders and power units built in Tampa since 1987.',
    profilePhoto: await uploadImage(owner),
  });
  expect(created.statusCode).toBe(200);
  return created.json().data.businessID as string;
}

async function createProduct(owner: Headers, businessId: string) {
  const images = [{ token: await uploadImage(owner) }, { token: await uploadImage(owner) }];
  const created = await call('POST', `/api/business/${businessId}/products`, owner, productBody(images));
  expect(created.statusCode).toBe(200);
  const product = created.json().data;
  return { id: product.productID as string, urls: imageUrls([product.mainImage, product.images]) };
}

/** Every file URL in an answer: main URLs and size versions. */
const imageUrls = (data: unknown) =>
  [...JSON.stringify(data).matchAll(/"url":"([^"]+\.webp)"/g)].map((match) => match[1]!);
const fileStatus = async (url: string) => (await call('GET', url)).statusCode;

/** A like and a comment with someone else's reply on the item, as `fan`; answers the comment's id. */
async function likeAndDiscuss(fan: Headers, other: Headers, type: 'product' | 'post', id: string) {
  expect((await call('POST', `/api/social/reaction/react/${type}`, fan, { resourceID: id })).statusCode).toBe(
    200,
  );
  const comment = await call('POST', '/api/social/comments/make-comment', fan, {
    resourceID: id,
    resourceType: type,
    content: 'What is the lead time?',
  });
  const commentID = comment.json().data.commentID as string;
  await call('POST', '/api/social/comments/make-comment', other, {
    resourceID: commentID,
    resourceType: 'comment',
    content: 'Two weeks for us.',
  });
  await call('POST', '/api/social/reaction/react/comment', other, { resourceID: commentID });
  return commentID;
}

const rowsAbout = async (ids: string[]) => {
  const { db } = api.database;
  const [comments, reactions] = await Promise.all([
    db
      .select({ id: schema.comments.id })
      .from(schema.comments)
      .where(or(inArray(schema.comments.resourceId, ids), inArray(schema.comments.id, ids))),
    db
      .select({ id: schema.reactions.id })
      .from(schema.reactions)
      .where(inArray(schema.reactions.resourceId, ids)),
  ]);
  return comments.length + reactions.length;
};

describe('deleting a product', () => {
  it('takes its likes, comments, replies and image files with it', async () => {
    const owner = await signIn(api);
    const fan = await signIn(api);
    const other = await signIn(api);
    const businessId = await createBusiness(owner.headers);
    const product = await createProduct(owner.headers, businessId);
    expect(product.urls.length).toBeGreaterThanOrEqual(6);
    for (const url of product.urls) expect(await fileStatus(url)).toBe(200);
    const commentID = await likeAndDiscuss(fan.headers, other.headers, 'product', product.id);
    expect(await rowsAbout([product.id, commentID])).toBe(4);

    expect((await call('DELETE', `/api/product/${product.id}`, owner.headers)).statusCode).toBe(200);
    expect(await rowsAbout([product.id, commentID])).toBe(0);
    for (const url of product.urls) expect(await fileStatus(url)).toBe(404);
  });
});

describe('deleting a business', () => {
  it('takes its products, posts, their likes, comments and files, and the comments written as it', async () => {
    const owner = await signIn(api);
    const fan = await signIn(api);
    const other = await signIn(api);
    const businessId = await createBusiness(owner.headers);
    const profile = (await call('GET', `/api/business/profile/${businessId}`)).json().data;
    const logoUrls = imageUrls(profile.general.profilePhoto);
    const product = await createProduct(owner.headers, businessId);
    const post = (
      await makePost(owner.headers, {
        content: 'Now shipping to Canada.',
        timelineID: businessId,
        timelineType: 'business',
        businessID: businessId,
        images: [await uploadImage(owner.headers)],
      })
    ).json().data;
    const postUrls = imageUrls(post.images);
    const productComment = await likeAndDiscuss(fan.headers, other.headers, 'product', product.id);
    const postComment = await likeAndDiscuss(fan.headers, other.headers, 'post', post.postID);
    expect(
      (await call('POST', '/api/social/reaction/react/business', fan.headers, { resourceID: businessId }))
        .statusCode,
    ).toBe(200);

    // Written as the business on someone else's product, with a reply from a third person.
    const otherBusiness = await createBusiness(other.headers);
    const elsewhere = await createProduct(other.headers, otherBusiness);
    const asBusiness = await call('POST', '/api/social/comments/make-comment', owner.headers, {
      resourceID: elsewhere.id,
      resourceType: 'product',
      content: 'We stock the matching seals.',
      businessID: businessId,
    });
    const asBusinessID = asBusiness.json().data.commentID as string;
    await call('POST', '/api/social/comments/make-comment', fan.headers, {
      resourceID: asBusinessID,
      resourceType: 'comment',
      content: 'Which sizes?',
    });
    // And the owner's personal comment there stays.
    await call('POST', '/api/social/comments/make-comment', owner.headers, {
      resourceID: elsewhere.id,
      resourceType: 'product',
      content: 'Personally I like this pump.',
    });

    const files = [...logoUrls, ...product.urls, ...postUrls];
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const url of files) expect(await fileStatus(url)).toBe(200);
    expect((await call('DELETE', `/api/business/profile/${businessId}`, owner.headers)).statusCode).toBe(200);

    const ids = [businessId, product.id, post.postID, productComment, postComment, asBusinessID];
    expect(await rowsAbout(ids)).toBe(0);
    for (const url of files) expect(await fileStatus(url)).toBe(404);
    const left = await api.database.db
      .select({ content: schema.comments.content, business: schema.comments.actorBusinessId })
      .from(schema.comments)
      .where(eq(schema.comments.resourceId, elsewhere.id));
    expect(left).toEqual([{ content: 'Personally I like this pump.', business: null }]);
    // Someone else's business and product are untouched.
    expect((await call('GET', `/api/product/${elsewhere.id}`)).statusCode).toBe(200);
    for (const url of elsewhere.urls) expect(await fileStatus(url)).toBe(200);
  });
});
