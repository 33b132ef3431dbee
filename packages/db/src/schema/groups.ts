import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { industries } from './reference';
import { tsvector } from './search';
import { users, type StoredImage } from './users';

export const groupPrivacy = pgEnum('group_privacy', ['open', 'private']);
export const groupRole = pgEnum('group_role', ['owner', 'admin', 'member']);
export const groupMemberState = pgEnum('group_member_state', ['member', 'requested', 'invited', 'banned']);
export const groupPostNotify = pgEnum('group_post_notify', ['all', 'highlights', 'off']);

/**
 * A group (issue 49): an open or private community. Its posts are `posts` rows with `timeline_type` 'group' and
 * `timeline_id` the group's id; deleting the group deletes them (trigger `groups_delete_posts`, migration groups).
 */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    privacy: groupPrivacy('privacy').notNull(),
    industryId: text('industry_id').references(() => industries.id),
    rules: text('rules'),
    cover: jsonb('cover').$type<StoredImage>(),
    /** Who created it; the owner is the member row with role 'owner', which can change hands. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by an operator: read by its owners and admins only, with the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** Suspended by an operator: nobody but operators reads it, and nobody joins or posts. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Name (A) and description (B), folded as every search text is (`fold_search_text`), kept by PostgreSQL. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, fold_search_text(name)), 'A') || setweight(to_tsvector('english'::regconfig, fold_search_text(description)), 'B')`,
    ),
  },
  (t) => [
    index('groups_search_idx').using('gin', t.searchVector),
    index('groups_industry_idx').on(t.industryId),
  ],
);

/** A person's standing in a group: one row per group and person, whatever their state. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: groupRole('role').notNull().default('member'),
    state: groupMemberState('state').notNull(),
    muted: boolean('muted').notNull().default(false),
    notify: groupPostNotify('notify').notNull().default('all'),
    /** When the current state began. */
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId, t.state),
    index('group_members_group_state_idx').on(t.groupId, t.state, t.since),
  ],
);

/**
 * An invitation mailed to an address, accepted only with its link's secret by the account with that address (as
 * business invitations, issue 46). Only the secret's SHA-256 is stored.
 */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'revoked'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_invitations_pending_uq')
      .on(t.groupId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('group_invitations_email_idx').on(t.email),
    index('group_invitations_inviter_idx').on(t.invitedBy, t.createdAt),
  ],
);
