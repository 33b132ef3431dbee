import { Type, type Static } from 'typebox';
import { StoredImage } from './profile';

export const COMMENT_MAX_LENGTH = 512;
export const COMMENTS_PAGE_SIZE = 5;

const Uuid = Type.String({ format: 'uuid' });
export const ReactableType = Type.Union([
  Type.Literal('business'),
  Type.Literal('product'),
  Type.Literal('post'),
  Type.Literal('comment'),
]);
export type ReactableType = Static<typeof ReactableType>;
export const CommentableType = Type.Union([
  Type.Literal('product'),
  Type.Literal('post'),
  Type.Literal('comment'),
]);

export const ResourceTypeParams = Type.Object({ resourceType: ReactableType });
export const ResourceIdParams = Type.Object({ resourceID: Uuid });
export const ActorQuery = Type.Object({ businessID: Type.Optional(Uuid) });

export const ReactBody = Type.Object(
  { resourceID: Uuid, businessID: Type.Optional(Uuid), reactionType: Type.Optional(Type.Literal('like')) },
  { additionalProperties: false },
);
export const UnreactBody = Type.Object(
  { resourceID: Uuid, businessID: Type.Optional(Uuid) },
  { additionalProperties: false },
);
export const ReactionCheck = Type.Object({ reactionType: Type.Union([Type.Literal('like'), Type.Null()]) });
export const ReactionSummary = Type.Object({
  reactionCount: Type.Object({ like: Type.Integer({ minimum: 0 }) }),
});

export const FollowBody = Type.Object({ resourceID: Uuid }, { additionalProperties: false });
export const FollowSummary = Type.Object({
  followers: Type.Integer({ minimum: 0 }),
  following: Type.Boolean(),
});

export const MakeCommentBody = Type.Object(
  {
    resourceID: Uuid,
    resourceType: CommentableType,
    content: Type.String({ minLength: 1, maxLength: COMMENT_MAX_LENGTH }),
    businessID: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type MakeCommentBody = Static<typeof MakeCommentBody>;

export const CommentsQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: COMMENTS_PAGE_SIZE }),
});

export const Comment = Type.Object({
  commentID: Uuid,
  content: Type.String(),
  resourceType: CommentableType,
  resourceID: Uuid,
  createdAt: Type.String({ format: 'date-time' }),
  replies: Type.Integer({ minimum: 0 }),
  /** Removed by its author or the product's business while others' replies remain: shown as a placeholder. */
  removed: Type.Boolean(),
  /** Whether the viewer may remove it: their own, or any on a product of a business they own or administer. */
  canRemove: Type.Boolean(),
  whoComment: Type.Object({
    userID: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    profilePhoto: Type.Union([StoredImage, Type.Null()]),
    businessID: Type.Union([Uuid, Type.Null()]),
    companyName: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type Comment = Static<typeof Comment>;
export const CommentPage = Type.Object({
  comments: Type.Array(Comment),
  total: Type.Integer({ minimum: 0 }),
});
export type CommentPage = Static<typeof CommentPage>;
