import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmBody, SubscribeBody, SubscribeResult } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** POST /subscription/subscribe. The attempt id makes a repeated click or retry the same payment. */
export const subscribe = (body: SubscribeBody) =>
  apiRequest<SubscribeResult>('/subscription/subscribe', { method: 'POST', body });

/** POST /subscription/confirm: the card holder's answer to the bank's authentication step. */
export const confirmPayment = (body: ConfirmBody) =>
  apiRequest<SubscribeResult>('/subscription/confirm', { method: 'POST', body });

const useInvalidateMembership = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['subscription', 'business'] });
};

export const useSubscribe = () => {
  const invalidate = useInvalidateMembership();
  return useMutation({ mutationFn: subscribe, onSettled: invalidate });
};

export const useConfirmPayment = () => {
  const invalidate = useInvalidateMembership();
  return useMutation({ mutationFn: confirmPayment, onSettled: invalidate });
};
