import { describe, expect, it } from 'vitest';
import { describeNotification } from '@tradeforge/contracts';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { groupCalls, type Headers } from './groups-support';
import { notificationCalls } from './notifications-support';

const api = useTestApi();
const groups = groupCalls(api);
const notifications = notificationCalls(api);

/** The person's group notifications about the group: the events they were told of. */
const groupLine = async (headers: Headers, groupId: string) =>
  (await notifications.list(headers)).notifications.find(
    (item) => item.kind === 'group' && item.object.id === groupId,
  );

describe('group notifications', () => {
  it('tell owners and admins of a request to join, and the requester of the approval', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private', name: 'Texas Exporters' });
    const admin = await groups.memberOf(groupId, owner.headers);
    await groups.act(groupId, admin.user.id, 'role', owner.headers, { role: 'admin' });
    const member = await groups.memberOf(groupId, owner.headers);
    await api.database.pool.query('delete from notifications');
    const person = await signIn(api, { firstName: 'Rosa', lastName: 'Diaz' });
    await groups.join(groupId, person.headers);
    for (const headers of [owner.headers, admin.headers]) {
      const line = await groupLine(headers, groupId);
      expect(line?.object).toMatchObject({ type: 'group', event: 'requested', groupID: groupId });
      expect(describeNotification(line!)).toBe('Rosa Diaz asked to join Texas Exporters');
    }
    expect(await groupLine(member.headers, groupId)).toBeUndefined();
    await groups.act(groupId, person.user.id, 'approve', admin.headers);
    const approved = await groupLine(person.headers, groupId);
    expect(approved?.object.event).toBe('approved');
  });

  it('tell members of new posts by their setting, never the author', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const everything = await groups.memberOf(groupId, owner.headers);
    const highlights = await groups.memberOf(groupId, owner.headers);
    const none = await groups.memberOf(groupId, owner.headers);
    const author = await groups.memberOf(groupId, owner.headers);
    const setting = (headers: Headers, notify: string) =>
      groups.call('PUT', `/api/groups/${groupId}/notify`, headers, { notify });
    expect((await setting(highlights.headers, 'highlights')).json().data).toEqual({ notify: 'highlights' });
    await setting(none.headers, 'off');

    const byMember = (await groups.post(groupId, author.headers)).json().data.postID;
    const line = await groupLine(everything.headers, groupId);
    expect(line?.object).toMatchObject({ event: 'post', postID: byMember });
    expect(await groupLine(highlights.headers, groupId)).toBeUndefined();
    expect(await groupLine(none.headers, groupId)).toBeUndefined();
    expect(await groupLine(author.headers, groupId)).toBeUndefined();

    const byOwner = (await groups.post(groupId, owner.headers)).json().data.postID;
    expect((await groupLine(highlights.headers, groupId))?.object.postID).toBe(byOwner);
    expect(await groupLine(none.headers, groupId)).toBeUndefined();
    expect(await groupLine(owner.headers, groupId)).toMatchObject({ object: { postID: byMember } });
  });

  it('mail a group event at once to whoever chose mail for the kind', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ name: 'Pump Makers' });
    await notifications.call('PUT', '/notifications/settings', owner.headers, {
      settings: [{ kind: 'group', delivery: 'mail' }],
    });
    const member = await groups.memberOf(groupId, owner.headers);
    await groups.post(groupId, member.headers);
    const { rows } = await api.database.pool.query(
      `select mail from notifications where user_id = $1 and kind = 'group'`,
      [owner.user.id],
    );
    expect(rows).toEqual([{ mail: 'now' }]);
  });

  it('tell an invited person, who accepts or refuses', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
    const first = await signIn(api);
    const second = await signIn(api);
    const invited = await groups.call('POST', `/api/groups/${groupId}/invite`, owner.headers, {
      userIDs: [first.user.id, second.user.id],
    });
    expect(invited.json().data).toEqual({ invited: 2, added: 0, links: [] });
    expect((await groupLine(first.headers, groupId))?.object.event).toBe('invited');
    expect((await groups.get(groupId, first.headers)).json().data.viewer.state).toBe('invited');
    expect((await groups.posts(groupId, first.headers)).statusCode).toBe(404);
    expect(
      (await groups.call('POST', `/api/groups/${groupId}/accept`, first.headers, {})).json().data,
    ).toEqual({
      state: 'member',
    });
    expect((await groups.posts(groupId, first.headers)).statusCode).toBe(200);
    expect((await groups.call('POST', `/api/groups/${groupId}/refuse`, second.headers)).statusCode).toBe(200);
    expect((await groups.get(groupId, second.headers)).json().data.viewer.state).toBe('none');
  });
});
