import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryReplyBody, OperatorEnquiry } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { operatorKeys } from './get-operator-me';

/** POST /operator/enquiries/{id}/handled, or /reply with a mail to the enquirer (which marks it handled too). */
export const handleEnquiry = (enquiryId: string, reply?: EnquiryReplyBody) =>
  apiRequest<OperatorEnquiry>(`/operator/enquiries/${enquiryId}/${reply ? 'reply' : 'handled'}`, {
    method: 'POST',
    ...(reply ? { body: reply } : {}),
  });

export function useHandleEnquiry(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply?: EnquiryReplyBody) => handleEnquiry(enquiryId, reply),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.list('enquiries') }),
  });
}
