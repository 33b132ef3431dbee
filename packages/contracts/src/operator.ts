import { Type, type Static, type TSchema } from 'typebox';

const Uuid = Type.String({ format: 'uuid' });

/** Rows per page of every operator list. */
export const OPERATOR_PAGE_SIZE = 25;

/** `?q=&page=` of the operator lists: a search text (names, e-mails) and a page, 1 first. */
export const OperatorListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
});
export type OperatorListQuery = Static<typeof OperatorListQuery>;

/** One page of an operator list, with the total for the pager. */
export const OperatorPage = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
export interface OperatorPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /operator/me: the operator's own account (the web app asks it before showing the console). */
export const OperatorMe = Type.Object({ userID: Uuid, email: Type.String() });
export type OperatorMe = Static<typeof OperatorMe>;

export const OperatorAccount = Type.Object({
  userID: Uuid,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** Null for the account named by OPERATOR_EMAIL, which holds the role by configuration. */
  grantedAt: Type.Union([Type.String(), Type.Null()]),
  byConfiguration: Type.Boolean(),
});
export type OperatorAccount = Static<typeof OperatorAccount>;

export const GrantOperatorBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 320 }) },
  { additionalProperties: false },
);
export const OperatorUserParams = Type.Object({ userId: Uuid });

export const AuditLine = Type.Object({
  id: Type.Integer(),
  actorID: Type.Union([Uuid, Type.Null()]),
  actorEmail: Type.String(),
  action: Type.String(),
  objectType: Type.String(),
  objectID: Type.String(),
  before: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  after: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  createdAt: Type.String(),
});
export type AuditLine = Static<typeof AuditLine>;

export const AuditQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  objectType: Type.Optional(Type.String({ maxLength: 40 })),
  objectID: Type.Optional(Type.String({ maxLength: 64 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

/** One day of the dashboard: what was created that day (payments are receipts). */
export const DashboardDay = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD (UTC)' }),
  users: Type.Integer(),
  businesses: Type.Integer(),
  products: Type.Integer(),
  inquiries: Type.Integer(),
  payments: Type.Integer(),
});
export type DashboardDay = Static<typeof DashboardDay>;
/** The last 30 days, oldest first. */
export const OPERATOR_DASHBOARD_DAYS = 30;
export const Dashboard = Type.Object({ days: Type.Array(DashboardDay) });
export type Dashboard = Static<typeof Dashboard>;

export const OperatorUserRow = Type.Object({
  userID: Uuid,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  createdAt: Type.String(),
  operator: Type.Boolean(),
  /** When an operator suspended the account, and the reason its owner reads; null while it is not. */
  suspendedAt: Type.Union([Type.String(), Type.Null()]),
  suspensionReason: Type.Union([Type.String(), Type.Null()]),
});
export type OperatorUserRow = Static<typeof OperatorUserRow>;

export const OperatorBusinessRow = Type.Object({
  businessID: Uuid,
  companyName: Type.String(),
  countryCode: Type.String(),
  subscription: Type.String(),
  verified: Type.Boolean(),
  createdAt: Type.String(),
  /** When an operator suspended the business, and the reason its members read; null while it is not. */
  suspendedAt: Type.Union([Type.String(), Type.Null()]),
  suspensionReason: Type.Union([Type.String(), Type.Null()]),
});
export type OperatorBusinessRow = Static<typeof OperatorBusinessRow>;

export const OperatorEnquiry = Type.Object({
  enquiryID: Uuid,
  name: Type.String(),
  businessName: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  companyPhone: Type.String(),
  buyProducts: Type.Array(Type.String()),
  sellProducts: Type.Array(Type.String()),
  moreInfo: Type.String(),
  createdAt: Type.String(),
  handledAt: Type.Union([Type.String(), Type.Null()]),
  repliedAt: Type.Union([Type.String(), Type.Null()]),
});
export type OperatorEnquiry = Static<typeof OperatorEnquiry>;

export const EnquiryListQuery = Type.Object({
  ...OperatorListQuery.properties,
  handled: Type.Optional(Type.Boolean({ description: 'false: open ones only; true: handled ones only' })),
});
export type EnquiryListQuery = Static<typeof EnquiryListQuery>;
export const EnquiryParams = Type.Object({ enquiryId: Uuid });
export const EnquiryReplyBody = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    message: Type.String({ minLength: 1, maxLength: 10_000 }),
  },
  { additionalProperties: false },
);
export type EnquiryReplyBody = Static<typeof EnquiryReplyBody>;
