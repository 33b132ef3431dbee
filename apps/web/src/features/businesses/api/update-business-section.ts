import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BusinessContactBody,
  BusinessFactoryBody,
  BusinessGeneralBody,
  BusinessProfile,
  BusinessTermsBody,
  BusinessTradeBody,
} from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export interface SectionBodies {
  general: BusinessGeneralBody;
  contact: BusinessContactBody;
  factory: BusinessFactoryBody;
  'trade-capabilities': BusinessTradeBody;
  'business-terms': BusinessTermsBody;
}
export type BusinessSection = keyof SectionBodies;

/** PUT /business/profile/{id}/{section}: each edit tab saves on its own. */
export const updateBusinessSection = <S extends BusinessSection>(
  id: string,
  section: S,
  body: SectionBodies[S],
) =>
  apiRequest<BusinessProfile>(`/business/profile/${encodeURIComponent(id)}/${section}`, {
    method: 'PUT',
    body,
  });

export function useUpdateBusinessSection<S extends BusinessSection>(id: string, section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionBodies[S]) => updateBusinessSection(id, section, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business'] }),
  });
}
