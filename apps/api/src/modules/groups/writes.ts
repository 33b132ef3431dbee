import type { Db, Executor, schema } from '@tradeforge/db';
import * as repository from './repository';

type StoredImage = NonNullable<typeof schema.users.$inferSelect.profilePhoto>;

/**
 * Writing a group's changes, and what its privacy decides for its posts' pictures: a private group's are stored in
 * the private area and read through signed URLs, so a group made private re-stores those of its posts that are
 * public (decision 0092).
 */
export function createGroupWrites(deps: {
  db: Db;
  deleteImages: (images: StoredImage[]) => Promise<void>;
  storePrivately: (image: StoredImage) => Promise<StoredImage>;
}) {
  const { db } = deps;

  /**
   * Re-stores the public images of the group's posts in the private area, post by post. Answers what to delete
   * once the executor's writes are committed (the public files replaced) and what to delete if they are not (the
   * copies); the copies of a post that went meanwhile are deleted at once.
   */
  async function storePostImagesPrivately(executor: Executor, groupId: string) {
    const replaced: StoredImage[] = [];
    const copies: StoredImage[] = [];
    for (const post of await repository.findPostsWithPublicImages(executor, groupId)) {
      const after = await Promise.all(post.images.map((image) => deps.storePrivately(image)));
      const moved = post.images.flatMap((image, index) =>
        image.url === after[index]!.url ? [] : [{ before: image, after: after[index]! }],
      );
      if (moved.length === 0) continue;
      if (await repository.replacePostImages(executor, post.id, post.images, after)) {
        replaced.push(...moved.map((move) => move.before));
        copies.push(...moved.map((move) => move.after));
      } else await deps.deleteImages(moved.map((move) => move.after));
    }
    return { replaced, copies };
  }

  /**
   * Writes a group's changes; a group made private first has its posts' public images re-stored privately (they
   * read through signed URLs while it is still open), then, under the group's row lock, which waits for posts
   * being written, those posted meanwhile, in the transaction that changes its privacy (decision 0092).
   */
  async function writeGroupChanges(
    groupId: string,
    values: Parameters<typeof repository.updateGroup>[2],
    wasOpen: boolean,
  ) {
    if (values.privacy !== 'private') return repository.updateGroup(db, groupId, values);
    if (wasOpen) await deps.deleteImages((await storePostImagesPrivately(db, groupId)).replaced);
    let last: Awaited<ReturnType<typeof storePostImagesPrivately>> | undefined;
    try {
      await db.transaction(async (tx) => {
        await repository.lockGroup(tx, groupId);
        last = await storePostImagesPrivately(tx, groupId);
        await repository.updateGroup(tx, groupId, values);
      });
    } catch (error) {
      if (last) await deps.deleteImages(last.copies);
      throw error;
    }
    await deps.deleteImages(last!.replaced);
  }

  return { writeGroupChanges };
}
