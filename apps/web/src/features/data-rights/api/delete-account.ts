import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import {
  localizedPath,
  type AccountDeletionGrant,
  type AccountDeletionGrantBody,
} from '@tradeforge/contracts';
import { postToAccounts } from '@/lib/accounts-client';
import { apiRequest } from '@/lib/http';
import { href } from '@/app/paths';
import { siteLocaleOf } from '@/lib/i18n';
import { leaveSession } from '@/lib/session';
import { getValidToken } from '@/lib/session-refresh';

// The refusal's name when the account service gave none (it could not be reached).
const NETWORK_FAILURE = { name: 'NetworkError' } as const;

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
 * loads the goodbye page, in the page's language (`i18n`, which also words an unreachable service).
 */
export async function deleteAccount(body: AccountDeletionGrantBody, i18n: I18n) {
  const answer = await postToAccounts<AccountDeletionGrant>('/account/deletion-grant', {
    auth: await getValidToken(),
    body,
  });
  if (!answer.success || !answer.data)
    throw new ConfirmationError(
      answer.error?.name ?? NETWORK_FAILURE.name,
      answer.error?.message ?? i18n._(msg`The account service could not be reached. Try again.`),
    );
  const result = await apiRequest<{ deleted: true; businessesDeleted: number }>('/user/account/delete', {
    method: 'POST',
    body: { grant: answer.data.grant },
  });
  // The account service's refresh cookie names a session that no longer exists: it is dropped too.
  await postToAccounts('/logout');
  leaveSession(localizedPath(siteLocaleOf(i18n), href.accountDeleted()));
  return result;
}

export function useDeleteAccount() {
  const { i18n } = useLingui();
  return useMutation({ mutationFn: (body: AccountDeletionGrantBody) => deleteAccount(body, i18n) });
}
