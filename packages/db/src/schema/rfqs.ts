import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { inquiryThreads } from './messages';
import { categories, countries, industries } from './reference';
import { uploads } from './uploads';
import { users } from './users';

export const rfqState = pgEnum('rfq_state', ['open', 'closed', 'expired', 'awarded']);
export const rfqVisibility = pgEnum('rfq_visibility', ['public', 'matched']);
export const rfqQuoteState = pgEnum('rfq_quote_state', ['submitted', 'accepted', 'declined', 'not-selected']);

/**
 * A buying request (issue 50). Its buyer side is the person who posted it and, when posted as a business, every
 * member of that business (as a conversation's sender side); `rfq_buyer` and `rfq_readable` (migration rfqs) are
 * the one definition of who acts as its buyer and who reads it.
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who posted it; a request posted as a business stays with it when its author's account goes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    incoterm: text('incoterm').notNull(),
    destinationCountry: text('destination_country')
      .notNull()
      .references(() => countries.code),
    destinationPlace: text('destination_place'),
    modelNumbers: text('model_numbers')
      .array()
      .notNull()
      .default(sql`'{}'`),
    targetUnitPrice: numeric('target_unit_price', { precision: 14, scale: 3, mode: 'number' }),
    currency: text('currency'),
    neededBy: date('needed_by', { mode: 'string' }),
    quotesUntil: timestamp('quotes_until', { withTimezone: true }).notNull(),
    visibility: rfqVisibility('visibility').notNull(),
    hideIdentity: boolean('hide_identity').notNull().default(false),
    /** Matching was limited to suppliers based in, or selling to, these countries (empty: anywhere). */
    supplierCountries: text('supplier_countries')
      .array()
      .notNull()
      .default(sql`'{}'`),
    state: rfqState('state').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it stopped taking quotes: closed, expired or awarded. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Hidden by an operator: only its buyer side reads it then, with the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('rfqs_user_idx').on(t.userId, t.createdAt.desc()),
    index('rfqs_business_idx').on(t.businessId, t.createdAt.desc()),
    // The public listing and a business's public inbox: open, public, visible requests by category, newest first.
    index('rfqs_public_idx')
      .on(t.categoryId, t.createdAt.desc())
      .where(sql`${t.state} = 'open' and ${t.visibility} = 'public' and ${t.hiddenAt} is null`),
    index('rfqs_open_until_idx')
      .on(t.quotesUntil)
      .where(sql`${t.state} = 'open'`),
  ],
);

/** The businesses matching chose for a request, best first (`rank` 1 is the best). */
export const rfqMatches = pgTable(
  'rfq_matches',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rfqId, t.businessId] }),
    index('rfq_matches_business_idx').on(t.businessId, t.createdAt.desc()),
  ],
);

/** A business's quote on a request: one per business and request. */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The member who sent it (the business's quote whoever wrote it). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    unitPrice: numeric('unit_price', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    moq: integer('moq').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    incoterm: text('incoterm').notNull(),
    paymentTerms: text('payment_terms').array().notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note'),
    state: rfqQuoteState('state').notNull().default('submitted'),
    declineReason: text('decline_reason'),
    /** The message-center thread between the buyer and the supplier about it. */
    threadId: uuid('thread_id').references(() => inquiryThreads.id, { onDelete: 'set null' }),
    /** When the buyer replied to or accepted it: from then on its supplier sees who asks, whatever `hide_identity`. */
    buyerRevealedAt: timestamp('buyer_revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('rfq_quotes_once').on(t.rfqId, t.businessId),
    index('rfq_quotes_business_idx').on(t.businessId, t.createdAt.desc()),
    index('rfq_quotes_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A drawing or specification on a request or quote, kept in the storage driver's private area. When its request
 * or quote goes (whoever deletes it), both references become null and the periodic RFQ job deletes the file.
 */
export const rfqAttachments = pgTable(
  'rfq_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id').references(() => rfqs.id, { onDelete: 'set null' }),
    quoteId: uuid('quote_id').references(() => rfqQuotes.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rfq_attachments_rfq_idx').on(t.rfqId),
    index('rfq_attachments_quote_idx').on(t.quoteId),
    index('rfq_attachments_orphan_idx')
      .on(t.createdAt)
      .where(sql`${t.rfqId} is null and ${t.quoteId} is null`),
  ],
);

/** The name an RFQ attachment had on the uploader's machine, kept beside its upload until it is processed. */
export const rfqUploads = pgTable('rfq_uploads', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
});
