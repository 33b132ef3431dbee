import { describe, expect, it } from 'vitest';
import { createBusiness, signAccessToken, signIn } from './factories';
import { useTestApi } from './helper';
import { messageCalls } from './messages-support';

const api = useTestApi();
const { call, send, reply } = messageCalls(api);

/** The same person twice: before (`ev: false`) and after verifying the e-mail. */
async function unverifiedUser() {
  const verified = await signIn(api);
  const token = await signAccessToken(api, {
    userId: verified.user.id,
    sessionId: verified.sessionId,
    emailVerified: false,
  });
  return { verified, unverified: { ...verified, token, headers: { 'wbn-auth': token } } };
}

describe('an account whose e-mail is not verified', () => {
  it('may not send inquiries or messages, make posts or comment', async () => {
    const { verified, unverified } = await unverifiedUser();
    const owner = await signIn(api);
    const supplier = await createBusiness(api.database.db, { ownerId: owner.user.id });
    const refusedInquiry = await send(unverified.headers, { to: supplier.id });
    expect(refusedInquiry.statusCode).toBe(403);
    expect(refusedInquiry.json().error.name).toBe('EmailNotVerified');

    const thread = await send(verified.headers, { to: supplier.id });
    expect(thread.statusCode).toBe(200);
    const rid = thread.json().data.requestID as string;
    const refusedReply = await reply(unverified.headers, rid, 'Any news?');
    expect(refusedReply.json().error.name).toBe('EmailNotVerified');
    expect((await reply(verified.headers, rid, 'Any news?')).statusCode).toBe(200);

    const postBody = { content: 'Hello', timelineID: verified.user.id, timelineType: 'user' };
    const refusedPost = await call('POST', '/social/posts/make-post', unverified.headers, postBody);
    expect(refusedPost.json().error.name).toBe('EmailNotVerified');
    const post = await call('POST', '/social/posts/make-post', verified.headers, postBody);
    expect(post.statusCode).toBe(200);

    const comment = { resourceID: post.json().data.postID, resourceType: 'post', content: 'Nice' };
    const refusedComment = await call('POST', '/social/comments/make-comment', unverified.headers, comment);
    expect(refusedComment.json().error.name).toBe('EmailNotVerified');
    expect((await call('POST', '/social/comments/make-comment', verified.headers, comment)).statusCode).toBe(
      200,
    );
  });

  it('may still browse and edit its own profile', async () => {
    const { unverified } = await unverifiedUser();
    expect((await call('GET', '/user/profile', unverified.headers)).statusCode).toBe(200);
    const edit = await call('PUT', '/user/profile', unverified.headers, { firstName: 'Verity' });
    expect(edit.statusCode).toBe(200);
    expect((await call('GET', '/newsfeed/load', unverified.headers)).statusCode).toBe(200);
  });
});
