import type { Group, GroupCard, GroupMember, Post } from '@tradeforge/contracts';

/** Factories of the groups feature's answers, for the web tier's tests. */
let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export const OWNER_ID = '00000000-0000-4000-8000-0000000000f1';

export const createGroupCard = (over: Partial<GroupCard> = {}): GroupCard => ({
  groupID: uuid(),
  name: 'Texas Hydraulics Makers',
  description: 'Makers of hydraulic presses and pumps in Texas.',
  privacy: 'open',
  cover: null,
  industry: { industryId: '0005', name: 'Machineries' },
  memberCount: 12,
  viewerState: 'none',
  ...over,
});

export const createGroup = (over: Partial<Group> = {}): Group => ({
  ...createGroupCard(),
  rules: 'Stay on topic. No spam.',
  createdAt: '2026-03-02T10:00:00.000Z',
  owner: { userID: OWNER_ID, firstName: 'Ada', lastName: 'Owens', profilePhoto: null },
  pendingRequests: 0,
  viewer: {
    state: 'none',
    role: null,
    notify: null,
    canPost: false,
    canModerate: false,
    canRead: true,
    muted: false,
  },
  ...over,
});

/** The viewer's standing as a plain member, or as the group's owner. */
export const asMember = {
  state: 'member',
  role: 'member',
  notify: 'all',
  canPost: true,
  canModerate: false,
  canRead: true,
  muted: false,
} as const satisfies Group['viewer'];
export const asOwner = { ...asMember, role: 'owner', canModerate: true } as const satisfies Group['viewer'];

export const createGroupMember = (over: Partial<GroupMember> = {}): GroupMember => ({
  userID: uuid(),
  firstName: 'Bo',
  lastName: 'Baker',
  profilePhoto: null,
  jobPosition: 'Buyer',
  role: 'member',
  state: 'member',
  muted: false,
  since: '2026-03-05T10:00:00.000Z',
  ...over,
});

export const createGroupPost = (
  group: { groupID: string; name: string },
  over: Partial<Post> = {},
): Post => ({
  postID: uuid(),
  content: 'Who supplies 40 MPa seals?',
  createdAt: '2026-03-06T10:00:00.000Z',
  author: {
    userID: uuid(),
    firstName: 'Bo',
    lastName: 'Baker',
    profilePhoto: null,
    businessID: null,
    companyName: null,
    businessPhoto: null,
  },
  timelineID: group.groupID,
  timelineType: 'group',
  businessID: null,
  images: [],
  canRemove: false,
  group,
  ...over,
});
