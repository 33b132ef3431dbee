import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { collectUserData } from '../src/modules/data-rights/collect';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { groupCalls, type Headers } from './groups-support';
import { signInOperator } from './operator-support';

const api = useTestApi();
const groups = groupCalls(api);
const { call } = groups;

const report = (headers: Headers, objectType: string, objectID: string) =>
  call('POST', '/api/reports', headers, { objectType, objectID, reason: 'spam' });
const auditLines = async (action: string, objectId: string) =>
  (
    await api.database.pool.query<{ n: number }>(
      'select count(*)::int as n from operator_audit_log where action = $1 and object_id = $2',
      [action, objectId],
    )
  ).rows[0]!.n;

describe('operators and groups', () => {
  it('list groups, hide one with a reason, suspend and restore it, each change audited', async () => {
    const operator = await signInOperator(api);
    const { owner, groupId } = await groups.groupWithOwner({ name: 'Spammy Deals Club' });
    const member = await groups.memberOf(groupId, owner.headers);
    const listed = (await call('GET', '/api/operator/groups?q=spammy', operator.headers)).json().data;
    expect(listed.items).toEqual([
      expect.objectContaining({ groupID: groupId, memberCount: 2, hiddenAt: null }),
    ]);
    expect((await call('GET', '/api/operator/groups', member.headers)).statusCode).toBe(403);

    const hidden = await call('POST', `/api/operator/groups/${groupId}/hide`, operator.headers, {
      reason: 'Advertising',
    });
    expect(hidden.statusCode).toBe(200);
    expect((await groups.get(groupId, member.headers)).statusCode).toBe(404);
    expect((await groups.get(groupId, owner.headers)).json().data.moderationReason).toBe('Advertising');

    await call('POST', `/api/operator/groups/${groupId}/suspend`, operator.headers);
    expect((await groups.get(groupId, owner.headers)).statusCode).toBe(404);
    expect((await groups.post(groupId, owner.headers)).statusCode).toBe(404);

    await call('POST', `/api/operator/groups/${groupId}/restore`, operator.headers);
    expect((await groups.get(groupId, member.headers)).statusCode).toBe(200);
    for (const action of ['group.hide', 'group.suspend', 'group.restore'])
      expect(await auditLines(action, groupId)).toBe(1);
  });

  it("read a private group's reported post only through the report, each reading audited", async () => {
    const operator = await signInOperator(api);
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
    const member = await groups.memberOf(groupId, owner.headers);
    const postId = (await groups.post(groupId, owner.headers, 'Cheap pumps, DM me')).json().data.postID;
    await call('POST', '/api/social/comments/make-comment', member.headers, {
      resourceType: 'post',
      resourceID: postId,
      content: 'Cheap pumps indeed',
    });
    // The console's lists of posts and comments leave a private group's out.
    for (const list of ['posts', 'comments']) {
      const page = (await call('GET', `/api/operator/${list}?q=cheap%20pumps`, operator.headers)).json().data;
      expect({ list, total: page.total }).toEqual({ list, total: 0 });
    }
    const outsider = await signIn(api);
    expect((await report(outsider.headers, 'post', postId)).statusCode).toBe(404);
    expect((await groups.getPost(postId, operator.headers)).statusCode).toBe(404);
    const reportID = (await report(member.headers, 'post', postId)).json().data.reportID;
    const queue = (await call('GET', '/api/operator/reports', operator.headers)).json().data.items;
    // The queue names the report, not the private post's text.
    expect(queue.find((item: { reportID: string }) => item.reportID === reportID).objectTitle).toBe('');
    const read = await call('GET', `/api/operator/reports/${reportID}/post`, operator.headers);
    expect(read.json().data).toMatchObject({ postID: postId, content: 'Cheap pumps, DM me' });
    await call('GET', `/api/operator/reports/${reportID}/post`, operator.headers);
    expect(await auditLines('report.read-group-post', postId)).toBe(2);
    expect((await call('GET', `/api/operator/reports/${reportID}/post`, member.headers)).statusCode).toBe(
      403,
    );
  });

  it('take reports of groups', async () => {
    const { groupId } = await groups.groupWithOwner({ privacy: 'private', name: 'Shady Resellers' });
    const reporter = await signIn(api);
    expect((await report(reporter.headers, 'group', groupId)).statusCode).toBe(201);
    const operator = await signInOperator(api);
    const queue = (await call('GET', '/api/operator/reports?objectType=group', operator.headers)).json().data;
    expect(queue.items[0]).toMatchObject({
      objectType: 'group',
      objectID: groupId,
      objectTitle: 'Shady Resellers',
    });
  });
});

describe('data rights and groups', () => {
  it("export a person's groups and standing", async () => {
    const { owner, groupId } = await groups.groupWithOwner({ name: 'Exported Group' });
    const data = await collectUserData(api.database.db, owner.user.id);
    expect(data?.groups).toEqual([
      expect.objectContaining({
        groupId,
        role: 'owner',
        state: 'member',
        group: expect.objectContaining({ name: 'Exported Group' }),
      }),
    ]);
  });

  it('hand a deleted account’s groups to the oldest admin, else member, and delete the empty ones', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const first = await groups.memberOf(groupId, owner.headers);
    const admin = await groups.memberOf(groupId, owner.headers);
    await groups.act(groupId, admin.user.id, 'role', owner.headers, { role: 'admin' });
    const alone = await groups.create(owner.headers, { name: 'Only Me' });
    const aloneId = alone.json().data.groupID;
    const grant = randomBytes(32).toString('base64url');
    await api.database.db.insert(schema.accountDeletionGrants).values({
      tokenHash: createHash('sha256').update(grant).digest('hex'),
      userId: owner.user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await call('POST', '/api/user/account/delete', owner.headers, { grant })).statusCode).toBe(200);
    const group = (await groups.get(groupId, first.headers)).json().data;
    expect(group.owner.userID).toBe(admin.user.id);
    expect(group.memberCount).toBe(2);
    expect((await groups.get(aloneId)).statusCode).toBe(404);
  });
});
