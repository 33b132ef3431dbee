import { describe, expect, it } from 'vitest';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { groupCalls } from './groups-support';

const api = useTestApi();
const groups = groupCalls(api);
const { call } = groups;

describe('a group', () => {
  it('is created by a verified user, who becomes its owner', async () => {
    const owner = await signIn(api);
    const response = await groups.create(owner.headers, { industryId: '0001', rules: 'Be kind.' });
    expect(response.statusCode).toBe(200);
    const group = response.json().data;
    expect(group).toMatchObject({
      name: 'Hydraulics Engineers',
      privacy: 'open',
      rules: 'Be kind.',
      memberCount: 1,
      industry: { industryId: '0001' },
      owner: { userID: owner.user.id },
      viewer: { state: 'member', role: 'owner', canPost: true, canModerate: true, canRead: true },
    });
    expect((await groups.create({}, {})).statusCode).toBe(401);
  });

  it('refuses an unknown industry', async () => {
    const owner = await signIn(api);
    expect((await groups.create(owner.headers, { industryId: '9999' })).statusCode).toBe(400);
  });

  it('shows a private group to visitors without its posts or members', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
    expect((await groups.post(groupId, owner.headers)).statusCode).toBe(200);
    const seen = (await groups.get(groupId)).json().data;
    expect(seen).toMatchObject({
      name: 'Hydraulics Engineers',
      memberCount: 1,
      owner: { lastName: 'Owner' },
    });
    expect(seen.viewer).toMatchObject({ state: 'none', canRead: false, canPost: false });
    const outsider = await signIn(api);
    for (const headers of [{}, outsider.headers]) {
      expect((await groups.posts(groupId, headers)).statusCode).toBe(404);
      expect((await groups.members(groupId, headers)).statusCode).toBe(404);
    }
    expect((await groups.posts(groupId, owner.headers)).json().data.posts).toHaveLength(1);
  });

  it('lets its owner and admins edit it, and nobody else', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const member = await groups.memberOf(groupId, owner.headers);
    const edit = (headers: Record<string, string>) =>
      call('PUT', `/api/groups/${groupId}`, headers, { name: 'Hydraulics Engineers of the Midwest' });
    expect((await edit(member.headers)).statusCode).toBe(403);
    expect((await edit({})).statusCode).toBe(401);
    await groups.act(groupId, member.user.id, 'role', owner.headers, { role: 'admin' });
    const edited = await edit(member.headers);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.name).toBe('Hydraulics Engineers of the Midwest');
    const industry = (industryId: string) =>
      call('PUT', `/api/groups/${groupId}`, owner.headers, { industryId });
    expect((await industry('0001')).json().data.industry).toMatchObject({ industryId: '0001' });
    expect((await industry('')).json().data.industry).toBeNull();
  });

  it('is deleted by its owner only, with its posts and memberships', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const member = await groups.memberOf(groupId, owner.headers);
    const postId = (await groups.post(groupId, member.headers)).json().data.postID;
    const commented = await call('POST', '/api/social/comments/make-comment', member.headers, {
      resourceType: 'post',
      resourceID: postId,
      content: 'Try the Parker dealer.',
    });
    expect(commented.statusCode).toBe(200);
    expect((await call('DELETE', `/api/groups/${groupId}`, member.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${groupId}`, owner.headers)).statusCode).toBe(200);
    expect((await groups.get(groupId)).statusCode).toBe(404);
    const { rows } = await api.database.pool.query(
      `select (select count(*) from posts where id = $1)::int as posts,
              (select count(*) from comments where resource_id = $1)::int as comments,
              (select count(*) from feed_entries where post_id = $1)::int as feed,
              (select count(*) from group_members where group_id = $2)::int as members`,
      [postId, groupId],
    );
    expect(rows[0]).toEqual({ posts: 0, comments: 0, feed: 0, members: 0 });
  });
});

describe('joining and leaving', () => {
  it('makes a member of an open group at once', async () => {
    const { groupId } = await groups.groupWithOwner();
    const person = await signIn(api);
    expect((await groups.join(groupId, person.headers)).json().data).toEqual({ state: 'member' });
    expect((await groups.get(groupId, person.headers)).json().data).toMatchObject({
      memberCount: 2,
      viewer: { state: 'member', role: 'member', canPost: true, canModerate: false },
    });
  });

  it('asks to join a private group, which its owner approves', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
    const person = await signIn(api);
    expect((await groups.join(groupId, person.headers)).json().data).toEqual({ state: 'requested' });
    expect((await groups.posts(groupId, person.headers)).statusCode).toBe(404);
    expect((await groups.get(groupId, owner.headers)).json().data.pendingRequests).toBe(1);
    const waiting = (await groups.members(groupId, owner.headers, '?state=requested')).json().data;
    expect(waiting.members.map((m: { userID: string }) => m.userID)).toEqual([person.user.id]);
    expect((await groups.members(groupId, person.headers, '?state=requested')).statusCode).toBe(404);
    expect((await groups.act(groupId, person.user.id, 'approve', person.headers)).statusCode).toBe(403);
    const approved = await groups.act(groupId, person.user.id, 'approve', owner.headers);
    expect(approved.json().data).toMatchObject({ userID: person.user.id, state: 'member' });
    expect((await groups.posts(groupId, person.headers)).statusCode).toBe(200);
  });

  it('lets a requester take the request back, and an admin refuse one', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
    const first = await signIn(api);
    const second = await signIn(api);
    await groups.join(groupId, first.headers);
    await groups.join(groupId, second.headers);
    expect((await call('POST', `/api/groups/${groupId}/refuse`, first.headers)).statusCode).toBe(200);
    expect((await groups.act(groupId, second.user.id, 'remove', owner.headers)).statusCode).toBe(200);
    expect((await groups.members(groupId, owner.headers, '?state=requested')).json().data.total).toBe(0);
    expect((await call('POST', `/api/groups/${groupId}/refuse`, first.headers)).statusCode).toBe(404);
  });

  it('keeps the owner until they hand the group over, unless they are its last member', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const member = await groups.memberOf(groupId, owner.headers);
    expect((await groups.leave(groupId, owner.headers)).statusCode).toBe(409);
    const handed = await groups.act(groupId, member.user.id, 'role', owner.headers, { role: 'owner' });
    expect(handed.json().data.role).toBe('owner');
    expect((await groups.get(groupId, owner.headers)).json().data.viewer.role).toBe('admin');
    expect((await groups.leave(groupId, owner.headers)).statusCode).toBe(200);
    expect((await groups.leave(groupId, member.headers)).statusCode).toBe(200);
    expect((await groups.get(groupId)).statusCode).toBe(404);
  });

  it('keeps a banned person from joining or asking again', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const member = await groups.memberOf(groupId, owner.headers);
    await groups.act(groupId, member.user.id, 'remove', owner.headers, { ban: true });
    expect((await groups.join(groupId, member.headers)).statusCode).toBe(403);
    const banned = (await groups.members(groupId, owner.headers, '?state=banned')).json().data;
    expect(banned.total).toBe(1);
    // Removing the ban without banning again lifts it.
    await groups.act(groupId, member.user.id, 'remove', owner.headers, {});
    expect((await groups.join(groupId, member.headers)).json().data.state).toBe('member');
  });
});
