import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { groupCalls, type Headers } from './groups-support';
import { signInOperator } from './operator-support';
import { uploadBusinessImage, uploadsDirOf } from './uploads';

const api = useTestApi();
const groups = groupCalls(api);
const { call } = groups;

afterEach(() => vi.useRealTimers());

interface Image {
  url: string;
  versions: Record<string, { url: string }>;
}
/** A signed URL of a private file: its key, expiry and signature. */
const PRIVATE_URL =
  /^\/api\/files\/private\/(users\/[0-9a-f-]+\/business-image\/[0-9a-f-]+-[a-z]+\.webp)\?expires=(\d+)&signature=([\w-]+)$/;

const storedImages = async (postId: string) =>
  (await api.database.pool.query<{ images: Image[] }>('select images from posts where id = $1', [postId]))
    .rows[0]?.images;
const fileIn = (area: 'public' | 'private', key: string) => path.join(uploadsDirOf(api), area, key);
const fetchFile = (url: string) => api.app.inject({ method: 'GET', url });

/** A private group with a member who posted a picture; the post as the member got it. */
async function privatePostWithPicture() {
  const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
  const member = await groups.memberOf(groupId, owner.headers);
  const token = await uploadBusinessImage(api, member.headers);
  const made = await groups.post(groupId, member.headers, 'Our new press, in the shop', [token]);
  expect(made.statusCode).toBe(200);
  return { owner, member, groupId, post: made.json().data as { postID: string; images: Image[] } };
}

const imageOfPost = async (postId: string, headers: Headers) =>
  (await groups.getPost(postId, headers)).json().data.images[0] as Image;

describe("a private group's post pictures", () => {
  it('are stored privately, named by key, and shown to members through signed URLs', async () => {
    const { owner, member, groupId, post } = await privatePostWithPicture();
    const [shown] = post.images;
    const [, key, expires] = PRIVATE_URL.exec(shown!.url)!;
    // The post keeps the key, never a URL; the file is in the private area only.
    const [stored] = (await storedImages(post.postID))!;
    expect(stored!.url).toBe(`private:${key}`);
    expect(Object.values(stored!.versions).every((version) => version.url.startsWith('private:'))).toBe(true);
    expect(existsSync(fileIn('private', key!))).toBe(true);
    expect(existsSync(fileIn('public', key!))).toBe(false);

    const served = await fetchFile(shown!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1]);
    const secondsLeft = Number(expires) - Date.now() / 1000;
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(secondsLeft + 1);
    expect(secondsLeft).toBeLessThanOrEqual(2 * 3600);

    // Every answer that shows the post to a reader signs, the same URL within the hour.
    expect((await imageOfPost(post.postID, owner.headers)).url).toBe(shown!.url);
    const feed = (await groups.newsfeed(owner.headers)).json().data.posts;
    expect(feed[0].images[0].url).toBe(shown!.url);
    const page = (await groups.posts(groupId, member.headers)).json().data.posts;
    expect(page[0].images[0].versions.thumb.url).toMatch(PRIVATE_URL);
  });

  it('are never served without a genuine, unexpired signature', async () => {
    const { post } = await privatePostWithPicture();
    const url = post.images[0]!.url;
    const [, key, expires, signature] = PRIVATE_URL.exec(url)!;
    const thumbKey = PRIVATE_URL.exec(post.images[0]!.versions.thumb!.url)![1];
    const refused = [
      `/api/files/${key}`,
      `/api/files/private/${key}`,
      `/api/files/private/${key}?expires=${expires}`,
      `/api/files/private/${key}?expires=${expires}&signature=${signature!.slice(0, -2)}AA`,
      `/api/files/private/${key}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/api/files/private/${thumbKey}?expires=${expires}&signature=${signature}`,
      `/api/files/private/../public/${key}?expires=${expires}&signature=${signature}`,
    ];
    for (const refusedUrl of refused)
      expect({ url: refusedUrl, status: (await fetchFile(refusedUrl)).statusCode }).toEqual({
        url: refusedUrl,
        status: 404,
      });
    expect((await fetchFile(url)).statusCode).toBe(200);

    // Two hours on, the URL is dead; a new answer gives a new one.
    vi.useFakeTimers({ toFake: ['Date'], now: Number(expires) * 1000 + 1000 });
    expect((await fetchFile(url)).statusCode).toBe(404);
  });

  it('are not shown to outsiders, visitors or a removed member', async () => {
    const { owner, member, groupId, post } = await privatePostWithPicture();
    const outsider = await signIn(api);
    for (const headers of [{}, outsider.headers])
      expect((await groups.getPost(post.postID, headers)).statusCode).toBe(404);
    await groups.act(groupId, member.user.id, 'remove', owner.headers);
    expect((await groups.getPost(post.postID, member.headers)).statusCode).toBe(404);
  });

  it('go with their post, and with their group', async () => {
    const { owner, member, groupId, post } = await privatePostWithPicture();
    const key = PRIVATE_URL.exec(post.images[0]!.url)![1]!;
    const removed = await call('DELETE', '/api/social/posts/remove-post', member.headers, {
      postID: post.postID,
    });
    expect(removed.statusCode).toBe(200);
    expect(existsSync(fileIn('private', key))).toBe(false);

    const token = await uploadBusinessImage(api, member.headers);
    const second = (await groups.post(groupId, member.headers, 'Another one', [token])).json().data;
    const secondKey = PRIVATE_URL.exec(second.images[0].url)![1]!;
    expect(existsSync(fileIn('private', secondKey))).toBe(true);
    expect((await call('DELETE', `/api/groups/${groupId}`, owner.headers)).statusCode).toBe(200);
    expect(existsSync(fileIn('private', secondKey))).toBe(false);
  });

  it('are read by an operator through a report with signed URLs', async () => {
    const { member, post } = await privatePostWithPicture();
    const operator = await signInOperator(api);
    const reportID = (
      await call('POST', '/api/reports', member.headers, {
        objectType: 'post',
        objectID: post.postID,
        reason: 'spam',
      })
    ).json().data.reportID;
    const read = (await call('GET', `/api/operator/reports/${reportID}/post`, operator.headers)).json().data;
    expect(read.images[0].url).toMatch(PRIVATE_URL);
    expect((await fetchFile(read.images[0].url)).statusCode).toBe(200);
  });
});

describe('pictures of open groups and timelines', () => {
  it('keep their public, immutable URLs', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const inGroup = await groups.post(groupId, owner.headers, 'Open to all', [
      await uploadBusinessImage(api, owner.headers),
    ]);
    const onTimeline = await call('POST', '/api/social/posts/make-post', owner.headers, {
      content: 'On my own timeline',
      timelineID: owner.user.id,
      timelineType: 'user',
      images: [await uploadBusinessImage(api, owner.headers)],
    });
    for (const made of [inGroup, onTimeline]) {
      const [image] = made.json().data.images as Image[];
      expect(image!.url).toMatch(/^\/api\/files\/users\/[0-9a-f-]+\/business-image\/[0-9a-f-]+-large\.webp$/);
      const served = await fetchFile(image!.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await storedImages(made.json().data.postID))![0]!.url).toBe(image!.url);
    }
  });
});

describe('a change of privacy', () => {
  it('re-stores the pictures of an open group made private, which stay private when it opens again', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const member = await groups.memberOf(groupId, owner.headers);
    const made = (
      await groups.post(groupId, member.headers, 'Before the change', [
        await uploadBusinessImage(api, member.headers),
      ])
    ).json().data;
    const publicUrl = made.images[0].url as string;
    const key = publicUrl.slice('/api/files/'.length);

    const edit = (privacy: string) => call('PUT', `/api/groups/${groupId}`, owner.headers, { privacy });
    expect((await edit('private')).statusCode).toBe(200);
    expect((await storedImages(made.postID))![0]!.url).toBe(`private:${key}`);
    expect((await fetchFile(publicUrl)).statusCode).toBe(404);
    expect(existsSync(fileIn('public', key))).toBe(false);
    const signed = await imageOfPost(made.postID, member.headers);
    expect(signed.url).toMatch(PRIVATE_URL);
    expect((await fetchFile(signed.url)).statusCode).toBe(200);
    expect((await fetchFile(signed.versions.thumb!.url)).statusCode).toBe(200);

    // Opened again, the group is read by everyone, visitors too, through signed URLs.
    expect((await edit('open')).statusCode).toBe(200);
    const seen = await imageOfPost(made.postID, {});
    expect(seen.url).toMatch(PRIVATE_URL);
    expect((await fetchFile(seen.url)).statusCode).toBe(200);
  });

  it('refuses a post whose pictures were stored public when its group turned private meanwhile', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const token = await uploadBusinessImage(api, owner.headers);
    // The test holds the group's row, as a privacy change does, while the post is written.
    const holder = await api.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from groups where id = $1 for no key update', [groupId]);
      const posting = groups.post(groupId, owner.headers, 'Racing the change', [token]);
      await expect
        .poll(async () => {
          const waiting = await api.database.pool.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and datname = current_database()`,
          );
          return waiting.rows[0]!.n;
        })
        .toBe(1);
      await holder.query(`update groups set privacy = 'private' where id = $1`, [groupId]);
      await holder.query('commit');
      const refused = await posting;
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/became private/);
    } finally {
      holder.release();
    }
    const left = await api.database.pool.query<{ n: number }>(
      'select count(*)::int as n from posts where timeline_id = $1',
      [groupId],
    );
    expect(left.rows[0]!.n).toBe(0);
    const ownerDir = path.join(uploadsDirOf(api), 'public', 'users', owner.user.id, 'business-image');
    expect(await readdir(ownerDir).catch(() => [])).toEqual([]);
  });
});

describe("a group's cover", () => {
  it("is removed with '' or null, its files going, and replaced by a new one", async () => {
    const owner = await signIn(api);
    const cover = await uploadBusinessImage(api, owner.headers, 1600, 600);
    const created = await groups.create(owner.headers, { privacy: 'private', cover });
    const groupId = created.json().data.groupID as string;
    const edit = (body: object) => call('PUT', `/api/groups/${groupId}`, owner.headers, body);
    const filesOf = (image: Image) =>
      [image.url, ...Object.values(image.versions).map((version) => version.url)].map((url) =>
        fileIn('public', url.slice('/api/files/'.length)),
      );

    // A group's cover is public, private group or not: outsiders see the group's card.
    const first = created.json().data.cover as Image;
    expect(filesOf(first).every(existsSync)).toBe(true);
    const replaced = await edit({ cover: await uploadBusinessImage(api, owner.headers, 1600, 600) });
    const second = replaced.json().data.cover as Image;
    expect(second.url).not.toBe(first.url);
    expect(filesOf(first).some(existsSync)).toBe(false);

    const cleared = await edit({ cover: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.cover).toBeNull();
    expect(filesOf(second).some(existsSync)).toBe(false);
    // Leaving it out keeps what there is; null removes too.
    const third = (await edit({ cover: await uploadBusinessImage(api, owner.headers) })).json().data.cover;
    expect((await edit({ name: 'Renamed group' })).json().data.cover).toEqual(third);
    expect((await edit({ cover: null })).json().data.cover).toBeNull();
    expect(filesOf(third).some(existsSync)).toBe(false);
  });
});
