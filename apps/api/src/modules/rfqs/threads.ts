import { sql } from 'drizzle-orm';
import {
  visibleText,
  type SendInquiryBody,
  type SendMessageBody,
  type SiteLocale,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { defineMessages } from '@tradeforge/i18n';
import { AppError } from '../../lib/app-error';
import type { QuoteRow } from './quote-repository';
import type { RfqRow } from './repository';

/** The message center's public surface this module uses (messages/index.ts, `MessageService`). */
export interface QuoteThreads {
  sendInquiry(userId: string, body: SendInquiryBody): Promise<{ requestID: string }>;
  sendMessage(
    userId: string,
    threadId: string,
    bid: string | undefined,
    body: SendMessageBody,
  ): Promise<unknown>;
}

/** What the buyer's side writes in a quote's thread when it says nothing of its own: in the buyer's language. */
export const threadTexts = defineMessages(
  {
    subject: 'Buying request: {title}',
    accepted: 'We accept your quote for “{title}”. Let us arrange the order here.',
  },
  {
    es: {
      subject: 'Solicitud de compra: {title}',
      accepted: 'Aceptamos su cotización para «{title}». Organicemos el pedido aquí.',
    },
    it: {
      subject: 'Richiesta di acquisto: {title}',
      accepted: 'Accettiamo la vostra offerta per «{title}». Organizziamo qui l’ordine.',
    },
    zh: {
      subject: '采购需求：{title}',
      accepted: '我们接受贵方对“{title}”的报价。让我们在这里安排订单。',
    },
  },
);

/** Errors of an existing thread that mean a new one is needed: it ended, or is gone. */
const isThreadGone = (error: unknown) =>
  error instanceof AppError && (error.code === 'Conflict' || error.code === 'NotFound');

/**
 * Writes the buyer's message in the thread between the buyer side and the quote's supplier: the quote's thread
 * while it is open, otherwise a new inquiry from the business the request was posted as (or the person). Replying
 * shows the supplier who the buyer is, whatever `hide_identity`. Answers the thread's id.
 */
export async function openQuoteThread(
  db: Db,
  threads: QuoteThreads,
  given: {
    userId: string;
    rfq: RfqRow;
    quote: QuoteRow;
    message: string | undefined;
    locale: SiteLocale;
    accepted: boolean;
  },
) {
  const { userId, rfq, quote, locale } = given;
  const t = threadTexts.in(locale);
  const content =
    visibleText(given.message ?? '') || t(given.accepted ? 'accepted' : 'subject', { title: rfq.title });
  let threadId: string | undefined;
  if (quote.thread_id) {
    try {
      await threads.sendMessage(userId, quote.thread_id, rfq.business_id ?? userId, { content });
      threadId = quote.thread_id;
    } catch (error) {
      if (!isThreadGone(error)) throw error;
    }
  }
  threadId ??= (
    await threads.sendInquiry(userId, {
      to: quote.business_id,
      ...(rfq.business_id && { from: rfq.business_id }),
      subject: t('subject', { title: rfq.title }),
      message: content,
    })
  ).requestID;
  await db.execute(sql`update rfq_quotes set thread_id = ${threadId}::uuid,
    buyer_revealed_at = coalesce(buyer_revealed_at, now()) where id = ${quote.id}::uuid`);
  return threadId;
}
