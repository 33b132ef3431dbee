import { useEffect } from 'react';
import { VIEW_REPEAT_MINUTES } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** A page seen again in the same tab within this time is one view (the API counts it once anyway). */
const SAME_VIEW_MS = VIEW_REPEAT_MINUTES * 60_000;

function seenLately(key: string) {
  try {
    const at = Number(sessionStorage.getItem(key));
    sessionStorage.setItem(key, String(Date.now()));
    return at > 0 && Date.now() - at < SAME_VIEW_MS;
  } catch {
    return false;
  }
}

/**
 * POST /insights/views: tells the API a business or product page was shown, once the page runs in a browser (a
 * crawler that runs no script sends nothing). Sent as a keep-alive request through the one HTTP client, so it
 * carries the session (the business's own members are not counted) and outlives a quick navigation; failures are
 * ignored, as a lost view must never disturb the page.
 */
export function sendView(type: 'business' | 'product', id: string) {
  if (seenLately(`tf-view:${type}:${id}`)) return;
  apiRequest('/insights/views', { method: 'POST', body: { type, id }, keepalive: true }).catch(
    () => undefined,
  );
}

/** Sends the view once the page shows `id`; `skip` for a viewer known to be one of the business's members. */
export function useViewBeacon(type: 'business' | 'product', id: string | undefined, skip = false) {
  useEffect(() => {
    if (id && !skip) sendView(type, id);
  }, [type, id, skip]);
}
