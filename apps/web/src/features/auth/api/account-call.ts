import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { postToAccounts } from '@/lib/accounts-client';
import { englishOf } from '@/lib/http';
import { getValidToken } from '@/lib/session-refresh';

/**
 * A refusal of the account service: its name (`InvalidCode`, `InvalidPassword`, ...) and message; when the client
 * words it itself, its `descriptor` (shown with `errorText`).
 */
export class AccountError extends Error {
  readonly descriptor?: MessageDescriptor;
  constructor(
    override readonly name: string,
    message: string | MessageDescriptor,
  ) {
    super(typeof message === 'string' ? message : englishOf(message));
    if (typeof message !== 'string') this.descriptor = message;
  }
}

const UNREACHABLE = msg`The account service could not be reached. Try again.`;

/** Calls a settings route of the account service as the logged-in user; its data, or an AccountError. */
export async function accountCall<T>(path: string, body?: object): Promise<T> {
  const answer = await postToAccounts<T>(path, { auth: await getValidToken(), body });
  if (answer.success) return answer.data as T;
  throw new AccountError(
    answer.error?.name ?? ('NetworkError' as const),
    answer.error?.message ?? UNREACHABLE,
  );
}
