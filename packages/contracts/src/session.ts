import { Type, type Static } from 'typebox';

/**
 * The session the account service hands out (spec part 1, section 7). Expiries are Unix epoch SECONDS; the web
 * app multiplies them by 1000 before storing them (its local storage keeps milliseconds).
 */
export const SessionData = Type.Object(
  {
    token: Type.String({ description: 'Access JWT for the wbn-auth header (about 15 minutes)' }),
    tokenExpire: Type.Integer({ description: 'Access token expiry, Unix epoch seconds' }),
    refreshToken: Type.String({ description: 'Opaque refresh token, single use, rotated on every refresh' }),
    refreshTokenExpire: Type.Integer({ description: 'Refresh token expiry, Unix epoch seconds' }),
    userID: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);
export type SessionData = Static<typeof SessionData>;

export const GetSessionBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200, description: 'One-time hand-off code from /SetID/' }),
    state: Type.Optional(
      Type.String({
        minLength: 16,
        maxLength: 128,
        pattern: '^[A-Za-z0-9_-]+$',
        description:
          'The random value the web app kept in sessionStorage and passed to the login page: a code issued with a state is exchanged only with the same state',
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

export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
    newPassword: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
