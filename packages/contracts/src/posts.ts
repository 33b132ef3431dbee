import { Type, type Static } from 'typebox';
import { StoredImage } from './profile';

/**
 * Spec part 2, section 9, and the limits we chose where it names none
 * (docs/decisions/0035-post-content-and-feed-loading.md).
 */
export const POST_MAX_LENGTH = 3000;
export const POST_MAX_IMAGES = 4;
export const TIMELINE_PAGE_SIZE = 10;
export const NEWSFEED_PAGE_SIZE = 10;
export const POSTING_BUSINESSES_MAX = 5;
export const NEWSFEED_AUTO_LOAD_MS = 4000;
export const POST_MESSAGES = {
  created: 'Post created!',
  createFailed: 'There was an error creating this post!',
  feedFailed: 'Your newsfeed could not be loaded.',
} as const;

const Uuid = Type.String({ format: 'uuid' });
export const TimelineType = Type.Union([
  Type.Literal('user'),
  Type.Literal('business'),
  Type.Literal('group'),
]);
export type TimelineType = Static<typeof TimelineType>;

export const MakePostBody = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: POST_MAX_LENGTH }),
    timelineID: Uuid,
    timelineType: TimelineType,
    businessID: Type.Optional(Type.Union([Uuid, Type.Null()])),
    images: Type.Optional(
      Type.Array(Type.String({ format: 'uuid', description: 'Token of an uploaded image' }), {
        maxItems: POST_MAX_IMAGES,
        uniqueItems: true,
      }),
    ),
  },
  { additionalProperties: false },
);
export type MakePostBody = Static<typeof MakePostBody>;

export const RemovePostBody = Type.Object({ postID: Uuid }, { additionalProperties: false });
export const PostIdParams = Type.Object({ postID: Uuid });
export const TimelineParams = Type.Object({ timelineID: Uuid });
export const TimelineQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: TIMELINE_PAGE_SIZE }),
});

/** Where the previous page ended: the last post's creation time in microseconds and its id. */
// The id half is a real uuid shape: 36 hex digits and dashes in any order reached PostgreSQL's uuid cast (a 500).
export const NewsfeedCursor = Type.String({
  pattern: '^[0-9]{1,17}_[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  maxLength: 60,
});
export const NewsfeedQuery = Type.Object({ nextID: Type.Optional(NewsfeedCursor) });

export const PostAuthor = Type.Object({
  userID: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  profilePhoto: Type.Union([StoredImage, Type.Null()]),
  /** Set when the post was written as a business: the business is the author shown. */
  businessID: Type.Union([Uuid, Type.Null()]),
  companyName: Type.Union([Type.String(), Type.Null()]),
  businessPhoto: Type.Union([StoredImage, Type.Null()]),
});
export type PostAuthor = Static<typeof PostAuthor>;

export const Post = Type.Object({
  postID: Uuid,
  content: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  author: PostAuthor,
  timelineID: Uuid,
  timelineType: TimelineType,
  businessID: Type.Union([Uuid, Type.Null()]),
  images: Type.Array(StoredImage),
  /** Whether the viewer may remove it: its author, or an owner or admin of the business it was posted as. */
  canRemove: Type.Boolean(),
  /** Set on a post in a group: the newsfeed marks it with the group. */
  group: Type.Optional(Type.Object({ groupID: Uuid, name: Type.String() })),
  /** Why an operator hid it: only its author ever reads a hidden post. */
  moderationReason: Type.Optional(Type.String()),
});
export type Post = Static<typeof Post>;

export const NewsfeedPage = Type.Object({
  posts: Type.Array(Post),
  nextID: Type.Union([NewsfeedCursor, Type.Null()]),
});
export type NewsfeedPage = Static<typeof NewsfeedPage>;

export const TimelineOwner = Type.Object({
  timelineID: Uuid,
  timelineType: TimelineType,
  name: Type.String(),
  photo: Type.Union([StoredImage, Type.Null()]),
  /** Whether the viewer may post here: it is their own timeline, or a business they own or administer. */
  canPost: Type.Boolean(),
});
export type TimelineOwner = Static<typeof TimelineOwner>;

export const TimelinePage = Type.Object({
  timeline: TimelineOwner,
  posts: Type.Array(Post),
  total: Type.Integer({ minimum: 0 }),
});
export type TimelinePage = Static<typeof TimelinePage>;
