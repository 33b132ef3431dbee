import { expect, test, PHONE, type Page } from '../support/test';
import { ALL_ROUTES, TIP_ROUTES } from '../support/pages';
import { accessibilityProblems } from '../support/site';

/**
 * The pages also scanned at phone width: one of each layout (the home page, the industry grid, a price table, a
 * form, a wide table, an article, the message center). The others share these layouts and the shell.
 */
const PHONE_SCANS = new Set([
  '/',
  '/industries',
  '/membership-gold',
  '/our-network',
  '/contact-us/form',
  '/message-center',
  TIP_ROUTES[0],
]);

// Each scan is independent of the others: CI's two workers share this file, the longest of the suite.
test.describe.configure({ mode: 'parallel' });

/**
 * One tab per worker for the sweep, each route loaded into it afresh: a new context and page per route (a renderer
 * process started, the app's scripts compiled cold) took about as long as loading the page. Static pages keep
 * nothing in the browser that changes another's rendering.
 */
const sweep = test.extend<object, { sweepPage: Page }>({
  sweepPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        screen,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const route of ALL_ROUTES) {
  sweep(
    `${route} has a title, a description and no serious accessibility violations`,
    PHONE_SCANS.has(route) ? PHONE : {},
    async ({ sweepPage: page }) => {
      // Its 3,000 elements take axe 6 s on a quiet machine, and were seen to pass 60 s at load 30 on two cores.
      sweep.slow(route === '/industries');
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(/\| Tradeforge USA$/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(await accessibilityProblems(page, { allRules: true })).toEqual([]);
    },
  );
}

test('/why-wbn opens the why page whatever the case, with five alternating blocks', async ({ page }) => {
  await page.goto('/why-wbn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five reasons to choose Tradeforge');
  await expect(page.locator('main section h2')).toHaveCount(5);
  await page.goto('/why-WBN');
  await expect(page).toHaveURL(/\/why-WBN$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five reasons to choose Tradeforge');
});

test('our network opens each of the 25 portals in a new tab', async ({ page }) => {
  await page.goto('/our-network');
  const portals = page.locator('main ul a[target="_blank"]');
  await expect(portals).toHaveCount(25);
  for (const portal of await portals.all()) await expect(portal).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('table')).toContainText('US$ 3,650.00');
});

test('membership pages show the price table, and paid packages go to the choose-business step', async ({
  page,
}) => {
  await page.goto('/membership-premium');
  await expect(page.getByRole('complementary', { name: 'Premium price' })).toContainText('US$ 2,650.00');
  const table = page.getByRole('table');
  await expect(table).toContainText('US$ 1,850.00');
  await expect(table.getByRole('row', { name: /Advertising boosts/ })).toContainText('3 per month');
  await expect(
    page.getByRole('complementary', { name: 'Premium price' }).getByRole('link', { name: 'Buy now' }),
  ).toHaveAttribute('href', '/my-business?membership=choose-business');
  await page.goto('/membership-standard');
  await expect(page.getByRole('complementary', { name: 'Standard price' })).toContainText('Free');
  const buyLinks = page.getByRole('link', { name: /^Buy now/ });
  await expect(buyLinks).toHaveCount(3);
  for (const link of await buyLinks.all())
    await expect(link).toHaveAttribute('href', '/my-business?membership=choose-business');
});

test('tips set their keywords, end with the tips footer, and the last lists 50 product categories', async ({
  page,
}) => {
  for (const route of TIP_ROUTES) {
    await page.goto(route);
    expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toBeTruthy();
    const footer = page.getByRole('complementary', { name: 'More export tips' });
    await expect(footer.getByRole('link', { name: /^Tip \d/ })).toHaveCount(6);
    await expect(footer.getByRole('link', { name: 'Need help?' })).toHaveAttribute(
      'href',
      '/contact-us/form',
    );
  }
  const list = page
    .getByRole('region', { name: 'The 50 most exported product categories' })
    .getByRole('listitem');
  await expect(list).toHaveCount(50);
});
