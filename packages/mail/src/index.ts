import nodemailer, { type Transporter } from 'nodemailer';
import { schema, type Db } from '@tradeforge/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What the mail is about (`password-reset`, `needhelp`, ...). */
  kind: string;
  metadata?: Record<string, unknown>;
}

export interface MailerOptions {
  db: Db;
  /** `smtp://user:pass@host:587` or `smtps://...`; without it mails are kept in the outbox table only. */
  smtpUrl?: string | undefined;
  from: string;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

export type Mailer = ReturnType<typeof createMailer>;

/**
 * Sends mail through SMTP when configured, and records every mail in `mail_outbox` either way. A failed delivery
 * does not throw: it is recorded with its error, because the user's action (an enquiry, a reset request) has
 * already succeeded and must not be lost or repeated.
 */
export function createMailer({ db, smtpUrl, from, log }: MailerOptions) {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  return {
    async send(message: MailMessage): Promise<{ id: string; status: 'outbox' | 'sent' | 'failed' }> {
      let status: 'outbox' | 'sent' | 'failed' = 'outbox';
      let error: string | undefined;
      if (transport) {
        try {
          await transport.sendMail({
            from,
            to: message.to,
            replyTo: message.replyTo,
            subject: message.subject,
            text: message.text,
            html: message.html,
          });
          status = 'sent';
        } catch (cause) {
          status = 'failed';
          error = cause instanceof Error ? cause.message : String(cause);
          // SMTP answers often quote the recipient; the log gets the codes only (the outbox row keeps the rest).
          const { code, responseCode } = (cause ?? {}) as { code?: string; responseCode?: number };
          log.error({ code, responseCode, kind: message.kind }, 'mail delivery failed');
        }
      }
      const [row] = await db
        .insert(schema.mailOutbox)
        .values({
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          kind: message.kind,
          metadata: message.metadata,
          status,
          error,
          sentAt: status === 'sent' ? new Date() : undefined,
        })
        .returning({ id: schema.mailOutbox.id });
      if (status === 'outbox')
        log.info({ outboxId: row!.id, kind: message.kind }, 'mail kept in outbox (no SMTP_URL)');
      return { id: row!.id, status };
    },
    close() {
      transport?.close();
    },
  };
}
