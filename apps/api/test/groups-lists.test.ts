import { describe, expect, it } from 'vitest';
import { createBusiness, signIn } from './factories';
import { useTestApi } from './helper';
import { groupCalls, type Headers } from './groups-support';

const api = useTestApi();
const groups = groupCalls(api);
const { call } = groups;

const names = async (query: string, headers: Headers = {}) =>
  (await call('GET', `/api/groups?${query}`, headers))
    .json()
    .data.groups.map((g: { name: string }) => g.name);

describe('lists of groups', () => {
  it('find groups by words of their name and description, accents folded', async () => {
    const owner = await signIn(api);
    await groups.create(owner.headers, { name: 'Hydraulics Engineers of the Midwest' });
    await groups.create(owner.headers, {
      name: 'Texas Exporters Circle',
      description: 'Exportadores de válvulas',
      privacy: 'private',
    });
    expect(await names('q=hydraulic')).toEqual(['Hydraulics Engineers of the Midwest']);
    expect(await names('q=valvulas')).toEqual(['Texas Exporters Circle']);
    const counts = await call('POST', '/api/search/counts', {}, { textQuery: 'exporters' });
    expect(counts.json().data.groups).toEqual({ count: 1, capped: false });
  });

  it("list the viewer's groups, those they asked for and are invited to, and none of a visitor", async () => {
    const { owner, groupId } = await groups.groupWithOwner({ name: 'Mine Open' });
    const other = await groups.groupWithOwner({ name: 'Mine Asked', privacy: 'private' });
    await groups.groupWithOwner({ name: 'Not Mine' });
    const person = await signIn(api);
    await groups.join(groupId, person.headers);
    await groups.join(other.groupId, person.headers);
    expect(await names('mine=1', person.headers)).toEqual(['Mine Asked', 'Mine Open']);
    expect(await names('mine=1', owner.headers)).toEqual(['Mine Open']);
    expect((await call('GET', '/api/groups?mine=1')).statusCode).toBe(401);
  });

  it("suggest groups of the viewer's industries and followed businesses, most members first", async () => {
    const person = await signIn(api);
    await createBusiness(api.database.db, { ownerId: person.user.id, industryId: '0002' });
    const followed = await createBusiness(api.database.db, { industryId: '0003' });
    await call('POST', '/api/social/follow/business', person.headers, { resourceID: followed.id });
    await groups.groupWithOwner({ name: 'Small 0002', industryId: '0002' });
    const big = await groups.groupWithOwner({ name: 'Big 0003', industryId: '0003' });
    await groups.memberOf(big.groupId, big.owner.headers);
    await groups.groupWithOwner({ name: 'Other industry', industryId: '0004' });
    const joined = await groups.groupWithOwner({ name: 'Joined 0002', industryId: '0002' });
    await groups.join(joined.groupId, person.headers);
    expect(await names('suggested=1', person.headers)).toEqual(['Big 0003', 'Small 0002']);
  });

  it('leave out hidden and suspended groups', async () => {
    const { groupId } = await groups.groupWithOwner({ name: 'Hidden Pumps' });
    await api.database.pool.query(
      `update groups set hidden_at = now(), hidden_reason = 'spam' where id = $1`,
      [groupId],
    );
    expect(await names('q=hidden')).toEqual([]);
    expect((await groups.get(groupId)).statusCode).toBe(404);
  });
});
