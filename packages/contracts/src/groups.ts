import { Type, type Static } from 'typebox';
import { StoredImage } from './profile';
import { NewsfeedCursor } from './posts';

/**
 * Groups (issue 49): open and private communities of people and businesses, on the posts, comments, likes,
 * notifications and moderation the site already has. The limits we chose where the issue names none.
 */
export const GROUP_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  descriptionMax: 2000,
  rulesMax: 5000,
  /** Groups per page in /groups and in a search of groups. */
  pageSize: 20,
  membersPageSize: 30,
  /** Addresses or people one invitation form sends to at once. */
  invitesPerRequest: 20,
  /** Invitations one person sends per day, across groups (abuse control, as for businesses). */
  invitesPerDay: 50,
  /** How long an e-mailed invitation's link stays valid. */
  invitationValidDays: 14,
  /** Join requests one person may have waiting at once. */
  pendingRequestsMax: 20,
} as const;

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const UploadToken = Type.String({ format: 'uuid', description: 'Token of a validated upload' });

/** `open`: anyone signed in joins at once, and everyone reads its posts. `private`: members only read and post. */
export const GroupPrivacy = Type.Union([Type.Literal('open'), Type.Literal('private')]);
export type GroupPrivacy = Static<typeof GroupPrivacy>;

export const GroupRole = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]);
export type GroupRole = Static<typeof GroupRole>;

/**
 * Where a person stands with a group. `requested`: asked to join a private group; `invited`: an owner or admin
 * invited them and they have not answered; `banned`: removed by an admin and may not join or ask again.
 */
export const GroupMemberState = Type.Union([
  Type.Literal('member'),
  Type.Literal('requested'),
  Type.Literal('invited'),
  Type.Literal('banned'),
]);
export type GroupMemberState = Static<typeof GroupMemberState>;

/** Which new posts of a group notify a member: every post, those of its owner and admins, or none. */
export const GroupPostNotify = Type.Union([
  Type.Literal('all'),
  Type.Literal('highlights'),
  Type.Literal('off'),
]);
export type GroupPostNotify = Static<typeof GroupPostNotify>;

const groupFields = {
  name: Type.String({ minLength: GROUP_LIMITS.nameMin, maxLength: GROUP_LIMITS.nameMax }),
  description: Type.String({ minLength: 1, maxLength: GROUP_LIMITS.descriptionMax }),
  privacy: GroupPrivacy,
  /** An industry's id; '' (on an update) leaves the group with none, as clients drop null fields. */
  industryId: Type.Optional(Nullable(Type.Union([Type.String({ pattern: '^\\d{4}$' }), Type.Literal('')]))),
  rules: Type.Optional(Nullable(Type.String({ maxLength: GROUP_LIMITS.rulesMax }))),
  /** An uploaded image's token; '' or null (on an update) removes the cover, as clients drop null fields. */
  cover: Type.Optional(Nullable(Type.Union([UploadToken, Type.Literal('')]))),
};

/** POST /api/groups: the creator becomes its owner. */
export const CreateGroupBody = Type.Object(groupFields, { additionalProperties: false });
export type CreateGroupBody = Static<typeof CreateGroupBody>;

/** PUT /api/groups/{groupID}: owners and admins change what they send; what is left out stays. */
export const UpdateGroupBody = Type.Partial(Type.Object(groupFields), { additionalProperties: false });
export type UpdateGroupBody = Static<typeof UpdateGroupBody>;

export const GroupIdParams = Type.Object({ groupID: Uuid });
export const GroupMemberParams = Type.Object({ groupID: Uuid, userID: Uuid });

/** The viewer's own standing; `none` for a visitor or a person with no relation to the group. */
export const GroupViewer = Type.Object({
  state: Type.Union([GroupMemberState, Type.Literal('none')]),
  role: Nullable(GroupRole),
  notify: Nullable(GroupPostNotify),
  /** A member who is not muted (and every owner and admin). */
  canPost: Type.Boolean(),
  /** Owners and admins: approve, remove, mute and ban members, remove posts, edit the group. */
  canModerate: Type.Boolean(),
  /**
   * Whether the viewer may read its posts and members: an open group, a private one's members (operators read a
   * private group's reported posts through the report only).
   */
  canRead: Type.Boolean(),
  muted: Type.Boolean(),
});
export type GroupViewer = Static<typeof GroupViewer>;

const GroupIndustry = Type.Object({ industryId: Type.String(), name: Type.String() });

/** A group in lists and search results. */
export const GroupCard = Type.Object({
  groupID: Uuid,
  name: Type.String(),
  description: Type.String(),
  privacy: GroupPrivacy,
  cover: Nullable(StoredImage),
  industry: Nullable(GroupIndustry),
  memberCount: Type.Integer({ minimum: 0 }),
  viewerState: Type.Union([GroupMemberState, Type.Literal('none')]),
});
export type GroupCard = Static<typeof GroupCard>;

/** GET /api/groups/{groupID}: what anyone may see of a group, private ones included, and the viewer's standing. */
export const Group = Type.Object({
  ...GroupCard.properties,
  rules: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  owner: Type.Object({
    userID: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    profilePhoto: Nullable(StoredImage),
  }),
  /** Members waiting for approval: counted for owners and admins only, 0 for everyone else. */
  pendingRequests: Type.Integer({ minimum: 0 }),
  viewer: GroupViewer,
  /** Why an operator hid it: only its owners and admins read a hidden group. */
  moderationReason: Type.Optional(Type.String()),
});
export type Group = Static<typeof Group>;

/**
 * GET /api/groups: `mine=1` the viewer's groups (member, asked or invited), `suggested=1` groups of the viewer's
 * industries and of businesses they follow, `q=` a search of groups by name and description; otherwise the newest.
 */
/** A switch in a query string: `1` or `true` turns it on (`mine=1`), `0` or `false` leaves it off. */
const QueryFlag = Type.Union([
  Type.Literal('1'),
  Type.Literal('true'),
  Type.Literal('0'),
  Type.Literal('false'),
]);
export const isQueryFlagOn = (flag: string | undefined) => flag === '1' || flag === 'true';

export const GroupsQuery = Type.Object({
  mine: Type.Optional(QueryFlag),
  suggested: Type.Optional(QueryFlag),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  skip: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: GROUP_LIMITS.pageSize }),
});
export type GroupsQuery = Static<typeof GroupsQuery>;

export const GroupList = Type.Object({
  groups: Type.Array(GroupCard),
  total: Type.Integer({ minimum: 0 }),
});
export type GroupList = Static<typeof GroupList>;

/** POST /api/groups/{groupID}/join: an open group answers `member`, a private one `requested`. */
export const JoinGroupResult = Type.Object({ state: GroupMemberState });
export type JoinGroupResult = Static<typeof JoinGroupResult>;

export const GroupMember = Type.Object({
  userID: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  profilePhoto: Nullable(StoredImage),
  jobPosition: Nullable(Type.String()),
  role: GroupRole,
  state: GroupMemberState,
  muted: Type.Boolean(),
  /** When they joined, asked, were invited or banned: the time of their current state. */
  since: Type.String({ format: 'date-time' }),
});
export type GroupMember = Static<typeof GroupMember>;

/** Members by default; owners and admins also list `requested`, `invited` and `banned`. */
export const GroupMembersQuery = Type.Object({
  state: Type.Optional(GroupMemberState),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: GROUP_LIMITS.membersPageSize }),
});
export type GroupMembersQuery = Static<typeof GroupMembersQuery>;

export const GroupMembersPage = Type.Object({
  members: Type.Array(GroupMember),
  total: Type.Integer({ minimum: 0 }),
});
export type GroupMembersPage = Static<typeof GroupMembersPage>;

/** POST .../members/{userID}/role: `owner` hands the group over (owners only); the old owner becomes an admin. */
export const GroupRoleBody = Type.Object({ role: GroupRole }, { additionalProperties: false });
export type GroupRoleBody = Static<typeof GroupRoleBody>;

/** POST .../members/{userID}/remove: `ban` keeps them from joining or asking again. */
export const GroupRemoveBody = Type.Object(
  { ban: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type GroupRemoveBody = Static<typeof GroupRemoveBody>;

/** POST .../members/{userID}/mute: a muted member reads but does not post or comment in the group. */
export const GroupMuteBody = Type.Object({ muted: Type.Boolean() }, { additionalProperties: false });
export type GroupMuteBody = Static<typeof GroupMuteBody>;

/** PUT /api/groups/{groupID}/notify: which of its new posts notify the viewer. */
export const GroupNotifyBody = Type.Object({ notify: GroupPostNotify }, { additionalProperties: false });
export type GroupNotifyBody = Static<typeof GroupNotifyBody>;

/**
 * POST /api/groups/{groupID}/invite (owners and admins): people by account, addresses by e-mail (a link that only
 * the account with that address can accept, as business invitations), and the members of a business the inviter
 * manages (added at once: they already share the business).
 */
export const GroupInviteBody = Type.Object(
  {
    userIDs: Type.Optional(Type.Array(Uuid, { maxItems: GROUP_LIMITS.invitesPerRequest, uniqueItems: true })),
    emails: Type.Optional(
      Type.Array(Type.String({ format: 'email', maxLength: 254 }), {
        maxItems: GROUP_LIMITS.invitesPerRequest,
        uniqueItems: true,
      }),
    ),
    businessID: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type GroupInviteBody = Static<typeof GroupInviteBody>;

export const GroupInviteResult = Type.Object({
  /** People invited by account, and addresses mailed. */
  invited: Type.Integer({ minimum: 0 }),
  /** Members of the business added at once. */
  added: Type.Integer({ minimum: 0 }),
  /** On a site that sends no mail, the links to pass on, one per address. */
  links: Type.Array(Type.Object({ email: Type.String(), url: Type.String() })),
});
export type GroupInviteResult = Static<typeof GroupInviteResult>;

/** POST /api/groups/{groupID}/accept: an invited person accepts; `token` is the e-mailed link's. */
export const GroupAcceptBody = Type.Object(
  { token: Type.Optional(Type.String({ minLength: 20, maxLength: 200 })) },
  { additionalProperties: false },
);
export type GroupAcceptBody = Static<typeof GroupAcceptBody>;

/** GET /api/groups/{groupID}/posts?cursor=: newest first, as the newsfeed pages. */
export const GroupPostsQuery = Type.Object({ cursor: Type.Optional(NewsfeedCursor) });
export type GroupPostsQuery = Static<typeof GroupPostsQuery>;

/** GET /api/operator/groups: a row of the operators' list of groups (every group, hidden and suspended ones too). */
export const OperatorGroupRow = Type.Object({
  groupID: Uuid,
  name: Type.String(),
  privacy: GroupPrivacy,
  memberCount: Type.Integer({ minimum: 0 }),
  ownerEmail: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  hiddenAt: Nullable(Type.String({ format: 'date-time' })),
  hiddenReason: Nullable(Type.String()),
  suspendedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type OperatorGroupRow = Static<typeof OperatorGroupRow>;

/** POST /api/operator/groups/{groupID}/hide: only its owner and admins still see it, with the reason. */
export const HideGroupBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
export type HideGroupBody = Static<typeof HideGroupBody>;

/** POST /api/operator/groups/{groupID}/{action}: `suspend` takes it from everyone, `restore` undoes both. */
export const OperatorGroupAction = Type.Object({
  groupID: Uuid,
  action: Type.Union([Type.Literal('suspend'), Type.Literal('restore')]),
});
export type OperatorGroupAction = Static<typeof OperatorGroupAction>;
