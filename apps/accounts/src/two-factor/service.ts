import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '@tradeforge/db';
import type { AccountsConfig } from '../config';
import { createOpaqueToken, hashToken } from '../lib/crypto';
import * as codes from '../tokens/repository';
import { isSealed, openJson, sealJson } from '../lib/secrets';
import * as users from '../users/repository';
import { FormError } from '../users/form-error';
import * as repository from './repository';

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

export const CODE_INVALID = 'The code is not valid. Enter the current code of your authenticator app.';
export const CODE_MISSING = 'Enter the code of your authenticator app, or a recovery code.';
export const CODE_LOCKED = 'Too many wrong codes. Wait 15 minutes and try again.';
const RECOVERY_CODE_COUNT = 10;

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const newRecoveryCode = () => {
  const hex = randomBytes(5).toString('hex');
  return `${hex.slice(0, 5)}-${hex.slice(5)}`;
};

/**
 * Two-factor sign-in with an authenticator app (RFC 6238 TOTP through `otpauth`): set-up confirmed by a first code,
 * ten single-use recovery codes kept hashed, every code accepted once, and at most `twoFactorMaxAttempts` tries per
 * user and window, counted in PostgreSQL before the code is checked (so parallel guesses cannot slip past).
 */
export function createTwoFactorService(db: Db, config: AccountsConfig, secretsKey: Buffer) {
  const aad = (userId: string) => `totp:${userId}`;
  const totpOf = (secret: Secret, label: string) =>
    new TOTP({ issuer: config.siteName, label, algorithm: 'SHA1', digits: 6, period: 30, secret });

  async function readSecret(userId: string, enabled: boolean) {
    const row = await repository.findTwoFactor(db, userId);
    if (!row || (row.enabledAt !== null) !== enabled || !isSealed(row.secret)) return undefined;
    return Secret.fromBase32(openJson<string>(secretsKey, row.secret, aad(userId)));
  }

  /** Counts the attempt first; past the limit the user waits, whatever the code. */
  async function countAttempt(userId: string) {
    const hits = await users.countHit(db, `two-factor:${userId}`, config.twoFactorWindow);
    if (hits > config.twoFactorMaxAttempts) throw new FormError(CODE_LOCKED, 'code', 429);
  }

  /** The time step a 6-digit code stands for (one step of clock drift either way), or undefined. */
  function matchStep(secret: Secret, code: string) {
    const delta = totpOf(secret, '').validate({ token: code, window: 1 });
    return delta === null ? undefined : TOTP.counter({ period: 30 }) + delta;
  }

  async function issueRecoveryCodes(userId: string) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repository.replaceRecoveryCodes(
      db,
      userId,
      codes.map((code) => hashToken(normalizeRecoveryCode(code))),
    );
    return codes;
  }

  const service = {
    isEnabled: async (userId: string) => (await repository.findTwoFactor(db, userId))?.enabledAt != null,

    recoveryCodesLeft: (userId: string) => repository.countRecoveryCodesLeft(db, userId),

    /** A new secret to scan; it takes effect only once `enable` has seen a code of it. */
    async beginSetup(userId: string) {
      const user = await users.findUserById(db, userId);
      if (!user) throw new FormError('This account no longer exists.');
      const secret = new Secret({ size: 20 });
      const sealed = sealJson(secretsKey, secret.base32, aad(userId));
      if (!(await repository.savePendingSecret(db, userId, sealed as unknown as Record<string, unknown>)))
        throw new FormError('Two-factor sign-in is already on. Turn it off first to set up another app.');
      const uri = totpOf(secret, user.email).toString();
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        secret: secret.base32,
        uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** Turns two-factor sign-in on with a first code of the new secret; answers the recovery codes, once. */
    async enable(userId: string, code: string) {
      await countAttempt(userId);
      const secret = await readSecret(userId, false);
      if (!secret) throw new FormError('Start the set-up again: scan a new QR code.', 'code');
      const step = /^\d{6}$/.test(code.trim()) ? matchStep(secret, code.trim()) : undefined;
      if (step === undefined || !(await repository.acceptStep(db, userId, step, true)))
        throw new FormError(CODE_INVALID, 'code');
      await users.clearHits(db, `two-factor:${userId}`);
      return issueRecoveryCodes(userId);
    },

    /**
     * Checks a second factor of a user who has it on: a current authenticator code not used before, or an unused
     * recovery code (spent by this check). Throws a FormError on field `code` otherwise.
     */
    async verify(userId: string, input: string | undefined) {
      const code = input?.trim() ?? '';
      if (!code) throw new FormError(CODE_MISSING, 'code');
      await countAttempt(userId);
      let accepted = false;
      if (/^\d{6}$/.test(code)) {
        const secret = await readSecret(userId, true);
        const step = secret && matchStep(secret, code);
        accepted = step !== undefined && (await repository.acceptStep(db, userId, step, false));
      } else if (code.length <= 64) {
        accepted = await repository.spendRecoveryCode(db, userId, hashToken(normalizeRecoveryCode(code)));
      }
      if (!accepted) throw new FormError(CODE_INVALID, 'code');
      await users.clearHits(db, `two-factor:${userId}`);
    },

    /** New recovery codes for old ones (all of which stop working), after a second factor. */
    async regenerateRecoveryCodes(userId: string, code: string) {
      await service.verify(userId, code);
      return issueRecoveryCodes(userId);
    },

    /**
     * A login whose password was right, waiting for the code: a single-use code bound to the browser (`binding`,
     * its CSRF cookie), alive `twoFactorLoginTtl`; only hashes are stored.
     */
    async startLogin(userId: string, binding: string) {
      const pending = createOpaqueToken();
      await codes.insertOneTimeCode(db, {
        codeHash: hashToken(pending),
        purpose: 'two-factor-login',
        userId,
        stateHash: hashToken(binding),
        expiresAt: new Date(Date.now() + config.twoFactorLoginTtl * 1000),
      });
      return pending;
    },

    findLogin: async (pending: string, binding: string) =>
      pending
        ? codes.findActiveOneTimeCode(db, hashToken(pending), 'two-factor-login', hashToken(binding))
        : undefined,

    finishLogin: async (pending: string, binding: string) =>
      !!(await codes.consumeOneTimeCode(db, hashToken(pending), 'two-factor-login', hashToken(binding))),

    /** Turns it off; the caller has checked the password and `verify` the code. */
    disable: (userId: string) => repository.deleteTwoFactor(db, userId),
  };
  return service;
}
