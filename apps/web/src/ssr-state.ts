import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { isNotFound } from './app/not-found';
import { ApiError } from './lib/http';

/** The id of the JSON script in which the host hands the browser the data a page was rendered from. */
export const SSR_STATE_ID = 'tf-ssr-state';

/**
 * What of the server's query cache goes to the browser: the data the page shows, and the reads that found nothing
 * (a business, product, post or user that does not exist, or an id the API cannot parse), so the browser's first
 * render shows the same not-found page. The test is the pages' own (`isNotFound`): a failure they render as
 * not found and the browser did not get would render as loading there, a hydration mismatch.
 */
export const shouldDehydrateQuery = (query: Query) =>
  defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && isNotFound(query.state.error));

/**
 * After `hydrate`: the errors the server's reads ended in arrive as plain JSON; they become `ApiError`s again, and
 * those reads are not made again as the page mounts (the server rendered their failure, which the first render
 * must match). A later visit of the same address in the session keeps the answer, as a successful read would.
 */
export function reviveServerErrors(queryClient: QueryClient) {
  for (const query of queryClient.getQueryCache().getAll()) {
    const error = query.state.error as { name?: unknown; status?: unknown; details?: unknown } | null;
    if (query.state.status !== 'error' || !error || error instanceof ApiError) continue;
    query.setState({
      error: new ApiError(String(error.name ?? 'Error'), '', Number(error.status ?? 0), error.details),
    });
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}
