import { runtimeConfig } from './runtime-config';

/** What the account service answered: its envelope, the HTTP status, or a network failure (status 0). */
export interface AccountsAnswer<T> {
  status: number;
  success: boolean;
  data?: T;
  error?: { name: string; message: string };
}

/**
 * POSTs to the account service (a separate host in the spec): credentials included, the refresh or access token
 * in `wbn-auth` when given. Never throws for an HTTP answer; a network failure answers status 0.
 */
export async function postToAccounts<T>(path: string, options: { body?: unknown; auth?: string } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth) headers['wbn-auth'] = options.auth;
  try {
    const response = await fetch(`${runtimeConfig.accountsUrl}${path}`, {
      method: 'POST',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const payload = (await response.json().catch(() => null)) as Omit<AccountsAnswer<T>, 'status'> | null;
    return {
      status: response.status,
      success: payload?.success === true,
      data: payload?.data,
      error: payload?.error,
    };
  } catch {
    return { status: 0, success: false } as AccountsAnswer<T>;
  }
}
