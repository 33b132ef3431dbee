import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSecurity,
  ActiveSession,
  ChangeEmailBody,
  DisableTwoFactorBody,
  RecoveryCodes,
  TwoFactorSetup,
} from '@tradeforge/contracts';
import { refreshSession } from '@/lib/session-refresh';
import { accountCall } from './account-call';

export const accountSecurityQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'security'],
    queryFn: () => accountCall<AccountSecurity>('/account/security'),
  });
export const useAccountSecurity = () => useQuery(accountSecurityQueryOptions());

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'sessions'],
    queryFn: () => accountCall<ActiveSession[]>('/sessions'),
  });
export const useSessions = () => useQuery(sessionsQueryOptions());

/**
 * A mutation of the security settings; the settings (and the session list) are read again after it. The mutation
 * does not wait for that read: its answer reaches the caller first, before the new settings swap the view (the
 * recovery codes of a set-up that just ended are shown once and must not be lost with the set-up form).
 */
function useAccountMutation<TBody, TData>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => accountCall<TData>(path, body as object),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

export const useEndSession = () => useAccountMutation<{ sessionId: string }, { done: true }>('/sessions/end');
export const useResendVerification = () =>
  useAccountMutation<Record<string, never>, { done: true }>('/account/resend-verification');
export const useChangeEmail = () => useAccountMutation<ChangeEmailBody, { done: true }>('/change-email');
export const useSetUpTwoFactor = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string }) => accountCall<TwoFactorSetup>('/two-factor/setup', body),
  });
export const useEnableTwoFactor = () =>
  useAccountMutation<{ code: string }, RecoveryCodes>('/two-factor/enable');
export const useDisableTwoFactor = () =>
  useAccountMutation<DisableTwoFactorBody, { done: true }>('/two-factor/disable');
export const useNewRecoveryCodes = () =>
  useAccountMutation<{ code: string }, RecoveryCodes>('/two-factor/recovery-codes');

/** After the link was opened elsewhere: a fresh access token carries the verified claim. */
export const useRecheckVerification = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => refreshSession(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['account'] }),
  });
};
