import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Need-help enquiries (spec part 2, section 3): a visitor asks the operator to contact them about buying or
 * selling. Kept as sent, so nothing is lost if mail delivery fails; reference codes are stored as given (the
 * service checks them) rather than as foreign keys, because an enquiry must survive reference-data changes.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    businessName: text('business_name'),
    businessType: text('business_type'),
    website: text('website'),
    jobPosition: integer('job_position'),
    address: text('address'),
    zipcode: text('zipcode'),
    city: text('city'),
    usaState: text('usa_state'),
    country: text('country'),
    companyPhone: text('company_phone').notNull(),
    companyFax: text('company_fax'),
    totalEmployees: text('total_employees'),
    salesEmployees: text('sales_employees'),
    mobilePhone: text('mobile_phone'),
    email: text('email').notNull(),
    buyProducts: text('buy_products').array().notNull().default([]),
    moreInfoBuy: text('more_info_buy'),
    sellProducts: text('sell_products').array().notNull().default([]),
    moreInfoSell: text('more_info_sell'),
    /** Who sent it, for abuse handling: the client address as the trusted proxy reports it. */
    senderIp: text('sender_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator marked it handled (the operator console, issue 19), and who. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** When an operator last answered it by mail from the console. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [index('enquiries_created_at_idx').on(t.createdAt), index('enquiries_email_idx').on(t.email)],
);
