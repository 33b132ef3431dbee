import type { MessageDescriptor } from '@lingui/core';
import type { ReactElement } from 'react';
import type { BusinessProfile } from '@tradeforge/contracts';
import { useBusiness } from '@/features/businesses/api/get-business';
import { usePageMeta } from '@/lib/page-meta';
import { isNotFound, NotFound, notFoundMeta } from './not-found';
import { PageError, PageLoading } from '@/components/ui/page-status';

/**
 * The business a page of one business is about (its requests, members, products, edit tabs, membership...), read
 * from the address's id or slug, with the page's title and what the page shows until the business is there. An
 * address that names no business (a user's id, a word, a removed business) gets the not-found page rather than an
 * endless Loading or an error: `data` is the business, or undefined while `fallback` is what to show instead.
 */
export function useBusinessPage(
  id: string,
  title: string | MessageDescriptor | ((business: BusinessProfile | undefined) => string),
  description: string | MessageDescriptor,
) {
  const business = useBusiness(id);
  // An id shorter than a UUID is never read (`useBusiness`): no business has it.
  const missing = id.length < 36 || isNotFound(business.error);
  const data = missing ? undefined : business.data;
  usePageMeta(
    missing ? notFoundMeta.business.title : typeof title === 'function' ? title(data) : title,
    missing ? notFoundMeta.business.description : description,
  );
  let fallback: ReactElement | null = null;
  if (missing) fallback = <NotFound kind="business" />;
  else if (!data && business.isError) fallback = <PageError />;
  else if (!data) fallback = <PageLoading />;
  return { business, data, fallback };
}
