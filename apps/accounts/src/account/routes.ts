import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  AccountDeletionGrant,
  AccountDeletionGrantBody,
  AccountSecurity,
  ActiveSession,
  ChangeEmailBody,
  ChangePasswordBody,
  DisableTwoFactorBody,
  EndSessionBody,
  Ok,
  PasswordBody,
  RecoveryCodes,
  TwoFactorCodeBody,
  TwoFactorSetup,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AccountsError, authHeader, errorResponses } from '../lib/errors';
import type { TokenService } from '../tokens/service';
import type { TwoFactorService } from '../two-factor/service';
import { FormError } from '../users/form-error';
import type { UserService } from '../users/service';
import { createDeletionGrants } from './deletion';
import { describeDevice } from './device';

/** The JSON routes of the profile settings' security section; each needs the access token in `wbn-auth`. */
export const ACCOUNT_PATHS = [
  '/change-password',
  '/change-email',
  '/account/security',
  '/account/resend-verification',
  '/sessions',
  '/sessions/end',
  '/two-factor/setup',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/recovery-codes',
  '/account/deletion-grant',
];

export interface AccountDeps {
  db: Db;
  tokens: TokenService;
  users: UserService;
  twoFactor: TwoFactorService;
  /** After a route recorded mail: the outbox sends it. */
  kickOutbox: () => void;
}

const ERROR_NAMES: Record<string, string> = {
  currentPassword: 'InvalidPassword',
  newPassword: 'WeakPassword',
  newEmail: 'InvalidEmail',
  code: 'InvalidCode',
};

/** A refusal of the services, as the JSON error the settings page shows. */
function asAccountsError(error: unknown): unknown {
  if (!(error instanceof FormError)) return error;
  if (error.status === 429) return new AccountsError(429, 'TooManyRequests', error.message);
  return new AccountsError(error.status, ERROR_NAMES[error.field ?? ''] ?? 'BadRequest', error.message);
}

const Done = Ok(Type.Object({ done: Type.Literal(true) }));
const done = { success: true, data: { done: true as const } };

export async function accountRoutes(app: FastifyInstance, deps: AccountDeps) {
  const { tokens, users, twoFactor, kickOutbox } = deps;
  const deletionGrants = createDeletionGrants(deps.db, users);
  const sensitive = { rateLimit: { max: 10, timeWindow: 15 * 60_000 } };

  /** Declares a POST that authenticates first and answers refusals of the services as JSON errors. */
  function post<B>(
    url: string,
    schema: { body?: TSchema; response: TSchema },
    handler: (
      claims: { userId: string; sessionId: string },
      body: B,
      request: FastifyRequest,
    ) => Promise<unknown>,
    config: object = {},
  ) {
    app.post(
      url,
      {
        config,
        schema: {
          ...(schema.body ? { body: schema.body } : {}),
          response: { 200: schema.response, ...errorResponses },
        },
      },
      async (request) => {
        const claims = await tokens.authenticate(authHeader(request));
        try {
          return await handler(claims, request.body as B, request);
        } catch (error) {
          throw asAccountsError(error);
        }
      },
    );
  }

  post<ChangePasswordBody>(
    '/change-password',
    { body: ChangePasswordBody, response: Ok(Type.Object({ changed: Type.Literal(true) })) },
    async ({ userId, sessionId }, body) => {
      await users.changePassword(userId, sessionId, body.currentPassword, body.newPassword, body.code);
      return { success: true, data: { changed: true as const } };
    },
    sensitive,
  );
  post<ChangeEmailBody>(
    '/change-email',
    { body: ChangeEmailBody, response: Done },
    async ({ userId, sessionId }, body) => {
      await users.changeEmail(userId, sessionId, body.currentPassword, body.newEmail, body.code);
      kickOutbox();
      return done;
    },
    sensitive,
  );
  post('/account/security', { response: Ok(AccountSecurity) }, async ({ userId }) => ({
    success: true,
    data: {
      ...(await users.describeEmail(userId)),
      twoFactorEnabled: await twoFactor.isEnabled(userId),
      recoveryCodesLeft: await twoFactor.recoveryCodesLeft(userId),
    },
  }));
  post('/account/resend-verification', { response: Done }, async ({ userId }) => {
    await users.verification.send(userId);
    kickOutbox();
    return done;
  });

  post('/sessions', { response: Ok(Type.Array(ActiveSession)) }, async ({ userId, sessionId }) => ({
    success: true,
    data: (await tokens.listSessions(userId)).map((session) => ({
      id: session.id,
      device: describeDevice(session.userAgent),
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      current: session.id === sessionId,
    })),
  }));
  post<EndSessionBody>(
    '/sessions/end',
    { body: EndSessionBody, response: Done },
    async ({ userId }, body) => {
      await tokens.endSession(userId, body.sessionId);
      return done;
    },
  );

  post<PasswordBody>(
    '/two-factor/setup',
    { body: PasswordBody, response: Ok(TwoFactorSetup) },
    async ({ userId }, body) => {
      await users.checkPassword(userId, body.currentPassword);
      return { success: true, data: await twoFactor.beginSetup(userId) };
    },
    sensitive,
  );
  post<TwoFactorCodeBody>(
    '/two-factor/enable',
    { body: TwoFactorCodeBody, response: Ok(RecoveryCodes) },
    async ({ userId }, body) => ({
      success: true,
      data: { recoveryCodes: await twoFactor.enable(userId, body.code) },
    }),
  );
  post<DisableTwoFactorBody>(
    '/two-factor/disable',
    { body: DisableTwoFactorBody, response: Done },
    async ({ userId }, body) => {
      await users.confirmIdentity(userId, body.currentPassword, body.code);
      await twoFactor.disable(userId);
      return done;
    },
    sensitive,
  );
  post<TwoFactorCodeBody>(
    '/two-factor/recovery-codes',
    { body: TwoFactorCodeBody, response: Ok(RecoveryCodes) },
    async ({ userId }, body) => ({
      success: true,
      data: { recoveryCodes: await twoFactor.regenerateRecoveryCodes(userId, body.code) },
    }),
  );

  // Deleting the account: the password (and code) checked here, the deletion done by the API with the grant.
  post<AccountDeletionGrantBody>(
    '/account/deletion-grant',
    { body: AccountDeletionGrantBody, response: Ok(AccountDeletionGrant) },
    async ({ userId }, body) => ({
      success: true,
      data: await deletionGrants.grant(userId, body.currentPassword, body.code),
    }),
    sensitive,
  );
}
