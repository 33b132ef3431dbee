import type { Db } from '@tradeforge/db';
import { DEFAULT_LOCALE, visibleLength, visibleText, type SiteLocale } from '@tradeforge/contracts';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import type { AccountsConfig } from '../config';
import { createOpaqueToken, hashToken } from '../lib/crypto';
import { isStrictEmail } from '../lib/email';
import { checkNewPassword, hashPassword, verifyAgainstNothing, verifyPassword } from '../lib/passwords';
import * as tokens from '../tokens/repository';
import type { TwoFactorService } from '../two-factor/service';
import { FormError, FormErrors } from './form-error';
import { mailMessages } from './mail-messages';
import * as repository from './repository';
import { countsAsVerified, createEmailVerification } from './verification';

export { FormError, FormErrors } from './form-error';

export const LOGIN_FAILED = 'The e-mail or password is incorrect.';
export const LOGIN_LOCKED = 'Too many failed attempts. Wait 15 minutes or reset your password.';
export const LOGIN_WAIT = 'Too many failed attempts. Wait a few seconds and try again.';

/** Seconds an address waits after its n-th failure in a row: none for two typos, then doubling, at most 5 min. */
export const loginDelaySeconds = (failures: number) =>
  failures < 3 ? 0 : Math.min(2 ** (failures - 2), 300);

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  /** The site language the account was made in (ISO 639-1): its mails and its next visits speak it. */
  preferredLanguage?: string;
}

export type UserService = ReturnType<typeof createUserService>;

export function createUserService(
  db: Db,
  mailer: Mailer,
  config: AccountsConfig,
  twoFactor?: TwoFactorService,
) {
  const verification = createEmailVerification(db, mailer, config);

  async function checkPassword(userId: string, password: string) {
    const user = await repository.findUserById(db, userId);
    if (!user || !(await verifyPassword(user.passwordHash, password)))
      throw new FormError('The current password is incorrect.', 'currentPassword');
    return user;
  }

  /** The password, then the second factor when the user has one: what a sensitive change asks again. */
  async function confirmIdentity(userId: string, password: string, code: string | undefined) {
    const user = await checkPassword(userId, password);
    // Built without it (the demo loader only registers): never skip the check, refuse instead.
    if (!twoFactor) throw new Error('This user service cannot check a second factor.');
    if (await twoFactor.isEnabled(userId)) await twoFactor.verify(userId, code);
    return user;
  }

  return {
    verification,
    checkPassword,
    confirmIdentity,

    /** The e-mail and whether it counts as verified, for the settings page. */
    async describeEmail(userId: string) {
      const user = await repository.findUserById(db, userId);
      if (!user) throw new FormError('This account no longer exists.');
      return {
        email: user.email,
        emailVerified: countsAsVerified(config, user),
        emailVerificationRequired: config.emailVerification,
      };
    },

    async register(input: RegisterInput): Promise<string> {
      const email = input.email.trim();
      const firstName = visibleText(input.firstName);
      const lastName = visibleText(input.lastName);
      // Every field is checked before answering, so a newcomer fixes them all in one go, not one per try.
      const weak = checkNewPassword(input.password, email);
      // A name needs a character a length limit counts (`visibleLength`, as the API's profile edit); its maximum
      // bounds what is stored, so it counts the stored text, as the API's schema does.
      const badName = (name: string) => visibleLength(name) < 1 || name.length > 100;
      const problems = [
        badName(firstName) && { field: 'firstName', message: 'Enter your first name.' },
        badName(lastName) && { field: 'lastName', message: 'Enter your last name.' },
        !isStrictEmail(email) && { field: 'email', message: 'Enter a valid e-mail address.' },
        weak && { field: 'password', message: weak },
        !input.acceptTerms && {
          field: 'acceptTerms',
          message: 'You must accept the terms and conditions to register.',
        },
      ].filter((problem): problem is { field: string; message: string } => !!problem);
      if (problems.length) throw new FormErrors(problems);
      const passwordHash = await hashPassword(input.password);
      const id = await repository.insertUser(db, {
        email,
        passwordHash,
        firstName,
        lastName,
        preferredLanguageCode: input.preferredLanguage ?? null,
      });
      // Registration has to say the address is taken; the page points to login and reset, and is rate-limited.
      if (!id)
        throw new FormError(
          'An account already uses this e-mail. Log in, or reset your password if you forgot it.',
          'email',
        );
      return id;
    },

    /**
     * Checks credentials, with the same answer and timing whether or not the e-mail has an account. The attempt
     * is counted per (e-mail, client address) before the password is checked; past the limit the address is
     * refused for that e-mail until the window ends, while the owner can still log in from anywhere else.
     * In-process callers without a client address share the key `local`.
     */
    async login(emailInput: string, password: string, clientKey = 'local'): Promise<string> {
      const emailKey = emailInput.trim().toLowerCase();
      const attempt = await repository.countLoginAttempt(db, emailKey, clientKey, config.loginFailureWindow);
      if (attempt.attempts > config.loginMaxFailures) throw new FormError(LOGIN_LOCKED);
      if (attempt.waitSeconds > 0) throw new FormError(LOGIN_WAIT);
      const user = await repository.findUserByEmail(db, emailKey);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!user || !valid) {
        const delay = loginDelaySeconds(attempt.attempts);
        if (delay > 0) await repository.delayNextAttempt(db, emailKey, clientKey, delay);
        throw new FormError(LOGIN_FAILED);
      }
      await repository.clearAttempts(db, emailKey, clientKey);
      // Suspended by an operator (issue 19): told so only once the password proved the account is theirs.
      if (user.suspendedAt)
        throw new FormError(
          `This account is suspended: ${user.suspensionReason ?? 'ask the site operators why'}.`,
        );
      return user.id;
    },

    /**
     * Records a reset mail when the e-mail has an account, at most `passwordResetsPerEmail` an hour whoever asks;
     * says nothing either way. The mail is only recorded here: the outbox sender delivers it after the answer.
     */
    async requestPasswordReset(
      emailInput: string,
      continueUrl: string,
      askedIn: SiteLocale = DEFAULT_LOCALE,
    ) {
      const emailKey = emailInput.trim().toLowerCase();
      const hits = await repository.countHit(db, `password-reset:${hashToken(emailKey)}`, 3600);
      if (hits > config.passwordResetsPerEmail) return;
      const user = await repository.findUserByEmail(db, emailKey);
      if (!user) return;
      const code = createOpaqueToken();
      await tokens.insertOneTimeCode(db, {
        codeHash: hashToken(code),
        purpose: 'password-reset',
        userId: user.id,
        expiresAt: new Date(Date.now() + config.passwordResetTtl * 1000),
      });
      // In the language the member chose, else the one they asked in.
      const locale = user.preferredLanguageCode ? localeFromPreference(user.preferredLanguageCode) : askedIn;
      const link = `${config.accountsPublicUrl}/reset-password?${new URLSearchParams({ token: code, continue: continueUrl, lang: locale })}`;
      const t = mailMessages.in(locale);
      await mailer.record({
        to: user.email,
        subject: t('reset.subject', { siteName: config.siteName }),
        text: t('reset.text', { siteName: config.siteName, link }),
        kind: 'password-reset',
        metadata: { userId: user.id },
        sensitive: true,
      });
    },

    /**
     * Changes the password of a logged-in user, who gives the current one and, with two-factor sign-in on, a code;
     * every other session of the account ends.
     */
    async changePassword(
      userId: string,
      sessionId: string,
      currentPassword: string,
      newPassword: string,
      code?: string,
    ) {
      const user = await confirmIdentity(userId, currentPassword, code);
      const weak = checkNewPassword(newPassword, user.email);
      if (weak) throw new FormError(weak, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repository.updatePasswordHash(tx, user.id, passwordHash);
        await tokens.revokeOtherSessions(tx, user.id, sessionId, 'password-change');
        await tokens.spendCodesOfUser(tx, user.id, 'password-reset');
      });
    },

    /**
     * Changes the e-mail after the password (and code); the new address must be verified again when the site sends
     * mail, and the old address is told. Other sessions end.
     */
    async changeEmail(
      userId: string,
      sessionId: string,
      currentPassword: string,
      newEmail: string,
      code?: string,
    ) {
      const email = newEmail.trim();
      if (!isStrictEmail(email)) throw new FormError('Enter a valid e-mail address.', 'newEmail');
      const user = await confirmIdentity(userId, currentPassword, code);
      if (!(await repository.updateEmail(db, userId, email, !config.emailVerification)))
        throw new FormError('Another account already uses this e-mail.', 'newEmail');
      await tokens.revokeOtherSessions(db, userId, sessionId, 'email-change');
      await verification.restart(userId);
      await verification.send(userId);
      const t = mailMessages.in(localeFromPreference(user.preferredLanguageCode));
      await mailer.record({
        to: user.email,
        subject: t('changed.subject', { siteName: config.siteName }),
        text: t('changed.text', { siteName: config.siteName }),
        kind: 'email-changed',
        metadata: { userId },
      });
    },

    isResetCodeActive: async (code: string) =>
      !!(await tokens.findActiveOneTimeCode(db, hashToken(code), 'password-reset')),

    /** Sets the new password and ends every session of the account: whoever else was in is out. */
    async resetPassword(code: string, password: string): Promise<string> {
      const userId = await tokens.findActiveOneTimeCode(db, hashToken(code), 'password-reset');
      const user = userId ? await repository.findUserById(db, userId) : undefined;
      if (!user) throw new FormError('This reset link is invalid or has expired. Ask for a new one.');
      const weak = checkNewPassword(password, user.email);
      if (weak) throw new FormError(weak, 'password');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const consumed = await tokens.consumeOneTimeCode(tx, hashToken(code), 'password-reset');
        if (!consumed) throw new FormError('This reset link is invalid or has expired. Ask for a new one.');
        await repository.updatePasswordHash(tx, user.id, passwordHash);
        await tokens.revokeSessionsOfUser(tx, user.id, 'password-reset');
        // Every other link mailed before is spent too: only the newest choice of password counts.
        await tokens.spendCodesOfUser(tx, user.id, 'password-reset');
        await repository.clearFailures(tx, user.email.toLowerCase());
      });
      return user.id;
    },
  };
}
