import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerateBody, ModeratedType } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { operatorKeys } from './get-operator-me';

/** POST /operator/moderation (hide or suspend, with a reason) or /operator/moderation/undo. */
export const moderate = (body: ModerateBody | { objectType: ModeratedType; objectID: string; undo: true }) =>
  'undo' in body
    ? apiRequest('/operator/moderation/undo', {
        method: 'POST',
        body: { objectType: body.objectType, objectID: body.objectID },
      })
    : apiRequest('/operator/moderation', { method: 'POST', body });

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
