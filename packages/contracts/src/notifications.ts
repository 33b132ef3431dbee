import { Type, type Static } from 'typebox';

const Uuid = Type.String({ format: 'uuid' });

/** What a notification can be about; each kind has its own delivery setting. */
export const NOTIFICATION_KINDS = [
  'like',
  'follow',
  'comment',
  'reply',
  'inquiry',
  'message',
  'membership',
  'search',
  'group',
  'rfq',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NotificationKind = Type.Union([
  Type.Literal('like'),
  Type.Literal('follow'),
  Type.Literal('comment'),
  Type.Literal('reply'),
  Type.Literal('inquiry'),
  Type.Literal('message'),
  Type.Literal('membership'),
  Type.Literal('search'),
  Type.Literal('group'),
  Type.Literal('rfq'),
]);

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  like: 'Likes of my businesses, products, posts and comments',
  follow: 'New followers of my businesses',
  comment: 'Comments on my products and posts',
  reply: 'Replies to my comments',
  inquiry: 'New inquiries to my businesses',
  message: 'New messages in my conversations',
  membership: 'Membership changes of my businesses',
  search: 'New results for my saved searches',
  group: 'Join requests, approvals, invitations and new posts of my groups',
  rfq: 'Buying requests for my businesses, and quotes on my requests and their outcome',
};

/** `site`: in the list and live in the header; `mail`: also by mail at once; `digest`: also in a daily mail. */
export const NOTIFICATION_DELIVERIES = ['site', 'mail', 'digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];
export const NotificationDelivery = Type.Union([
  Type.Literal('site'),
  Type.Literal('mail'),
  Type.Literal('digest'),
  Type.Literal('off'),
]);

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NotificationActor = Type.Object({
  userID: Uuid,
  name: Type.String(),
  businessID: Type.Union([Uuid, Type.Null()]),
  companyName: Type.Union([Type.String(), Type.Null()]),
});
export type NotificationActor = Static<typeof NotificationActor>;

/** The object a notification is about and what the list needs to name it and link to it. */
export const NotificationObject = Type.Object({
  type: Type.Union([
    Type.Literal('business'),
    Type.Literal('product'),
    Type.Literal('post'),
    Type.Literal('comment'),
    Type.Literal('thread'),
    Type.Literal('search'),
    Type.Literal('group'),
    Type.Literal('rfq'),
  ]),
  id: Uuid,
  title: Type.String(),
  businessID: Type.Optional(Uuid),
  companyName: Type.Optional(Type.String()),
  productID: Type.Optional(Uuid),
  productName: Type.Optional(Type.String()),
  postID: Type.Optional(Uuid),
  /** For a thread: the inbox side of the recipient, `R` (a business inbox) or `S` (sent requests). */
  side: Type.Optional(Type.Union([Type.Literal('S'), Type.Literal('R')])),
  /** For a membership event, or a group's (`requested`, `approved`, `invited`, `post`): what happened. */
  event: Type.Optional(Type.String()),
  /** For a group event: the group (the object's title is its name; a `post` event also has `postID`). */
  groupID: Type.Optional(Uuid),
  /**
   * For a buying request (the object's id and title are the request's): `matched` to the business `businessID`,
   * `quote` received on the viewer's request, the quote of `businessID` `accepted`, `declined` or `not-selected`,
   * the viewer's request `expired`; `quoteID` names the quote concerned.
   */
  quoteID: Type.Optional(Uuid),
});
export type NotificationObject = Static<typeof NotificationObject>;

export const NotificationItem = Type.Object({
  id: Type.String(),
  kind: NotificationKind,
  object: NotificationObject,
  /** The newest actors (up to 3), newest first; `actorCount` counts them all. */
  actors: Type.Array(NotificationActor),
  actorCount: Type.Integer({ minimum: 0 }),
  read: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type NotificationItem = Static<typeof NotificationItem>;

export const NotificationsQuery = Type.Object({
  cursor: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,20}-[0-9]{1,18}$', description: 'nextCursor of the previous page' }),
  ),
});
export const NotificationPage = Type.Object({
  notifications: Type.Array(NotificationItem),
  unread: Type.Integer({ minimum: 0 }),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type NotificationPage = Static<typeof NotificationPage>;

export const MarkNotificationsReadBody = Type.Union(
  [
    Type.Object(
      { ids: Type.Array(Type.String({ pattern: '^[0-9]{1,18}$' }), { minItems: 1, maxItems: 100 }) },
      { additionalProperties: false },
    ),
    Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
  ],
  { description: '{ ids } marks those notifications read; { all: true } marks every one' },
);
export type MarkNotificationsReadBody = Static<typeof MarkNotificationsReadBody>;
export const NotificationUnread = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type NotificationUnread = Static<typeof NotificationUnread>;

export const NotificationSetting = Type.Object(
  { kind: NotificationKind, delivery: NotificationDelivery },
  { additionalProperties: false },
);
export type NotificationSetting = Static<typeof NotificationSetting>;
export const NotificationSettings = Type.Object({ settings: Type.Array(NotificationSetting) });
export type NotificationSettings = Static<typeof NotificationSettings>;
export const UpdateNotificationSettingsBody = Type.Object(
  { settings: Type.Array(NotificationSetting, { minItems: 1, maxItems: NOTIFICATION_KINDS.length }) },
  { additionalProperties: false },
);

/** Payload of the live `notification.changed` event. */
export type NotificationChangedEvent = NotificationUnread;

const VERBS: Record<NotificationKind, string> = {
  like: 'liked',
  follow: 'followed',
  comment: 'commented on',
  reply: 'replied to your comment',
  inquiry: 'sent an inquiry to',
  message: 'sent a message in',
  membership: '',
  search: '',
  group: '',
  rfq: '',
};

/** A buying request's events; the buyer is never named (they may hide who they are until they reply). */
const RFQ_EVENTS: Record<string, (company: string | undefined, title: string) => string> = {
  matched: (company, title) => `New buying request for ${company ?? 'your business'}: ${title}`,
  accepted: (company, title) => `The buyer accepted the quote of ${company ?? 'your business'} on ${title}`,
  declined: (company, title) => `The buyer declined the quote of ${company ?? 'your business'} on ${title}`,
  'not-selected': (company, title) =>
    `The buyer chose another quote on ${title}; thank you for quoting for ${company ?? 'your business'}`,
  expired: (_company, title) => `Your buying request ${title} has expired`,
};

const GROUP_EVENTS: Record<string, string> = {
  requested: 'asked to join',
  approved: 'approved your request to join',
  invited: 'invited you to join',
  post: 'posted in',
};

const MEMBERSHIP_EVENTS: Record<string, string> = {
  activated: 'Your membership is active for',
  reminder: 'Your membership ends soon for',
  expired: 'Your membership ended for',
};

function actorName(actor: NotificationActor) {
  return actor.companyName ?? actor.name;
}

/**
 * The one line that names a notification, used by the header list and by the mails: "Ana Ruiz and 4 others liked
 * Acme Pumps". The object's title is quoted for posts, comments and conversations (they are excerpts).
 */
export function describeNotification(
  item: Pick<NotificationItem, 'kind' | 'object' | 'actors' | 'actorCount'>,
) {
  const { kind, object, actors, actorCount } = item;
  const title = ['business', 'product'].includes(object.type) ? object.title : `“${object.title}”`;
  if (kind === 'search') return `New results for your saved search ${title}`;
  if (kind === 'rfq' && object.event !== 'quote')
    return (RFQ_EVENTS[object.event ?? ''] ?? RFQ_EVENTS.matched!)(object.companyName, title);
  if (kind === 'membership')
    return `${MEMBERSHIP_EVENTS[object.event ?? ''] ?? 'Membership news for'} ${title}`;
  const [first, second] = actors;
  const others = actorCount - (second && actorCount === 2 ? 2 : 1);
  const who = !first
    ? 'Someone'
    : second && actorCount === 2
      ? `${actorName(first)} and ${actorName(second)}`
      : others > 0
        ? `${actorName(first)} and ${others} ${others === 1 ? 'other' : 'others'}`
        : actorName(first);
  if (kind === 'rfq') return `${who} quoted on your buying request ${title}`;
  if (kind === 'group') return `${who} ${GROUP_EVENTS[object.event ?? ''] ?? 'acted in'} ${object.title}`;
  if (kind === 'reply') return `${who} ${VERBS.reply} ${title}`;
  // The object is the conversation: the inquiry went to its business, and the subject is quoted after it.
  if (kind === 'inquiry')
    return object.companyName
      ? `${who} ${VERBS.inquiry} ${object.companyName}: ${title}`
      : `${who} sent an inquiry: ${title}`;
  return `${who} ${VERBS[kind]} ${title}`;
}
