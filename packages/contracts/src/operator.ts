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
