import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './lib/http';
import { shouldDehydrateQuery } from './ssr-state';

/** A query of the server's cache that ended in `error`. */
async function failedQuery(error: Error) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({ queryKey: ['read'], queryFn: () => Promise.reject(error) });
  return client.getQueryCache().find({ queryKey: ['read'] })!;
}

describe('what of the server’s reads goes to the browser', () => {
  it('hands over every failure a page shows as not found, so the first render matches the HTML', async () => {
    expect(shouldDehydrateQuery(await failedQuery(new ApiError('NotFound', 'gone', 404)))).toBe(true);
    // An id the API cannot parse: the page shows its not-found page for it too (`isNotFound`).
    expect(shouldDehydrateQuery(await failedQuery(new ApiError('ValidationError', 'bad id', 400)))).toBe(
      true,
    );
  });

  it('keeps other failures, which the browser reads again', async () => {
    expect(shouldDehydrateQuery(await failedQuery(new ApiError('InternalError', 'down', 500)))).toBe(false);
    expect(shouldDehydrateQuery(await failedQuery(new ApiError('BadRequest', 'bad query', 400)))).toBe(false);
  });
});
