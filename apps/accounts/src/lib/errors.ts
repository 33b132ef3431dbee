/** A failure of the account service's JSON routes, answered as `{ success: false, error: { name, message } }`. */
export class AccountsError extends Error {
  constructor(
    readonly statusCode: number,
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

export const tokenError = () =>
  new AccountsError(400, 'TokenError', 'This sign-in link is invalid or has already been used.');
export const sessionError = (message = 'Your session has ended, please log in again.') =>
  new AccountsError(401, 'SessionError', message);
export const forbiddenOrigin = () =>
  new AccountsError(403, 'Forbidden', 'This request must come from the site itself.');
