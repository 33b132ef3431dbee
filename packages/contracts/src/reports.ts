import { Type, type Static, type TSchema } from 'typebox';
import { CommentPlace, ContentAuthor } from './content-moderation';

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** What can be reported, and why (the Report dialog's list). */
export const REPORT_OBJECT_TYPES = [
  'business',
  'product',
  'post',
  'comment',
  'thread',
  'user',
  'group',
  'rfq',
  'rfq-quote',
] as const;
export type ReportObjectType = (typeof REPORT_OBJECT_TYPES)[number];
export const ReportObjectType = Type.Union([
  Type.Literal('business'),
  Type.Literal('product'),
  Type.Literal('post'),
  Type.Literal('comment'),
  Type.Literal('thread'),
  Type.Literal('user'),
  Type.Literal('group'),
  Type.Literal('rfq'),
  Type.Literal('rfq-quote'),
]);

export const REPORT_REASONS = {
  spam: 'Spam or advertising',
  fraud: 'Fraud or scam',
  counterfeit: 'Counterfeit or misrepresented goods',
  'prohibited-goods': 'Prohibited or dangerous goods',
  offensive: 'Offensive, hateful or harassing',
  'intellectual-property': 'Infringes intellectual property',
  impersonation: 'Impersonation or fake business',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const ReportReason = Type.Union([
  Type.Literal('spam'),
  Type.Literal('fraud'),
  Type.Literal('counterfeit'),
  Type.Literal('prohibited-goods'),
  Type.Literal('offensive'),
  Type.Literal('intellectual-property'),
  Type.Literal('impersonation'),
  Type.Literal('other'),
]);

/** Reports one user may send per hour (counted in the shared PostgreSQL rate-limit store). */
export const REPORTS_PER_HOUR = 20;

export const ReportBody = Type.Object(
  {
    objectType: ReportObjectType,
    objectID: Uuid,
    reason: ReportReason,
    note: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;
export const ReportReceipt = Type.Object({ reportID: Uuid });

export const ReportStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('resolved'),
  Type.Literal('dismissed'),
]);

/**
 * What a reported object is now: `visible` (neither hidden nor suspended; a conversation while it exists),
 * `hidden` (a product, post or comment an operator hid), `suspended` (a business or user), `removed` (it no
 * longer exists, or its author deleted it).
 */
export const ReportedObjectState = Type.Union([
  Type.Literal('visible'),
  Type.Literal('hidden'),
  Type.Literal('suspended'),
  Type.Literal('removed'),
]);
export type ReportedObjectState = Static<typeof ReportedObjectState>;

/** A reported post's or comment's author, with whether they are suspended now. */
export const ReportedAuthor = Type.Object({
  ...ContentAuthor.properties,
  suspendedAt: Nullable(Type.String()),
});
export type ReportedAuthor = Static<typeof ReportedAuthor>;

/** A report in the operators' queue, with what it is about as operators can find it. */
export const OperatorReport = Type.Object({
  reportID: Uuid,
  objectType: ReportObjectType,
  objectID: Uuid,
  /** The object's name or the start of its text; null when it was deleted since. */
  objectTitle: Type.Union([Type.String(), Type.Null()]),
  /** Its business, for products (their page's address needs it) and businesses. */
  businessID: Type.Union([Uuid, Type.Null()]),
  companyName: Type.Union([Type.String(), Type.Null()]),
  /** For a comment: the product or post it is shown under (a reply's, its comment's). */
  place: Type.Union([CommentPlace, Type.Null()]),
  /** For a quote: the buying request it answers (its operator routes name both); null for other objects. */
  rfqID: Nullable(Uuid),
  /** Whether the object is still there, hidden or suspended: the console offers only the action that applies. */
  objectState: ReportedObjectState,
  /** When and why an operator hid or suspended it; null unless it is hidden or suspended. */
  moderatedAt: Nullable(Type.String()),
  moderationReason: Nullable(Type.String()),
  /** Who wrote a post or comment; null for other objects. */
  author: Nullable(ReportedAuthor),
  reason: ReportReason,
  note: Type.Union([Type.String(), Type.Null()]),
  reporterEmail: Type.String(),
  status: ReportStatus,
  resolution: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type OperatorReport = Static<typeof OperatorReport>;

export const ReportListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  q: Type.Optional(Type.String({ maxLength: 200, description: "The reporter's e-mail" })),
  status: Type.Optional(ReportStatus),
  objectType: Type.Optional(ReportObjectType),
});
export type ReportListQuery = Static<typeof ReportListQuery>;

export const ReportParams = Type.Object({ reportId: Uuid });
export const ResolveReportBody = Type.Object(
  {
    status: Type.Union([Type.Literal('resolved'), Type.Literal('dismissed')]),
    resolution: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type ResolveReportBody = Static<typeof ResolveReportBody>;

/** What operators can take out of sight: content is hidden, businesses and users are suspended. */
export const ModeratedType = Type.Union([
  Type.Literal('product'),
  Type.Literal('post'),
  Type.Literal('comment'),
  Type.Literal('business'),
  Type.Literal('user'),
]);
export type ModeratedType = Static<typeof ModeratedType>;

/** POST /operator/moderation: hide or suspend, with the reason the owners or author read. */
export const ModerateBody = Type.Object(
  { objectType: ModeratedType, objectID: Uuid, reason: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
export type ModerateBody = Static<typeof ModerateBody>;
/** POST /operator/moderation/undo: shows or reinstates it again. */
export const UndoModerationBody = Type.Object(
  { objectType: ModeratedType, objectID: Uuid },
  { additionalProperties: false },
);
export type UndoModerationBody = Static<typeof UndoModerationBody>;
export const ModerationState = Type.Object({
  objectType: ModeratedType,
  objectID: Uuid,
  moderated: Type.Boolean(),
});
