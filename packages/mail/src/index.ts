import { and, eq, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transport, type Transporter } from 'nodemailer';
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
  /**
   * The mail carries a single-use secret (a reset link): its body is blanked in `mail_outbox` once delivered.
   * Without SMTP it stays readable, as the outbox is then the operator's only way to hand it on.
   */
  sensitive?: boolean;
}

export interface MailerOptions {
  db: Db;
  /** `smtp://user:pass@host:587` or `smtps://...`; without it mails are kept in the outbox table only. */
  smtpUrl?: string | undefined;
  /** A nodemailer transport instead of `smtpUrl` (tests hand one in). */
  transport?: Transport | undefined;
  from: string;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

export type Mailer = ReturnType<typeof createMailer>;

const { mailOutbox } = schema;
const REDACTED = '[Removed after delivery: this mail held a single-use link.]';
/** A delivery that has been `sending` this long was interrupted (a crash, a restart) and is tried again. */
const STALE_SENDING_MINUTES = 10;

/**
 * Sends mail through SMTP when configured, and records every mail in `mail_outbox` either way. A failed delivery
 * does not throw: it is recorded with its error, because the user's action (an enquiry, a reset request) has
 * already succeeded and must not be lost or repeated.
 */
export function createMailer({ db, smtpUrl, transport: custom, from, log }: MailerOptions) {
  const transport: Transporter | undefined = custom
    ? nodemailer.createTransport(custom)
    : smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : undefined;

  /** Delivers one mail; the error message when it failed. Logs no address: logs are read by more people. */
  async function deliver(
    message: Pick<MailMessage, 'to' | 'replyTo' | 'subject' | 'text' | 'html' | 'kind'>,
  ) {
    try {
      await transport!.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
      return undefined;
    } catch (cause) {
      // SMTP answers often quote the recipient; the log gets the codes only (the outbox row keeps the rest).
      const { code, responseCode } = (cause ?? {}) as { code?: string; responseCode?: number };
      log.error({ code, responseCode, kind: message.kind }, 'mail delivery failed');
      return cause instanceof Error ? cause.message : String(cause);
    }
  }

  const values = (message: MailMessage) => ({
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    kind: message.kind,
    metadata: message.metadata,
    redactAfterSend: message.sensitive ?? false,
  });

  return {
    /** Sends now, within the caller's time, and records the result. */
    async send(message: MailMessage): Promise<{ id: string; status: 'outbox' | 'sent' | 'failed' }> {
      let status: 'outbox' | 'sent' | 'failed' = 'outbox';
      let error: string | undefined;
      if (transport) {
        error = await deliver(message);
        status = error === undefined ? 'sent' : 'failed';
      }
      const redact = status === 'sent' && message.sensitive;
      const [row] = await db
        .insert(mailOutbox)
        .values({
          ...values(message),
          ...(redact ? { text: REDACTED, html: null } : {}),
          status,
          error,
          sentAt: status === 'sent' ? new Date() : undefined,
        })
        .returning({ id: mailOutbox.id });
      if (status === 'outbox')
        log.info({ outboxId: row!.id, kind: message.kind }, 'mail kept in outbox (no SMTP_URL)');
      return { id: row!.id, status };
    },

    /**
     * Records the mail for `sendPending` to deliver later, so the caller's answer does not wait for (or time)
     * the SMTP server. Without SMTP the mail is kept in the outbox for an operator, as `send` does.
     */
    async record(message: MailMessage): Promise<{ id: string; status: 'pending' | 'outbox' }> {
      const status = transport ? 'pending' : 'outbox';
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...values(message), status })
        .returning({ id: mailOutbox.id });
      if (status === 'outbox')
        log.info({ outboxId: row!.id, kind: message.kind }, 'mail kept in outbox (no SMTP_URL)');
      return { id: row!.id, status };
    },

    /**
     * Delivers recorded mails, oldest first, until none is pending. Each is claimed in one statement (`skip
     * locked`), so several instances never send the same mail twice. Returns how many were handled.
     */
    async sendPending(): Promise<number> {
      if (!transport) return 0;
      await db
        .update(mailOutbox)
        .set({ status: 'pending' })
        .where(
          and(
            eq(mailOutbox.status, 'sending'),
            lt(mailOutbox.createdAt, sql`now() - make_interval(mins => ${STALE_SENDING_MINUTES})`),
          ),
        );
      let handled = 0;
      for (;;) {
        const claimed = await db.execute<{
          id: string;
          to: string;
          reply_to: string | null;
          subject: string;
          text: string;
          html: string | null;
          kind: string;
          redact_after_send: boolean;
        }>(sql`
          update ${mailOutbox} set status = 'sending'
          where id = (select id from ${mailOutbox} where status = 'pending'
                      order by created_at limit 1 for update skip locked)
          returning id, "to", reply_to, subject, text, html, kind, redact_after_send`);
        const mail = claimed.rows[0];
        if (!mail) return handled;
        const error = await deliver({
          ...mail,
          replyTo: mail.reply_to ?? undefined,
          html: mail.html ?? undefined,
        });
        const redact = error === undefined && mail.redact_after_send;
        await db
          .update(mailOutbox)
          .set({
            status: error === undefined ? 'sent' : 'failed',
            error,
            sentAt: error === undefined ? new Date() : null,
            ...(redact ? { text: REDACTED, html: null } : {}),
          })
          .where(eq(mailOutbox.id, mail.id));
        handled++;
      }
    },

    close() {
      transport?.close();
    },
  };
}
