import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** DELETE /business/profile/{id}/certificates/{certificateId}. */
export const deleteCertificate = (businessID: string, certificateID: string) =>
  apiRequest<unknown>(
    `/business/profile/${encodeURIComponent(businessID)}/certificates/${encodeURIComponent(certificateID)}`,
    { method: 'DELETE' },
  );

export function useDeleteCertificate(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateID: string) => deleteCertificate(businessID, certificateID),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business'] }),
  });
}
