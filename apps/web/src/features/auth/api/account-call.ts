import { postToAccounts } from '@/lib/accounts-client';
import { getValidToken } from '@/lib/session-refresh';

/** A refusal of the account service: its name (`InvalidCode`, `InvalidPassword`, ...) and message. */
export class AccountError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

/** Calls a settings route of the account service as the logged-in user; its data, or an AccountError. */
export async function accountCall<T>(path: string, body?: object): Promise<T> {
  const answer = await postToAccounts<T>(path, { auth: await getValidToken(), body });
  if (answer.success) return answer.data as T;
  throw new AccountError(
    answer.error?.name ?? 'NetworkError',
    answer.error?.message ?? 'The account service could not be reached. Try again.',
  );
}
