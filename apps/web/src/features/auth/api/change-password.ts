import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@tradeforge/contracts';
import { postToAccounts } from '@/lib/accounts-client';
import { getValidToken } from '@/lib/session-refresh';

/** Changes the password on the account service; every other session of the account ends. */
export async function changePassword(body: ChangePasswordBody) {
  const answer = await postToAccounts<{ changed: true }>('/change-password', {
    auth: await getValidToken(),
    body,
  });
  if (!answer.success)
    throw new Error(answer.error?.message ?? 'The password could not be changed, try again.');
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
