import { createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { VIEW_REPEAT_MINUTES } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { sharedSecret } from '../../platform/storage/secret';
import * as repository from './repository';
import type { CountRows, DailyCounts, ProductDay } from './repository';

const REPEAT_MS = VIEW_REPEAT_MINUTES * 60_000;
/** Views each instance remembers it sent; past them the oldest are forgotten and the database alone decides. */
const REMEMBERED_VIEWS = 100_000;
/** Marks are deleted this long after: twice the window, so a view kept by a failed flush still finds its mark. */
const MARKS_KEPT_MS = 2 * REPEAT_MS;
/** Views per transaction: each adds at most two rows (its business's day and its product's day). */
const VIEWS_PER_WRITE = 1_000;

export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A view to count unless the database holds a mark of the same viewer and page within the window. */
interface PendingView {
  /** Page and viewer in clear: only ever in memory. */
  viewerPage: string;
  businessId: string;
  productId: string | undefined;
  seenAt: number;
}

/**
 * The views an instance received since its last flush, one per viewer and page. A viewer's views of a page count
 * once per VIEW_REPEAT_MINUTES: the instance drops the repeats it remembers sending, and the flush counts a view
 * only when `insights_view_marks` has no mark of that viewer and page within the window, marking it in the
 * transaction that counts it, so instances agree. Marks are keyed by an HMAC under a secret every instance reads
 * from `app_meta`, so no address or user id is written.
 */
export function createViewQueue({ db, now }: { db: Db; now: () => number }) {
  let pending = new Map<string, PendingView>();
  const sent = new LRUCache<string, number>({ max: REMEMBERED_VIEWS });
  const viewerSecret = sharedSecret(db, 'insights-viewer-secret');
  let prunedAt = 0;

  async function write(views: PendingView[], secret: string) {
    const marks = views.map((view) => ({
      ...view,
      key: createHmac('sha256', secret).update(view.viewerPage).digest('base64url').slice(0, 22),
      seenAt: new Date(view.seenAt),
    }));
    await db.transaction(async (tx) => {
      const fresh = await repository.markViews(tx, marks, VIEW_REPEAT_MINUTES);
      await repository.writeCounts(tx, rowsOf(marks.filter((mark) => fresh.has(mark.key))));
    });
  }

  return {
    get size() {
      return pending.size;
    },

    /** Queues a view unless this instance sent the viewer's view of the page within the window. */
    add(viewer: string, page: string, businessId: string, productId?: string) {
      const viewerPage = `${page}|${viewer}`;
      const at = now();
      const last = sent.get(viewerPage);
      if (last !== undefined && at - last < REPEAT_MS) return false;
      sent.set(viewerPage, at);
      pending.set(viewerPage, { viewerPage, businessId, productId, seenAt: at });
      return true;
    },

    /**
     * Counts the queued views the database has no recent mark of. What a failed write leaves is queued again,
     * while `hasRoom` says memory allows.
     */
    async flush(hasRoom: () => boolean) {
      const batch = [...pending.values()];
      pending = new Map();
      let written = 0;
      try {
        const secret = batch.length > 0 ? await viewerSecret() : '';
        for (; written < batch.length; written += VIEWS_PER_WRITE)
          await write(batch.slice(written, written + VIEWS_PER_WRITE), secret);
      } catch (error) {
        for (const view of batch.slice(written)) {
          if (!hasRoom()) break;
          if (!pending.has(view.viewerPage)) pending.set(view.viewerPage, view);
        }
        throw error;
      }
      const at = now();
      if (at - prunedAt >= 60_000) {
        prunedAt = at;
        await repository.pruneViewMarks(db, new Date(at - MARKS_KEPT_MS));
      }
    },
  };
}

/** Counted views as counter rows: per business and day, and per product and day. */
function rowsOf(views: { businessId: string; productId: string | undefined; seenAt: Date }[]): CountRows {
  const daily = new Map<string, DailyCounts>();
  const products = new Map<string, ProductDay>();
  for (const { businessId, productId, seenAt } of views) {
    const day = dayOf(seenAt.getTime());
    let business = daily.get(`${businessId}|${day}`);
    if (!business) {
      business = { businessId, day, profileViews: 0, productViews: 0, searchAppearances: 0 };
      daily.set(`${businessId}|${day}`, business);
    }
    if (!productId) {
      business.profileViews++;
      continue;
    }
    business.productViews++;
    const product = products.get(`${productId}|${day}`);
    if (product) product.views++;
    else products.set(`${productId}|${day}`, { productId, businessId, day, views: 1 });
  }
  return { daily: [...daily.values()], products: [...products.values()], words: [] };
}
