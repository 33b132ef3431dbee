import type { Db } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import type { AccountsConfig } from '../config';
import { createOpaqueToken, hashToken } from '../lib/crypto';
import * as tokens from '../tokens/repository';
import { FormError } from './form-error';
import { mailMessages } from './mail-messages';
import * as repository from './repository';

/** Without mail verification every account may write; with it, verified addresses and demo users. */
export const countsAsVerified = (
  config: Pick<AccountsConfig, 'emailVerification'>,
  user: { emailVerifiedAt: Date | null; isDemo: boolean },
) => !config.emailVerification || user.emailVerifiedAt !== null || user.isDemo;

export type EmailVerification = ReturnType<typeof createEmailVerification>;

export const VERIFY_LINK_INVALID = 'This verification link is invalid, has expired or was already used.';

/**
 * E-mail verification, on when the site sends mail (`SMTP_URL`): a single-use link that expires, mailed at
 * registration and on demand (at most `verificationMailsPerHour` per user). Until it is opened the access token
 * says `ev: false` and the API refuses the user's messages, inquiries, posts and comments.
 */
export function createEmailVerification(db: Db, mailer: Mailer, config: AccountsConfig) {
  return {
    /** Records the mail (the outbox sends it after the answer); refused past the hourly limit. */
    async send(userId: string) {
      if (!config.emailVerification) return;
      const user = await repository.findUserById(db, userId);
      if (!user || user.emailVerifiedAt) return;
      const hits = await repository.countHit(db, `verification-mail:${userId}`, 3600);
      if (hits > config.verificationMailsPerHour)
        throw new FormError(
          'We have sent several links in the last hour. Check your inbox and spam folder, or try again later.',
          undefined,
          429,
        );
      const code = createOpaqueToken();
      await tokens.insertOneTimeCode(db, {
        codeHash: hashToken(code),
        purpose: 'email-verification',
        userId,
        expiresAt: new Date(Date.now() + config.emailVerificationTtl * 1000),
      });
      const locale = localeFromPreference(user.preferredLanguageCode);
      const link = `${config.accountsPublicUrl}/verify-email?${new URLSearchParams({ token: code, lang: locale })}`;
      const hours = Math.round(config.emailVerificationTtl / 3600);
      const t = mailMessages.in(locale);
      await mailer.record({
        to: user.email,
        subject: t('verify.subject', { siteName: config.siteName }),
        text: t('verify.text', { siteName: config.siteName, hours, link }),
        kind: 'email-verification',
        metadata: { userId },
        sensitive: true,
      });
    },

    /** Spends the link and marks the address verified; a used, expired or unknown link is refused. */
    async verify(code: string) {
      const userId = code
        ? await tokens.consumeOneTimeCode(db, hashToken(code), 'email-verification')
        : undefined;
      if (!userId) throw new FormError(VERIFY_LINK_INVALID);
      await repository.markEmailVerified(db, userId);
      return userId;
    },

    /** A changed address must be verified again: links mailed to the old one stop working. */
    async restart(userId: string) {
      await tokens.spendCodesOfUser(db, userId, 'email-verification');
    },
  };
}
