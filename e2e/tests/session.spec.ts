import { expect, test, type Page } from '../support/test';
import { expireAccessToken, register, PASSWORD } from '../support/site';

async function readStorage(page: Page, key: string) {
  const state = await page.context().storageState();
  const origin = state.origins.find((entry) => entry.origin === new URL(page.url()).origin);
  return origin?.localStorage.find((item) => item.name === key)?.value ?? null;
}

/** Registers as Omar Haddad and lands on the profile (the shared `register`, which waits for the hand-off's load). */
async function registerAndLand(page: Page, baseURL: string | undefined) {
  const email = await register(page, baseURL!, '/profile', 'Omar', 'Haddad');
  await expect(page.getByRole('heading', { name: 'Omar Haddad' })).toBeVisible();
  return email;
}

/** The refresh cookie the account service set: the page's scripts cannot read it. */
async function refreshCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'tf_refresh');
}

test('an expired access token is refreshed on load, and the page works with the new pair', async ({
  page,
  baseURL,
}) => {
  await registerAndLand(page, baseURL);
  const before = await refreshCookie(page);
  expect(before).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/accounts' });
  expect(await readStorage(page, 'refreshToken')).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain('tf_refresh');
  // Pretend the access token expired while the tab was closed.
  await expireAccessToken(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Omar Haddad' })).toBeVisible();
  await expect.poll(async () => (await refreshCookie(page))?.value).not.toBe(before!.value);
  expect(Number(await readStorage(page, 'tokenExpire'))).toBeGreaterThan(Date.now());
});

test('a used or unknown hand-off code alerts and goes to the home page', async ({ page, baseURL }) => {
  // A tab that began a login (its state is kept), as the account pages' redirect would find it.
  await page.addInitScript(() => sessionStorage.setItem('tf_login_state', 'e2e-tab-state-0123456789'));
  // Accepted as it opens: an open alert blocks the page's scripts, and navigations wait for the app to be live.
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/SetID/?token=not-a-real-code&continue=%2Fprofile');
  await expect.poll(() => alerts).toEqual(['Token error']);
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a hand-off code reaching a tab that began no login is never exchanged: the tab logs in afresh', async ({
  page,
  baseURL,
}) => {
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/accounts/get-session')) exchanges.push(request.url());
  });
  await page.goto('/SetID/?token=planted-code-from-another-login&continue=%2Fprofile');
  await expect(page).toHaveURL(/\/accounts\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('continue')).toBe(`${baseURL}/profile`);
  expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(exchanges).toEqual([]);
});

test('a login page opened by its bare address (a bookmark) logs in once and lands where it was to go', async ({
  page,
  browser,
  baseURL,
}) => {
  // The account is made in another browser: this one has never been to the site.
  const elsewhere = await browser.newContext({ baseURL });
  const email = await registerAndLand(await elsewhere.newPage(), baseURL);
  await elsewhere.close();
  await page.goto(`/accounts/login?continue=${encodeURIComponent(`${baseURL}/newsfeed`)}`);
  // The web app named this tab's state on the way, and the address carries it.
  await expect(page).toHaveURL(/\/accounts\/login\?.*state=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${baseURL}/newsfeed`);
  await expect(page.getByRole('heading', { name: 'My B2B' })).toBeVisible();
});

test('a logged-in user changes the password and stays logged in', async ({ page, baseURL }) => {
  await registerAndLand(page, baseURL);
  await page.getByRole('link', { name: 'Edit profile' }).click();
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByLabel('New password').fill('gear pumps and motors 7');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Omar Haddad' })).toBeVisible();
});
