import { expect, test, type Page, PHONE } from '../support/test';
import { register } from '../support/site';

/** Every address the page's main frame went to, including client-side (history API) navigations. */
function recordNavigations(page: Page) {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

async function search(page: Page, text: string, business: string, country: string, how: 'enter' | 'icon') {
  const bar = page.getByRole('banner').getByRole('search');
  await bar.getByLabel('Business type').selectOption(business);
  await bar.getByLabel('Country').selectOption(country);
  const box = bar.getByLabel('Search for companies, products or people');
  await box.fill(text);
  if (how === 'enter') await box.press('Enter');
  else await bar.getByRole('button', { name: 'Search' }).click();
}

test('the header search goes to the results address with the text encoded, by Enter or by the icon', async ({
  page,
}) => {
  const urls = recordNavigations(page);
  await page.goto('/about-us');
  await search(page, 'hydraulic pumps & valves', 'DI', 'DE', 'enter');
  await expect
    .poll(() => urls.map((url) => new URL(url).pathname + new URL(url).search))
    .toContain('/search-result?business=DI&countries=DE&search=hydraulic+pumps+%26+valves');

  await page.goto('/industries');
  await search(page, 'CNC lathes', 'EX', 'global', 'icon');
  await expect
    .poll(() => urls.map((url) => new URL(url).pathname + new URL(url).search))
    .toContain('/search-result?business=EX&countries=global&search=CNC+lathes');
});

test('the header search offers the 11 business types and the countries plus Global', async ({ page }) => {
  await page.goto('/contact-us');
  const bar = page.getByRole('banner').getByRole('search');
  await expect(bar.getByLabel('Business type').locator('option')).toHaveCount(11);
  await expect(bar.getByLabel('Business type')).toHaveValue('MA');
  await expect(bar.getByLabel('Country')).toHaveValue('global');
  await expect(bar.getByLabel('Country').locator('option[value="US"]')).toHaveText('United States');
});

test('the search bar follows the address through back and forward', async ({ page }) => {
  await page.goto('/about-us');
  await search(page, 'servo motors', 'MA', 'US', 'enter');
  await expect(page).toHaveURL(/\/search-result\?business=MA&countries=US&search=servo\+motors$/);
  const bar = page.getByRole('banner').getByRole('search');
  await search(page, 'gear pumps', 'DI', 'MX', 'enter');
  // The box holds the text as soon as it is typed: the address says when the search has been made.
  await expect(page).toHaveURL(/\/search-result\?business=DI&countries=MX&search=gear\+pumps$/);
  await expect(bar.getByLabel('Search for companies, products or people')).toHaveValue('gear pumps');
  await page.goBack();
  await expect(page).toHaveURL(/search=servo\+motors/);
  await expect(bar.getByLabel('Search for companies, products or people')).toHaveValue('servo motors');
  await expect(bar.getByLabel('Business type')).toHaveValue('MA');
  await expect(bar.getByLabel('Country')).toHaveValue('US');
  await page.goForward();
  await expect(bar.getByLabel('Search for companies, products or people')).toHaveValue('gear pumps');
  await expect(bar.getByLabel('Country')).toHaveValue('MX');
});

test('going back right after a search, before its page has shown, puts the bar back to the address', async ({
  page,
}) => {
  await page.goto('/search-result?business=MA&countries=US&search=servo+motors');
  await page.waitForLoadState('networkidle');
  const box = page
    .getByRole('banner')
    .getByRole('search')
    .getByLabel('Search for companies, products or people');
  await expect(box).toHaveValue('servo motors');
  await box.fill('gear pumps');
  // A slow device: the new address is pushed at once, its page renders in a transition still under way at Back.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  await box.press('Enter');
  await page.goBack();
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/search=servo\+motors$/);
  await expect(box).toHaveValue('servo motors');
});

/** How far the page scrolls sideways (0 when it fits the screen). */
const sideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth);

test(
  'on a phone the header search folds behind a Search button that opens it and Escape closes',
  PHONE,
  async ({ page, viewport }) => {
    await page.goto('/about-us');
    const banner = page.getByRole('banner');
    const bar = banner.getByRole('search');
    const toggle = banner
      .getByRole('button', { name: 'Search', exact: true })
      .and(page.locator('[aria-expanded]'));
    if ((viewport?.width ?? 0) >= 992) {
      // A computer keeps the bar in the header row.
      await expect(bar).toBeVisible();
      await expect(toggle).toBeHidden();
      return;
    }
    await expect(bar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The header is one row: the logo, the buttons and Login, no longer the bar's two rows under them.
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
    expect(await sideways(page)).toBe(0);

    // From the keyboard: the button opens the bar with the focus in its text, Escape closes it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(bar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = bar.getByLabel('Search for companies, products or people');
    await expect(box).toBeFocused();
    expect(await sideways(page)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(bar).toBeHidden();
    await expect(toggle).toBeFocused();

    // The same bar as on a computer: business type, country, text, and Enter goes to the results.
    await toggle.click();
    await bar.getByLabel('Business type').selectOption('DI');
    await box.fill('gear pumps');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-result\?business=DI&countries=global&search=gear\+pumps$/);
    // The results page keeps its bar open, with no button to fold it.
    await expect(bar).toBeVisible();
    await expect(box).toHaveValue('gear pumps');
    await expect(toggle).toHaveCount(0);
    expect(await sideways(page)).toBe(0);

    // Another page starts folded again.
    await page.goto('/industries');
    await expect(bar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
);

test.describe('before the page is live', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the phone header search button is a link to the results page, which shows the bar',
    PHONE,
    async ({ page, viewport }) => {
      test.skip((viewport?.width ?? 0) >= 992, 'a computer shows the bar in the header row');
      // The frame's goto: the page's waits for the app to be live, which it never is here.
      await page.mainFrame().goto('/about-us');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('search')).toBeHidden();
      await banner.getByRole('link', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search-result$/);
      await expect(banner.getByRole('search')).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Search', exact: true })).toHaveCount(0);
    },
  );
});

test('toasts do not cover the header or its search', PHONE, async ({ page, baseURL }) => {
  await register(page, baseURL!, '/about-us', 'Tess', `Toast${Date.now().toString(36)}`);
  // The results page shows the header's bar at every width; saving its search shows a toast.
  await page.goto(
    `/search-result?${new URLSearchParams({ business: 'MA', countries: 'global', search: 'valves' })}`,
  );
  const bar = page.getByRole('banner').getByRole('search');
  await expect(bar).toBeVisible();
  await page.getByRole('button', { name: 'Save search' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Search saved' });
  await expect(toast).toBeVisible();
  // Wait for the toast's entry animation to end, where it stays.
  await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0);
  const toastBox = (await toast.boundingBox())!;
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
