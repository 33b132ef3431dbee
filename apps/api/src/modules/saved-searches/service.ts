import { sql } from 'drizzle-orm';
import {
  BUSINESS_TYPES,
  SAVED_SEARCHES_LIMIT,
  type CreateSavedSearchBody,
  type SavedSearch,
  type SavedSearchQuery,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import * as repository from './repository';
import { savedSearchErrors } from './errors';

export function toSavedSearch(row: repository.SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    query: row.query as SavedSearchQuery,
    newResults: row.newResults,
    createdAt: row.createdAt.toISOString(),
    checkedAt: row.checkedAt.toISOString(),
  };
}

/**
 * The query as stored: products take no business type or country (400 naming the field); businesses need a type;
 * empty lists and a false `exact` are left out, so the same search saved twice is found the same.
 */
function normalize({ kind, query }: CreateSavedSearchBody): SavedSearchQuery {
  if (kind === 'products')
    for (const name of ['businessType', 'country', 'countries'] as const)
      if (query[name] !== undefined)
        throw invalidField(`query/${name}`, savedSearchErrors.text('productFilter', { name }));
  if (kind === 'businesses' && !query.businessType)
    throw invalidField('query/businessType', savedSearchErrors.text('businessType'));
  const normalized: SavedSearchQuery = { textQuery: query.textQuery.trim() };
  if (query.businessType) normalized.businessType = query.businessType;
  if (query.country && query.country.toLowerCase() !== 'global')
    normalized.country = query.country.toUpperCase();
  for (const name of ['countries', 'industries', 'tiers'] as const) {
    const values = query[name];
    if (values?.length)
      normalized[name] = [
        ...new Set(values.map((value) => (name === 'countries' ? value.toUpperCase() : value))),
      ].sort();
  }
  if (query.exact) normalized.exact = true;
  return normalized;
}

function defaultName(kind: CreateSavedSearchBody['kind'], query: SavedSearchQuery) {
  const type =
    kind === 'products'
      ? 'Products'
      : (BUSINESS_TYPES.find((entry) => entry.code === query.businessType)?.label ?? 'Businesses');
  return (query.textQuery ? `${query.textQuery} - ${type}` : type).slice(0, 80);
}

/** Searches a user saved from the results page, with how many new results the daily check found for each. */
export function createSavedSearchService({ db }: { db: Db }) {
  return {
    async list(userId: string) {
      const rows = await repository.findSavedSearches(db, userId);
      return { searches: rows.map(toSavedSearch) };
    },

    async create(userId: string, body: CreateSavedSearchBody): Promise<SavedSearch> {
      const query = normalize(body);
      const row = await db.transaction(async (tx) => {
        // Counted under the user's own lock, so two saves at once cannot pass the limit together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_searches'), hashtext(${userId}))`);
        const same = await repository.findSameSearch(tx, userId, body.kind, query);
        if (same) return same;
        if ((await repository.countSavedSearches(tx, userId)) >= SAVED_SEARCHES_LIMIT)
          throw new AppError('Conflict', savedSearchErrors.text('limit', { limit: SAVED_SEARCHES_LIMIT }));
        const name = body.name?.trim() || defaultName(body.kind, query);
        return repository.insertSavedSearch(tx, { userId, name, kind: body.kind, query });
      });
      return toSavedSearch(row);
    },

    async remove(userId: string, id: string) {
      if (!(await repository.deleteSavedSearch(db, userId, id)))
        throw notFound(savedSearchErrors.text('gone'));
      return { deleted: true };
    },

    /** Opening a saved search: its new results are seen. */
    async open(userId: string, id: string) {
      const row = await repository.markSeen(db, userId, id);
      if (!row) throw notFound(savedSearchErrors.text('gone'));
      return toSavedSearch(row);
    },
  };
}

export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
