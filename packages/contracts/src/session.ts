import { Type, type Static } from 'typebox';

/**
 * The session the account service hands out (spec part 1, section 7). Expiries are Unix epoch SECONDS; the web
 * app multiplies them by 1000 before storing them (its local storage keeps milliseconds).
 */
export const SessionData = Type.Object(
  {
    token: Type.String({ description: 'Access JWT for the wbn-auth header (about 15 minutes)' }),
    tokenExpire: Type.Integer({ description: 'Access token expiry, Unix epoch seconds' }),
    refreshToken: Type.Optional(
      Type.String({
        description:
          'Opaque refresh token, single use, rotated on every refresh; absent when it was set as the HttpOnly cookie instead',
      }),
    ),
    refreshTokenExpire: Type.Integer({ description: 'Refresh token expiry, Unix epoch seconds' }),
    userID: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);
export type SessionData = Static<typeof SessionData>;

export const GetSessionBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200, description: 'One-time hand-off code from /SetID/' }),
    state: Type.String({
      minLength: 16,
      maxLength: 128,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        'The random value the web app kept in sessionStorage and passed to the login page: a code is exchanged only with the state it was issued with',
    }),
    refreshTokenIn: Type.Optional(
      Type.Union([Type.Literal('cookie'), Type.Literal('body')], {
        description:
          "'cookie' (browsers): the refresh token is set as an HttpOnly cookie for /accounts and left out of the answer; 'body' (default, other clients): in the answer",
      }),
    ),
  },
  { additionalProperties: false },
);
export type GetSessionBody = Static<typeof GetSessionBody>;

export const TokenCheck = Type.Object(
  {
    valid: Type.Literal(true),
    userID: Type.String({ format: 'uuid' }),
    tokenExpire: Type.Integer({ description: 'Unix epoch seconds' }),
  },
  { additionalProperties: false },
);

/** Access-token claims both the account service and the API agree on. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';
/** The header the web app sends tokens in (spec part 2, section 7). */
export const AUTH_HEADER = 'wbn-auth';

/** A code of the authenticator app (6 digits) or a recovery code, asked again for sensitive changes. */
const SecondFactor = Type.String({ maxLength: 64, description: 'Authenticator code or recovery code' });

export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
    newPassword: Type.String({ minLength: 1, maxLength: 256 }),
    code: Type.Optional(SecondFactor),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ChangeEmailBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
    newEmail: Type.String({ minLength: 3, maxLength: 254 }),
    code: Type.Optional(SecondFactor),
  },
  { additionalProperties: false },
);
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

/** One live login of the user, for the list where any can be signed out. */
export const ActiveSession = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    device: Type.String({
      description: 'Browser and system read from the User-Agent, e.g. "Chrome on Windows"',
    }),
    createdAt: Type.String({ format: 'date-time' }),
    lastSeenAt: Type.String({ format: 'date-time', description: 'The last token refresh' }),
    current: Type.Boolean({ description: 'The session the request came from' }),
  },
  { additionalProperties: false },
);
export type ActiveSession = Static<typeof ActiveSession>;

export const EndSessionBody = Type.Object(
  { sessionId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type EndSessionBody = Static<typeof EndSessionBody>;

export const AccountSecurity = Type.Object(
  {
    email: Type.String(),
    emailVerified: Type.Boolean(),
    /** False on a site that sends no mail: every account counts as verified. */
    emailVerificationRequired: Type.Boolean(),
    twoFactorEnabled: Type.Boolean(),
    recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type AccountSecurity = Static<typeof AccountSecurity>;

export const TwoFactorSetup = Type.Object(
  {
    secret: Type.String({ description: 'Base32 secret, for typing into the app by hand' }),
    uri: Type.String({ description: 'otpauth:// URI' }),
    qrCode: Type.String({ description: 'The URI as a QR code, a data: URL of an SVG image' }),
  },
  { additionalProperties: false },
);
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

export const TwoFactorCodeBody = Type.Object({ code: SecondFactor }, { additionalProperties: false });
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;

export const PasswordBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);
export type PasswordBody = Static<typeof PasswordBody>;

export const DisableTwoFactorBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 256 }), code: SecondFactor },
  { additionalProperties: false },
);
export type DisableTwoFactorBody = Static<typeof DisableTwoFactorBody>;

export const RecoveryCodes = Type.Object(
  { recoveryCodes: Type.Array(Type.String(), { description: 'Shown once; each works once' }) },
  { additionalProperties: false },
);
export type RecoveryCodes = Static<typeof RecoveryCodes>;
