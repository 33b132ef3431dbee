import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ModeratedType,
  ReportObjectType,
  RfqState,
  RfqVisibility,
  VerificationDocumentKind,
} from '@tradeforge/contracts';

/** What the console calls each kind of object, in a sentence ("This post no longer exists."). */
export const OBJECT_NAMES: Record<ReportObjectType, MessageDescriptor> = {
  business: msg`business`,
  product: msg`product`,
  post: msg`post`,
  comment: msg`comment`,
  thread: msg`conversation`,
  user: msg`user`,
  group: msg`group`,
  rfq: msg`buying request`,
  'rfq-quote': msg`quote`,
};

/** The title of an object that is gone (whole messages: articles and genders differ per language). */
export const REMOVED_TITLES: Record<ReportObjectType, MessageDescriptor> = {
  business: msg`(removed business)`,
  product: msg`(removed product)`,
  post: msg`(removed post)`,
  comment: msg`(removed comment)`,
  thread: msg`(removed conversation)`,
  user: msg`(removed user)`,
  group: msg`(removed group)`,
  rfq: msg`(removed buying request)`,
  'rfq-quote': msg`(removed quote)`,
};

/** What a report says of its object once it is gone. */
export const GONE_NOTES: Record<ReportObjectType, MessageDescriptor> = {
  business: msg`This business no longer exists.`,
  product: msg`This product no longer exists.`,
  post: msg`This post no longer exists.`,
  comment: msg`This comment no longer exists.`,
  thread: msg`This conversation no longer exists.`,
  user: msg`This user no longer exists.`,
  group: msg`This group no longer exists.`,
  rfq: msg`This buying request no longer exists.`,
  'rfq-quote': msg`This quote no longer exists.`,
};

/** The moderation action on each kind of object, and its undoing. */
export const MODERATION_VERBS: Record<ModeratedType, [MessageDescriptor, MessageDescriptor]> = {
  product: [msg`Hide product`, msg`Show product again`],
  post: [msg`Hide post`, msg`Show post again`],
  comment: [msg`Hide comment`, msg`Show comment again`],
  business: [msg`Suspend business`, msg`Reinstate business`],
  user: [msg`Suspend user`, msg`Reinstate user`],
};

/** The confirmation of each action, once its reason is given. */
export const CONFIRM_VERBS: Record<ModeratedType, MessageDescriptor> = {
  product: msg`Confirm: hide product`,
  post: msg`Confirm: hide post`,
  comment: msg`Confirm: hide comment`,
  business: msg`Confirm: suspend business`,
  user: msg`Confirm: suspend user`,
};

/** A buying request's state, as its buyer's and suppliers' pages say it (the same messages). */
export const RFQ_STATE_NAMES: Record<RfqState, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'buying request state' }),
  closed: msg({ message: 'Closed', context: 'buying request state' }),
  expired: msg({ message: 'Expired', context: 'buying request state' }),
  awarded: msg({ message: 'Awarded', context: 'buying request state' }),
};

/** Whom a buying request is shown to. */
export const RFQ_VISIBILITY_NAMES: Record<RfqVisibility, MessageDescriptor> = {
  public: msg`Public`,
  matched: msg`Matched suppliers only`,
};

/** The documents of a verification request (the contract's VERIFICATION_DOCUMENT_LABELS). */
export const DOCUMENT_NAMES: Record<VerificationDocumentKind, MessageDescriptor> = {
  registration: msg`Registration certificate`,
  'tax-id': msg`Tax id`,
  other: msg`Other document`,
};

/** The states of reports and verification requests, as the lists' filters and rows name them. */
export const STATUS_NAMES: Record<
  'open' | 'resolved' | 'dismissed' | 'pending' | 'approved' | 'refused',
  MessageDescriptor
> = {
  open: msg`Open`,
  resolved: msg`Resolved`,
  dismissed: msg`Dismissed`,
  pending: msg`Pending`,
  approved: msg`Approved`,
  refused: msg`Refused`,
};
