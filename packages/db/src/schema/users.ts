import { sql } from 'drizzle-orm';
import { tsvector, xid8 } from './search';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessTypes, countries, genders, industries, jobPositions, languages, states } from './reference';

/** An uploaded image: the main url plus re-encoded size versions. */
export interface StoredImage {
  url: string;
  versions?: Record<string, { url: string; width: number; height: number }>;
}

/**
 * A person with an account. Credentials (`email`, `passwordHash`) belong to the account service; the profile
 * fields (spec part 2, section 3) to the main API. E-mail is unique regardless of case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobilePhoneCountryCode: text('mobile_phone_country_code'),
    mobilePhoneNumber: text('mobile_phone_number'),
    city: text('city'),
    countryCode: text('country_code').references(() => countries.code),
    stateID: text('state_id').references(() => states.stateID),
    genderCode: text('gender_code').references(() => genders.code),
    preferredLanguageCode: text('preferred_language_code').references(() => languages.code),
    jobPositionID: integer('job_position_id').references(() => jobPositions.jobPositionID),
    businessTypeCode: text('business_type_code').references(() => businessTypes.code),
    industryId: text('industry_id').references(() => industries.id),
    companyName: text('company_name'),
    profession: text('profession'),
    birthDate: date('birth_date'),
    showBirthDate: boolean('show_birth_date').notNull().default(false),
    showProfession: boolean('show_profession').notNull().default(true),
    briefPresentation: text('brief_presentation'),
    profilePhoto: jsonb('profile_photo').$type<StoredImage>(),
    coverPhoto: jsonb('cover_photo').$type<StoredImage>(),
    /** Demo users are loaded by the demo data set and marked so an operator can remove them. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** When the owner opened the verification link (account service; only required when the site sends mail). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Suspended by an operator (issue 19): cannot log in, sessions revoked, out of search and pages. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** When the user closed the getting-started checklist (API module `onboarding`): closed on every device. */
    onboardingDismissedAt: timestamp('onboarding_dismissed_at', { withTimezone: true }),
    // A hidden profession is not searchable: it is indexed only while `show_profession` is on.
    /**
     * Written by the `users_search_row` trigger when a searched column changes: the name as written (`simple`), the
     * company and the profession while shown (english), the brief presentation (english).
     */
    searchVector: tsvector('search_vector'),
    /**
     * The transaction that last wrote a column search reads (the vector, country, age, suspension), set by the
     * `users_search_xid` trigger: what the in-memory people index catches up on (migration 0035).
     */
    searchXid: xid8('search_xid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_country_code_idx').on(t.countryCode),
    index('users_search_xid_idx').on(t.searchXid),
    // The people search index loads the unsuspended users newest first.
    index('users_listing_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.suspendedAt} is null`),
  ],
);
