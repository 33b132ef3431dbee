import { Type, type Static, type TSchema } from 'typebox';
import { OperatorListQuery } from './operator';

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Where a comment (or the comment a reply answers) is shown: a product's or a post's page. */
export const CommentPlace = Type.Object({
  type: Type.Union([Type.Literal('product'), Type.Literal('post')]),
  id: Uuid,
  /** The product's name or the start of the post; null when it was deleted since. */
  title: Nullable(Type.String()),
  /** The product's business, for its page's address. */
  businessID: Nullable(Uuid),
  companyName: Nullable(Type.String()),
});
export type CommentPlace = Static<typeof CommentPlace>;

/** The person who wrote a post or comment, for operators (who may suspend them). */
export const ContentAuthor = Type.Object({
  userID: Uuid,
  name: Type.String(),
  email: Type.String(),
  /** The business it was written as, if any. */
  businessID: Nullable(Uuid),
  companyName: Nullable(Type.String()),
});
export type ContentAuthor = Static<typeof ContentAuthor>;

/** `?q=&page=&status=` of the posts and comments lists: q searches the text and the author's e-mail. */
export const ContentListQuery = Type.Object({
  ...OperatorListQuery.properties,
  status: Type.Optional(
    Type.Union([Type.Literal('visible'), Type.Literal('hidden')], {
      description: 'visible: not hidden by an operator; hidden: hidden ones only',
    }),
  ),
});
export type ContentListQuery = Static<typeof ContentListQuery>;

export const OperatorPostRow = Type.Object({
  postID: Uuid,
  content: Type.String(),
  images: Type.Integer(),
  author: ContentAuthor,
  createdAt: Type.String(),
  hiddenAt: Nullable(Type.String()),
  hiddenReason: Nullable(Type.String()),
});
export type OperatorPostRow = Static<typeof OperatorPostRow>;

export const OperatorCommentRow = Type.Object({
  commentID: Uuid,
  content: Type.String(),
  /** Whether it answers another comment. */
  reply: Type.Boolean(),
  place: Nullable(CommentPlace),
  author: ContentAuthor,
  createdAt: Type.String(),
  hiddenAt: Nullable(Type.String()),
  hiddenReason: Nullable(Type.String()),
});
export type OperatorCommentRow = Static<typeof OperatorCommentRow>;

/** A reported conversation as the operator reads it: its parties and every message, oldest first. */
export const OperatorThreadView = Type.Object({
  threadID: Uuid,
  subject: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
  /** The buyer and the supplier, each with when they were suspended (null if not), for the one action that applies. */
  sender: Type.Object({
    userID: Uuid,
    name: Type.String(),
    email: Type.String(),
    suspendedAt: Nullable(Type.String()),
  }),
  senderBusiness: Nullable(Type.Object({ businessID: Uuid, companyName: Type.String() })),
  receiverBusiness: Type.Object({
    businessID: Uuid,
    companyName: Type.String(),
    suspendedAt: Nullable(Type.String()),
  }),
  messages: Type.Array(
    Type.Object({
      id: Uuid,
      from: Type.Union([Type.Literal('S'), Type.Literal('R')]),
      /** Who wrote it; null when their account is gone. */
      authorID: Nullable(Uuid),
      authorName: Nullable(Type.String()),
      type: Type.String(),
      content: Type.String(),
      createdAt: Type.String(),
    }),
  ),
});
export type OperatorThreadView = Static<typeof OperatorThreadView>;
