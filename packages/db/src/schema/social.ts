import { index, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { users } from './users';

export const socialResourceType = pgEnum('social_resource_type', ['business', 'product', 'post', 'comment']);

/**
 * A like. The actor is a user, optionally acting as one of their businesses; one like per actor and item
 * (NULLS NOT DISTINCT makes "as myself" a single slot too).
 */
export const reactions = pgTable(
  'reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceType: socialResourceType('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorBusinessId: uuid('actor_business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    reactionType: text('reaction_type', { enum: ['like'] })
      .notNull()
      .default('like'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reactions_one_per_actor').on(t.resourceId, t.userId, t.actorBusinessId).nullsNotDistinct(),
    index('reactions_resource_idx').on(t.resourceId),
  ],
);

export const follows = pgTable(
  'follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] }), index('follows_business_idx').on(t.businessId)],
);

/**
 * Comments on products and posts; a reply is a comment whose resource is another comment. A comment written as a
 * business goes with the business. A removed comment that others had replied to stays as a placeholder
 * (`deleted_at` set, content emptied) so the replies keep their place.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceType: socialResourceType('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorBusinessId: uuid('actor_business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by an operator (issue 19): shown to its author only, with the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [index('comments_resource_created_idx').on(t.resourceId, t.createdAt.desc(), t.id)],
);
