import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { businessTypes, categories, countries, industries, states } from './reference';
import { tsvector, xid8 } from './search';
import { users, type StoredImage } from './users';

export const subscriptionTier = pgEnum('subscription_tier', ['standard', 'gold', 'premium', 'platinum']);
export const businessAccess = pgEnum('business_access', ['owner', 'admin', 'member']);

export interface Range {
  min?: number;
  max?: number;
}

/** Sections of the business profile that are read and saved whole (spec part 2, section 3). */
export interface FactorySection {
  manufacturingFacilities?: string;
  city?: string;
  zipcode?: string;
  countryCode?: string;
  stateID?: string;
  factorySize?: number;
  numberProductionLines?: number;
  contractManufacturing?: string[];
}
export interface TradeCapabilitiesSection {
  markets?: string[];
  spokenLanguages?: string[];
  totalEmployeesSales?: number;
  averageLeadTime?: number;
}
export interface BusinessTermsSection {
  acceptedDeliveryTerms?: string[];
  acceptedPaymentCurrencies?: string[];
  packagingTypes?: string[];
  acceptedPaymentTypes?: string[];
}

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    businessTypeCode: text('business_type_code')
      .notNull()
      .references(() => businessTypes.code),
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
    shortDescription: text('short_description').notNull(),
    generalDescription: text('general_description'),
    /**
     * The language its texts and its products' are written in (a site language, `LISTING_LANGUAGES`): search stems
     * them in it (migration 0045).
     */
    textLanguage: text('text_language').notNull().default('en'),
    yearEstablished: integer('year_established'),
    totalAnnualRevenue: jsonb('total_annual_revenue').$type<Range>(),
    totalEmployees: jsonb('total_employees').$type<Range>(),
    totalProductionEmployees: jsonb('total_production_employees').$type<Range>(),
    productionCapacity: jsonb('production_capacity').$type<Range & { unit?: string; period?: string }>(),
    profilePhoto: jsonb('profile_photo').$type<StoredImage>(),
    coverPhoto: jsonb('cover_photo').$type<StoredImage>(),
    videoUrl: text('video_url'),
    legalAddress: text('legal_address'),
    shippingAddress: text('shipping_address'),
    city: text('city'),
    zipcode: text('zipcode'),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    stateID: text('state_id').references(() => states.stateID),
    email: text('email'),
    website: text('website'),
    phoneCountryCode: text('phone_country_code'),
    phoneNumber: text('phone_number'),
    mobileCountryCode: text('mobile_country_code'),
    mobileNumber: text('mobile_number'),
    factory: jsonb('factory').$type<FactorySection>(),
    tradeCapabilities: jsonb('trade_capabilities').$type<TradeCapabilitiesSection>(),
    businessTerms: jsonb('business_terms').$type<BusinessTermsSection>(),
    subscription: subscriptionTier('subscription').notNull().default('standard'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    verified: boolean('verified').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Suspended by an operator (issue 19): out of search, pages and feeds for all but its members, who see why. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** Written by the `businesses_search_row` trigger (name, categories, industry, descriptions); see migration 0023. */
    searchVector: tsvector('search_vector'),
    /**
     * The transaction that last wrote a column search reads (the vector, rank, age, type, country, industry,
     * suspension), set by the `businesses_search_xid` trigger: what an in-memory business index catches up on.
     */
    searchXid: xid8('search_xid'),
    /**
     * The transaction that created the row (null for rows older than migration 0034): a saved search's check counts
     * the rows its last check's snapshot did not see, whenever their transaction began.
     */
    createdXid: xid8('created_xid').default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('businesses_created_xid_idx').on(t.createdXid),
    index('businesses_search_xid_idx').on(t.searchXid),
    index('businesses_type_created_idx').on(t.businessTypeCode, t.createdAt.desc()),
    // Search ranks in each instance's search index (apps/api/src/modules/search/memory), which loads the rows in
    // listing order: tier, badge, newest.
    index('businesses_listing_idx')
      .on(t.businessTypeCode, t.subscription.desc(), t.verified.desc(), t.createdAt.desc())
      .where(sql`${t.suspendedAt} is null`),
    // The home page's newest businesses of each type are those a visitor can judge (a logo, a description):
    // walked in this order, it skips neither the many profiles still half filled nor suspended ones.
    index('businesses_showcase_idx')
      .on(t.businessTypeCode, t.createdAt.desc(), t.id.desc())
      .where(
        sql`${t.suspendedAt} is null and ${t.profilePhoto} is not null and btrim(coalesce(${t.generalDescription}, '')) <> ''`,
      ),
    index('businesses_country_idx').on(t.countryCode),
    index('businesses_industry_idx').on(t.industryId),
    check('businesses_text_language', sql`${t.textLanguage} in ('en', 'es', 'it', 'zh')`),
  ],
);

export const businessCategories = pgTable(
  'business_categories',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.categoryId] })],
);

export const businessMembers = pgTable(
  'business_members',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access: businessAccess('access').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.userId] }), index('business_members_user_idx').on(t.userId)],
);

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issueDate: date('issue_date'),
    expireDate: date('expire_date'),
    photo: jsonb('photo').$type<StoredImage>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificates_business_idx').on(t.businessId)],
);

/**
 * An invitation to join a business (owners and admins send them by e-mail). Nobody becomes a member without
 * accepting: the invitee sees it in the app under the e-mail of their account, and accepts it with the single-use
 * link of its mail (or, on a site that sends no mail, the link the inviter passed on).
 */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    access: businessAccess('access').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the secret in the invitation's link: accepting takes the link, not only the address. */
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'revoked'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('business_invitations_pending_uq')
      .on(t.businessId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('business_invitations_email_idx').on(t.email),
    index('business_invitations_business_created_idx').on(t.businessId, t.createdAt),
  ],
);
