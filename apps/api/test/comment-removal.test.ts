import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { findComments } from '../src/modules/social/repository';
import { createBusiness, createProduct, createUser } from './factories';
import { useSocialService } from './social-support';

const world = useSocialService();

async function productWithOwner() {
  const owner = await createUser(world.database.db);
  const business = await createBusiness(world.database.db, { ownerId: owner.id });
  const product = await createProduct(world.database.db, business.id);
  return { owner, business, product };
}
const comment = (userId: string, resourceID: string, resourceType: 'product' | 'comment', content: string) =>
  world.social.makeComment({ userId, body: { resourceID, resourceType, content } });

describe('removing a comment others replied to', () => {
  it('keeps it as a placeholder without text or author, with the replies, until the last reply goes', async () => {
    const { product } = await productWithOwner();
    const author = await createUser(world.database.db, { firstName: 'Rosa', lastName: 'Diaz' });
    const replier = await createUser(world.database.db);
    const commentId = await comment(author.id, product.id, 'product', 'Do you ship to Canada?');
    const replyId = await comment(replier.id, commentId, 'comment', 'They do, we ordered twice.');
    await world.social.react({ userId: replier.id, type: 'comment', resourceId: commentId });

    await world.social.deleteComment(author.id, commentId);
    const page = await world.social.listComments(product.id, 0, 5);
    expect(page.total).toBe(1);
    expect(page.comments[0]).toMatchObject({
      commentID: commentId,
      removed: true,
      canRemove: false,
      content: '',
      replies: 1,
      whoComment: { firstName: '', lastName: '', profilePhoto: null, companyName: null },
    });
    expect((await world.social.listComments(commentId, 0, 5)).comments.map((c) => c.content)).toEqual([
      'They do, we ordered twice.',
    ]);
    expect(await world.social.summarize(commentId)).toEqual({ reactionCount: { like: 0 } });
    // A placeholder takes no replies or likes and cannot be removed twice.
    await expect(comment(replier.id, commentId, 'comment', 'Still there?')).rejects.toMatchObject({
      code: 'NotFound',
    });
    await expect(
      world.social.react({ userId: replier.id, type: 'comment', resourceId: commentId }),
    ).rejects.toMatchObject({ code: 'NotFound' });
    await expect(world.social.deleteComment(author.id, commentId)).rejects.toMatchObject({
      code: 'NotFound',
    });

    await world.social.deleteComment(replier.id, replyId);
    expect((await world.social.listComments(product.id, 0, 5)).total).toBe(0);
  });
});

describe("the product's business", () => {
  it('lets an owner or admin remove any comment or reply on its product, and no plain member or stranger', async () => {
    const { business, product } = await productWithOwner();
    const admin = await createUser(world.database.db);
    const member = await createUser(world.database.db);
    await world.database.db.insert(schema.businessMembers).values([
      { businessId: business.id, userId: admin.id, access: 'admin' },
      { businessId: business.id, userId: member.id, access: 'member' },
    ]);
    const visitor = await createUser(world.database.db);
    const spam = await comment(visitor.id, product.id, 'product', 'Cheap watches at example.net');
    const reply = await comment(visitor.id, spam, 'comment', 'Really cheap.');
    const other = await productWithOwner();
    const elsewhere = await comment(visitor.id, other.product.id, 'product', 'Nice valve.');

    const seenByAdmin = await world.social.listComments(product.id, 0, 5, admin.id);
    expect(seenByAdmin.comments.map((c) => c.canRemove)).toEqual([true]);
    expect((await world.social.listComments(spam, 0, 5, admin.id)).comments[0]?.canRemove).toBe(true);
    expect((await world.social.listComments(product.id, 0, 5, member.id)).comments[0]?.canRemove).toBe(false);
    expect((await world.social.listComments(product.id, 0, 5, visitor.id)).comments[0]?.canRemove).toBe(true);
    expect((await world.social.listComments(product.id, 0, 5)).comments[0]?.canRemove).toBe(false);

    await expect(world.social.deleteComment(member.id, reply)).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(world.social.deleteComment(admin.id, elsewhere)).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await world.social.deleteComment(admin.id, reply);
    expect((await world.social.listComments(spam, 0, 5)).total).toBe(0);
    await world.social.deleteComment(admin.id, spam);
    expect((await world.social.listComments(product.id, 0, 5)).total).toBe(0);
    expect((await world.social.listComments(other.product.id, 0, 5)).total).toBe(1);
  });
});

describe('comment pages', () => {
  it("read only the author's displayed columns, never the password hash or e-mail", async () => {
    const { product } = await productWithOwner();
    const author = await createUser(world.database.db);
    await comment(author.id, product.id, 'product', 'Is the datasheet available?');
    const statements: string[] = [];
    const logged = drizzle(world.database.pool, {
      schema,
      logger: { logQuery: (query) => statements.push(query) },
    });
    const { rows } = await findComments(logged, product.id, 0, 5);
    expect(Object.keys(rows[0]!.user).sort()).toEqual(['firstName', 'id', 'lastName', 'profilePhoto']);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(statement).not.toMatch(/password_hash|"email"/);
  });
});

describe('notifications of a removed comment', () => {
  it('takes the author out of the notifications the comment caused when it stays as a placeholder', async () => {
    const { owner, product } = await productWithOwner();
    const author = await createUser(world.database.db);
    const other = await createUser(world.database.db);
    const replier = await createUser(world.database.db);
    const commentId = await comment(author.id, product.id, 'product', 'Lead time for 50 units?');
    await comment(other.id, product.id, 'product', 'Same question here.');
    await comment(replier.id, commentId, 'comment', 'Two weeks for us.');
    const [reply] = await world.database.db
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(and(eq(schema.notifications.objectId, commentId), eq(schema.notifications.kind, 'reply')));
    expect(reply).toBeDefined();
    const actorsOf = async (userId: string) =>
      world.database.db
        .select({ actor: schema.notificationActors.userId })
        .from(schema.notificationActors)
        .innerJoin(
          schema.notifications,
          eq(schema.notifications.id, schema.notificationActors.notificationId),
        )
        .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.kind, 'comment')));
    expect((await actorsOf(owner.id)).map((row) => row.actor).sort()).toEqual([author.id, other.id].sort());

    await world.social.deleteComment(author.id, commentId);
    const kept = (await world.social.listComments(product.id, 0, 5)).comments.find(
      (c) => c.commentID === commentId,
    );
    expect(kept).toMatchObject({ removed: true });
    expect((await actorsOf(owner.id)).map((row) => row.actor)).toEqual([other.id]);
    const [line] = await world.database.db
      .select({ count: schema.notifications.actorCount })
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, owner.id), eq(schema.notifications.kind, 'comment')));
    expect(line?.count).toBe(1);
    // The notification about the removed comment (the reply to it) goes too.
    const about = await world.database.db
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(eq(schema.notifications.objectId, commentId));
    expect(about).toEqual([]);
  });
});
