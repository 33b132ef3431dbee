import type { TestApi } from './helper';
import { signIn } from './factories';

export type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The groups routes as a browser calls them, and a few set-ups the groups tests share. */
export function groupCalls(api: TestApi) {
  const call = (method: Method, url: string, headers: Headers = {}, payload?: object) =>
    api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = async (headers: Headers, body: object = {}) => {
    const response = await call('POST', '/api/groups', headers, {
      name: 'Hydraulics Engineers',
      description: 'Pumps, valves and cylinders for industrial machines.',
      privacy: 'open',
      ...body,
    });
    return response;
  };
  const calls = {
    call,
    create,
    get: (groupId: string, headers: Headers = {}) => call('GET', `/api/groups/${groupId}`, headers),
    join: (groupId: string, headers: Headers) => call('POST', `/api/groups/${groupId}/join`, headers),
    leave: (groupId: string, headers: Headers) => call('POST', `/api/groups/${groupId}/leave`, headers),
    members: (groupId: string, headers: Headers = {}, query = '') =>
      call('GET', `/api/groups/${groupId}/members${query}`, headers),
    act: (groupId: string, userId: string, action: string, headers: Headers, body: object = {}) =>
      call('POST', `/api/groups/${groupId}/members/${userId}/${action}`, headers, body),
    posts: (groupId: string, headers: Headers = {}, cursor?: string) =>
      call('GET', `/api/groups/${groupId}/posts${cursor ? `?cursor=${cursor}` : ''}`, headers),
    post: async (
      groupId: string,
      headers: Headers,
      content = 'Who services axial piston pumps near Tulsa?',
      images: string[] = [],
    ) =>
      call('POST', '/api/social/posts/make-post', headers, {
        content,
        timelineID: groupId,
        timelineType: 'group',
        ...(images.length > 0 ? { images } : {}),
      }),
    getPost: (postId: string, headers: Headers = {}) => call('GET', `/api/social/posts/${postId}`, headers),
    newsfeed: (headers: Headers, nextID?: string) =>
      call('GET', `/api/newsfeed/load${nextID ? `?nextID=${nextID}` : ''}`, headers),

    /** A group made by a new owner, and its id. */
    async groupWithOwner(body: object = {}) {
      const owner = await signIn(api, { firstName: 'Olga', lastName: 'Owner' });
      const response = await create(owner.headers, body);
      if (response.statusCode !== 200) throw new Error(response.body);
      return { owner, groupId: response.json().data.groupID as string };
    },

    /** A new signed-in person who is a member of the group (joined, or asked and approved). */
    async memberOf(groupId: string, owner: Headers) {
      const member = await signIn(api);
      const joined = (await calls.join(groupId, member.headers)).json().data.state;
      if (joined === 'requested') await calls.act(groupId, member.user.id, 'approve', owner);
      return member;
    },
  };
  return calls;
}
