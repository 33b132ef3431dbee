import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import type { BusinessInsights, InsightsPeriod, ViewBeaconBody } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { MANAGERS, type BusinessService } from '../businesses';
import type { InsightsCounter } from './counter';
import * as repository from './repository';

export interface ViewRequest extends ViewBeaconBody {
  viewerId: string | undefined;
  userAgent: string | undefined;
  address: string;
}

/**
 * Supplier insights. Views arrive as beacons from the page once it is shown (so crawlers that run no script never
 * send one); a bot's user agent, a member of the business itself, a client past its per-minute allowance and a
 * viewer's repeat of a page within VIEW_REPEAT_MINUTES (the viewer is the user when signed in, otherwise the
 * client address) are not counted. Only counts are kept, never who viewed. The owners and admins read them per
 * day.
 */
export function createInsightsService({
  db,
  businesses,
  counter,
  viewsPerAddress = 60,
}: {
  db: Db;
  businesses: BusinessService;
  counter: InsightsCounter | undefined;
  /** Views one client address may add per minute on one instance; past it, a reload loop counts no more. */
  viewsPerAddress?: number;
}) {
  // Anonymous views are most views: their target (the business of a product) is looked up once a minute at most,
  // views of one target arriving together share one read. 'none': a target that does not exist is kept too.
  const targets = new LRUCache<string, repository.ViewTarget | 'none', Pick<ViewRequest, 'type' | 'id'>>({
    max: 20_000,
    ttl: 60_000,
    fetchMethod: async (_key, _stale, { context: { type, id } }) =>
      (await repository.findViewTarget(db, type, id, undefined)) ?? 'none',
  });
  let allowance = new Map<string, number>();
  const reset = setInterval(() => (allowance = new Map()), 60_000);
  reset.unref();

  async function findTarget({ type, id, viewerId }: ViewRequest) {
    if (viewerId) return repository.findViewTarget(db, type, id, viewerId);
    const target = await targets.fetch(`${type}:${id}`, { context: { type, id } });
    return target === 'none' ? undefined : target;
  }

  return {
    /** Counts a page view when the rules allow; answers whether it was counted. */
    async recordView(view: ViewRequest): Promise<{ counted: boolean }> {
      if (!counter || !view.userAgent || isbot(view.userAgent)) return { counted: false };
      const used = allowance.get(view.address) ?? 0;
      if (used >= viewsPerAddress) return { counted: false };
      allowance.set(view.address, used + 1);
      const target = await findTarget(view);
      if (!target || target.member) return { counted: false };
      const viewer = view.viewerId ? `user:${view.viewerId}` : `address:${view.address}`;
      const counted =
        view.type === 'business'
          ? counter.countBusinessView(target.business_id, viewer)
          : counter.countProductView(view.id, target.business_id, viewer);
      return { counted };
    },

    async getInsights(businessId: string, userId: string, days: InsightsPeriod): Promise<BusinessInsights> {
      await businesses.requireAccess(businessId, userId, MANAGERS);
      // One snapshot for the four reads: a flush landing between them would otherwise show totals that count
      // views the top products do not.
      const { rows, responseHours, products, words } = await db.transaction(
        async (tx) => ({
          rows: await repository.findDays(tx, businessId, days),
          responseHours: await repository.findResponseHours(tx, businessId, days),
          products: await repository.findTopProducts(tx, businessId, days),
          words: await repository.findTopWords(tx, businessId, days),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const sum = (pick: (row: repository.DayRow) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      return {
        days: rows.map((row) => ({
          date: row.day,
          profileViews: row.profile_views,
          productViews: row.product_views,
          searchAppearances: row.search_appearances,
          likes: row.likes,
          follows: row.follows,
          inquiries: row.inquiries,
          responseHours: row.response_hours,
        })),
        totals: {
          profileViews: sum((row) => row.profile_views),
          productViews: sum((row) => row.product_views),
          searchAppearances: sum((row) => row.search_appearances),
          likes: sum((row) => row.likes),
          follows: sum((row) => row.follows),
          inquiries: sum((row) => row.inquiries),
          responseHours,
        },
        topProducts: products.map((row) => ({ productID: row.product_id, name: row.name, views: row.views })),
        topSearchWords: words,
      };
    },

    close() {
      clearInterval(reset);
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
