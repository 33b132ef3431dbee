import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile, CertificateBody } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** POST /business/profile/{id}/certificates. */
export const addCertificate = (businessID: string, body: CertificateBody) =>
  apiRequest<BusinessProfile>(`/business/profile/${encodeURIComponent(businessID)}/certificates`, {
    method: 'POST',
    body,
  });

export function useAddCertificate(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateBody) => addCertificate(businessID, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business'] }),
  });
}
