import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionGrant, AccountDeletionGrantBody } from '@tradeforge/contracts';
import { postToAccounts } from '@/lib/accounts-client';
import { apiRequest } from '@/lib/http';
import { href } from '@/app/paths';
import { leaveSession } from '@/lib/session';
import { getValidToken } from '@/lib/session-refresh';

/** A refusal of the account service (`InvalidPassword`, `InvalidCode`, `TooManyRequests`) with its message. */
export class ConfirmationError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Deletes my account in two steps: the account service checks the password (and code) and gives a single-use
 * grant; the API spends it and deletes. Then the browser forgets the session (the server already ended it) and
 * loads the goodbye page.
 */
export async function deleteAccount(body: AccountDeletionGrantBody) {
  const answer = await postToAccounts<AccountDeletionGrant>('/account/deletion-grant', {
    auth: await getValidToken(),
    body,
  });
  if (!answer.success || !answer.data)
    throw new ConfirmationError(
      answer.error?.name ?? 'NetworkError',
      answer.error?.message ?? 'The account service could not be reached. Try again.',
    );
  const result = await apiRequest<{ deleted: true; businessesDeleted: number }>('/user/account/delete', {
    method: 'POST',
    body: { grant: answer.data.grant },
  });
  // The account service's refresh cookie names a session that no longer exists: it is dropped too.
  await postToAccounts('/logout');
  leaveSession(href.accountDeleted());
  return result;
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
