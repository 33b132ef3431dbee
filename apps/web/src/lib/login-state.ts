/**
 * The login `state` (a login-swap defence): a random value this tab keeps in sessionStorage and sends to the account
 * pages; the hand-off code they issue is exchanged at /SetID/ only with the same value, so a code planted into this
 * browser from someone else's login (made with their own state) is refused.
 */
const KEY = 'tf_login_state';

const randomState = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/** This tab's login state, made on first use. */
export function loginState(): string {
  let state = sessionStorage.getItem(KEY);
  if (!state) {
    state = randomState();
    sessionStorage.setItem(KEY, state);
  }
  return state;
}

/**
 * The state as this page load found it, read when the module loads: before anything on the page (the header's
 * Login link) could make one, so /SetID/ can tell a tab that began a login from one that did not.
 */
const stateAtLoad = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);

/** The state the login of this tab began with, spent as it is used (a state serves one hand-off); null if none. */
export function takeLoginState(): string | null {
  sessionStorage.removeItem(KEY);
  return stateAtLoad;
}
