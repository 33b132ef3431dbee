import { expect, test } from '../support/test';

test('a visitor who scrolls a server-rendered page before it is live stays where they scrolled', async ({
  page,
}) => {
  // The app's script is held until the visitor has scrolled, so the page goes live after it, as on a slow phone.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const loading = page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  await footer.waitFor();
  await footer.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  // Still the server's page: the held script is the app's entry.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await loading;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // A link clicked there goes where it says.
  await footer.getByRole('link', { name: 'Our network' }).click();
  await expect(page).toHaveURL(/\/our-network$/);
});
