import { expect, test, type Page, PHONE } from '../support/test';

/** A stored session as the account service leaves it (spec part 1, section 3); the header only reads it. */
async function signIn(page: Page, userID = 'b3f1c2d4-0000-4000-8000-000000000001') {
  await page.addInitScript((id) => {
    // Once per tab: a logout must not be undone by the next page load.
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    const inAnHour = Date.now() + 3_600_000;
    const session = {
      token: 'e2e',
      tokenExpire: inAnHour,
      refreshTokenExpire: inAnHour,
      userID: id,
    };
    for (const [key, value] of Object.entries(session)) localStorage.setItem(key, String(value));
  }, userID);
  // The header asks for the unread counts and opens the event stream; the made-up token would end the session.
  await page.route('**/api/business/request/unread-count', (route) =>
    route.fulfill({ json: { success: true, data: { total: 2, sent: 2, businesses: [] } } }),
  );
  await page.route('**/api/notifications', (route) =>
    route.fulfill({ json: { success: true, data: { notifications: [], unread: 0, nextCursor: null } } }),
  );
  await page.route('**/api/events/stream', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': ping\n\n' }),
  );
  return userID;
}

test(
  'visitors see Login everywhere and Register from 992 px, both to the account service',
  PHONE,
  async ({ page, viewport }) => {
    await page.goto('/about-us');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      /\/accounts\/login\?continue=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fabout-us/,
    );
    const register = banner.getByRole('link', { name: 'Register' });
    if ((viewport?.width ?? 0) >= 992) await expect(register).toBeVisible();
    else await expect(register).toBeHidden();
  },
);

test(
  'members see their links, Messages, Notifications and the account menu',
  PHONE,
  async ({ page, viewport }) => {
    await signIn(page);
    await page.goto('/about-us');
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Messages, 2 unread' })).toHaveAttribute(
      'href',
      '/my-messages',
    );
    await expect(account.getByRole('button', { name: 'Notifications' })).toBeVisible();
    for (const name of ['Home', 'My Business', 'My B2B']) {
      const link = account.getByRole('link', { name, exact: true });
      if ((viewport?.width ?? 0) >= 768) await expect(link).toBeVisible();
      else await expect(link).toBeHidden();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

    await account.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('menuitem', { name: 'Favorite Business' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    await expect(menu.getByRole('menuitem', { name: 'Need help?' })).toHaveAttribute(
      'href',
      '/contact-us/form',
    );
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  },
);

test('the promotional video is in Spanish for visitors from Mexico', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'es-MX', baseURL });
  const page = await context.newPage();
  await page.goto('/about-us');
  await expect(page.getByRole('contentinfo').getByRole('figure')).toContainText('(Español)');
  await context.close();
});

test('the promotional video is in English for visitors from Spain', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'es-ES', baseURL });
  const page = await context.newPage();
  await page.goto('/about-us');
  await expect(page.getByRole('contentinfo').getByRole('figure')).not.toContainText('(Español)');
  await context.close();
});
