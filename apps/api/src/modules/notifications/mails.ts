import { sql } from 'drizzle-orm';
import type { Db } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import { siteLink } from '../../lib/mail-locale';
import { describeNotificationIn, notificationMessages } from './mail-messages';
import { toItem } from './mapper';
import type { LineRow } from './repository';

export interface NotificationMailOptions {
  siteName: string;
  /** The web app's origin, for the link in the mail. */
  webUrl: string;
  /** How long a digest waits after the previous one (a day). */
  digestHours?: number;
}

type Claimed = LineRow & {
  user_id: string;
  email: string;
  first_name_to: string;
  /** The recipient's preferred language, read with their address for the whole batch. */
  language: string | null;
  mail: 'now' | 'digest';
};

/**
 * The notification mails, run on the jobs interval by one instance at a time (a transaction-scoped advisory lock;
 * the others skip that round): lines set to mail at once, and the daily digest of each user whose previous digest
 * is a day old. Rows are claimed (`mailed_at`) in the transaction and mailed after it commits, so a mail goes out
 * at most once; lines read on the site before their turn are claimed but not mailed.
 */
export async function runNotificationMails(db: Db, mailer: Mailer, options: NotificationMailOptions) {
  const digestHours = options.digestHours ?? 24;
  const claimed = await db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('notification_mails')) as ok`,
    );
    if (!lock.rows[0]?.ok) return undefined;
    const digests = await tx.execute<{ user_id: string }>(sql`
      insert into notification_digests (user_id, sent_at)
      select distinct n.user_id, now() from notifications n
        left join notification_digests d on d.user_id = n.user_id
        where n.mail = 'digest' and n.mailed_at is null
          and (d.sent_at is null or d.sent_at <= now() - make_interval(hours => ${digestHours}))
      on conflict (user_id) do update set sent_at = excluded.sent_at
      returning user_id`);
    const digestUsers = sql.param(digests.rows.map((row) => row.user_id));
    const result = await tx.execute<Claimed>(sql`
      with claimed as (
        update notifications set mailed_at = now()
        where mailed_at is null and (mail = 'now' or (mail = 'digest' and user_id = any(${digestUsers}::uuid[])))
        returning id)
      select n.id, n.kind, n.object_type, n.object_id, n.data, n.actor_count, n.read_at, n.created_at, n.updated_at,
        n.user_id, n.mail, u.email, u.first_name as first_name_to, u.preferred_language_code as language,
        coalesce((select json_agg(x) from (
          select a.user_id, au.first_name, au.last_name, a.business_id, b.company_name from notification_actors a
          join users au on au.id = a.user_id left join businesses b on b.id = a.business_id
          where a.notification_id = n.id order by a.created_at desc limit 3) x), '[]') as actors
      from notifications n join users u on u.id = n.user_id
      where n.id in (select id from claimed) and n.read_at is null
      order by n.user_id, n.updated_at desc`);
    return result.rows;
  });
  if (!claimed) return undefined;
  const byUser = new Map<string, Claimed[]>();
  for (const row of claimed) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  for (const rows of byUser.values()) await mailLines(mailer, options, rows);
  return { mailed: byUser.size, lines: claimed.length };
}

async function mailLines(mailer: Mailer, { siteName, webUrl }: NotificationMailOptions, rows: Claimed[]) {
  const first = rows[0]!;
  const locale = localeFromPreference(first.language);
  const t = notificationMessages.in(locale);
  const digest = rows.every((row) => row.mail === 'digest');
  const lines = rows.map((row) => `- ${describeNotificationIn(locale, toItem(row))}`);
  await mailer.send({
    to: first.email,
    kind: digest ? 'notification-digest' : 'notification',
    subject: digest
      ? t('digest.subject', { siteName, count: rows.length })
      : rows.length === 1
        ? describeNotificationIn(locale, toItem(first))
        : t('many.subject', { count: rows.length, siteName }),
    text: t('body', {
      firstName: first.first_name_to,
      lines: lines.join('\n'),
      link: siteLink(webUrl, locale, '/notifications'),
      siteName,
    }),
    metadata: { userID: first.user_id, notifications: rows.map((row) => String(row.id)) },
  });
}
