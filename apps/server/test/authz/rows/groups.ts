import type { Expect, Row } from './kit';
import { all, del, get, managers, members, owners, post, put, users } from './kit';

/** Only a private group's members read its posts and members; to everyone else it is a 404, as a hidden post. */
const readers: Expect = { visitor: 404, stranger: 404, member: 200, admin: 200, owner: 200 };

/** Groups (issue 49): the cast's roles in the world's private group are its owner, admin and member. */
export const groupRows: Row[] = [
  {
    route: 'POST /api/groups',
    expect: users(),
    request: () =>
      post('/api/groups', { name: 'Pump Makers', description: 'Makers of pumps.', privacy: 'open' }),
  },
  { route: 'GET /api/groups', expect: all(200), request: () => get('/api/groups?q=valve') },
  { route: 'GET /api/groups/:groupID', expect: all(200), request: (w) => get(`/api/groups/${w.group.id}`) },
  {
    route: 'PUT /api/groups/:groupID',
    expect: managers,
    request: (w) =>
      put(`/api/groups/${w.group.id}`, { description: 'Buyers of industrial valves and pumps.' }),
  },
  {
    route: 'DELETE /api/groups/:groupID',
    expect: owners,
    request: async (w) => del(`/api/groups/${(await w.freshGroup()).id}`),
  },
  {
    // The stranger asks; members are members already.
    route: 'POST /api/groups/:groupID/join',
    expect: users(),
    request: (w) => post(`/api/groups/${w.group.id}/join`),
  },
  {
    // The owner hands over first; the stranger (invited) is not a member.
    route: 'POST /api/groups/:groupID/leave',
    expect: { visitor: 401, stranger: 409, member: 200, admin: 200, owner: 409 },
    request: async (w) => post(`/api/groups/${(await w.freshGroup()).id}/leave`),
  },
  {
    route: 'POST /api/groups/:groupID/accept',
    expect: users(),
    request: async (w) => post(`/api/groups/${(await w.freshGroup()).id}/accept`),
  },
  {
    // Only the invited stranger has something to refuse.
    route: 'POST /api/groups/:groupID/refuse',
    expect: { ...all(404), visitor: 401, stranger: 200 },
    request: async (w) => post(`/api/groups/${(await w.freshGroup()).id}/refuse`),
  },
  {
    route: 'PUT /api/groups/:groupID/notify',
    expect: members,
    request: (w) => put(`/api/groups/${w.group.id}/notify`, { notify: 'highlights' }),
  },
  {
    route: 'GET /api/groups/:groupID/posts',
    expect: readers,
    request: (w) => get(`/api/groups/${w.group.id}/posts`),
  },
  {
    route: 'GET /api/groups/:groupID/members',
    expect: readers,
    request: (w) => get(`/api/groups/${w.group.id}/members`),
  },
  {
    route: 'POST /api/groups/:groupID/members/:userID/approve',
    expect: managers,
    request: async (w) => {
      const group = await w.freshGroup();
      return post(`/api/groups/${group.id}/members/${group.requesterId}/approve`);
    },
  },
  {
    route: 'POST /api/groups/:groupID/members/:userID/remove',
    expect: managers,
    request: async (w) => {
      const group = await w.freshGroup();
      return post(`/api/groups/${group.id}/members/${group.extraMemberId}/remove`, { ban: true });
    },
  },
  {
    route: 'POST /api/groups/:groupID/members/:userID/role',
    expect: owners,
    request: async (w) => {
      const group = await w.freshGroup();
      return post(`/api/groups/${group.id}/members/${group.extraMemberId}/role`, { role: 'admin' });
    },
  },
  {
    route: 'POST /api/groups/:groupID/members/:userID/mute',
    expect: managers,
    request: async (w) => {
      const group = await w.freshGroup();
      return post(`/api/groups/${group.id}/members/${group.extraMemberId}/mute`, { muted: true });
    },
  },
  {
    route: 'POST /api/groups/:groupID/invite',
    expect: managers,
    request: async (w) => {
      const group = await w.freshGroup();
      return post(`/api/groups/${group.id}/invite`, { userIDs: [w.people.operator.id] });
    },
  },
];
