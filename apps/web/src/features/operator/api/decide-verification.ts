import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/http';
import { operatorKeys } from './get-operator-me';

export type VerificationDecision =
  | { action: 'approve' }
  | { action: 'refuse'; reason: string }
  | { action: 'remove-badge'; reason: string; businessID: string };

/** POST /operator/verifications/{id}/approve|refuse, or /operator/businesses/{id}/remove-badge. */
export const decideVerification = (requestID: string, decision: VerificationDecision) =>
  decision.action === 'remove-badge'
    ? apiRequest(`/operator/businesses/${decision.businessID}/remove-badge`, {
        method: 'POST',
        body: { reason: decision.reason },
      })
    : apiRequest(`/operator/verifications/${requestID}/${decision.action}`, {
        method: 'POST',
        ...(decision.action === 'refuse' ? { body: { reason: decision.reason } } : {}),
      });

export function useDecideVerification(requestID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: VerificationDecision) => decideVerification(requestID, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.list('verifications') }),
  });
}

/** Opens a document: fetched with the operator's token, then saved by the browser (never shown inline). */
export async function downloadVerificationDocument(requestID: string, documentID: string, name: string) {
  const blob = await apiDownload(`/operator/verifications/${requestID}/documents/${documentID}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
