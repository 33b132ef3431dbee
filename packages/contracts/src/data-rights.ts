import { Type, type Static } from 'typebox';

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** How a deleted account's author is shown where their messages stay (the other side's message center). */
export const DELETED_USER_NAME = 'Deleted user';
/** Exports a user may request per rolling 24 hours. */
export const DATA_EXPORTS_PER_DAY = 3;
/** Minutes a signed download link of an export stays valid. */
export const DATA_EXPORT_LINK_MINUTES = 10;
/** Minutes a confirmation of identity for deleting an account stays valid. */
export const ACCOUNT_DELETION_GRANT_MINUTES = 5;

export const DataExportStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('ready'),
  Type.Literal('failed'),
]);
export type DataExportStatus = Static<typeof DataExportStatus>;

export const DataExport = Type.Object({
  id: Uuid,
  status: DataExportStatus,
  createdAt: DateTime,
  readyAt: Nullable(DateTime),
  /** When the file is deleted (ready exports only). */
  expiresAt: Nullable(DateTime),
  size: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Why the build failed, in words for the user. */
  error: Nullable(Type.String()),
});
export type DataExport = Static<typeof DataExport>;

/** The settings page's view: the newest export, if any. */
export const DataExportState = Type.Object({ latest: Type.Union([DataExport, Type.Null()]) });
export type DataExportState = Static<typeof DataExportState>;

export const DataExportLink = Type.Object({
  /** Signed, works without the session header, only until `expiresAt`. */
  url: Type.String(),
  expiresAt: DateTime,
});
export type DataExportLink = Static<typeof DataExportLink>;

/** What deleting the account takes with it, shown before the user confirms. */
export const AccountDeletionPreview = Type.Object({
  /** Businesses where the user is the only owner: deleted with the account (products, posts, files). */
  soleOwnedBusinesses: Type.Array(Type.Object({ id: Uuid, name: Type.String() })),
  /** Businesses the user belongs to that stay with their other owners. */
  sharedBusinesses: Type.Array(Type.Object({ id: Uuid, name: Type.String() })),
});
export type AccountDeletionPreview = Static<typeof AccountDeletionPreview>;

/** Sent to the account service, which checks the password (and the second factor when it is on). */
export const AccountDeletionGrantBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
    code: Type.Optional(Type.String({ maxLength: 64, description: 'Authenticator code or recovery code' })),
  },
  { additionalProperties: false },
);
export type AccountDeletionGrantBody = Static<typeof AccountDeletionGrantBody>;

export const AccountDeletionGrant = Type.Object({
  /** Single use, for the same user, spent by `POST /api/user/account/delete`. */
  grant: Type.String(),
  expiresAt: DateTime,
});
export type AccountDeletionGrant = Static<typeof AccountDeletionGrant>;

export const DeleteAccountBody = Type.Object(
  { grant: Type.String({ minLength: 20, maxLength: 200 }) },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;
