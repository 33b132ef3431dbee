import { expect, test } from '../support/test';
import { FOOTER_ROUTES } from '../support/pages';

test('every footer route of the spec is linked from the footer and renders its page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const route of FOOTER_ROUTES) {
    await expect(footer.locator(`a[href="${route}"]`)).toHaveCount(1);
  }
  // Each page is opened from the footer of the one before, as the layout shares it; a click scrolls down to it.
  let previousTitle = await page.title();
  for (const route of FOOTER_ROUTES) {
    await footer.locator(`a[href="${route}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${route}$`, 'i'));
    // The address changes when the new page is ready; the page shown follows in the next render, title and all.
    await expect(page).not.toHaveTitle(previousTitle);
    await expect(page).toHaveTitle(/\| Tradeforge USA$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    previousTitle = await page.title();
  }
});

test('the footer shows the languages, both customer-service lines and the copyright up to this year', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // Each language named in that language, as a reader looks for their own.
  for (const language of ['English', 'Español', 'Italiano', '中文'])
    await expect(
      footer.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: language }),
    ).toBeVisible();
  await expect(footer.getByText('USA:')).toBeVisible();
  await expect(footer.getByText('Europe:')).toBeVisible();
  await expect(footer).toContainText(`© 2000-${new Date().getFullYear()} Tradeforge`);
  await expect(footer.getByRole('figure', { name: /Tradeforge in two minutes/ })).toBeVisible();
});

test('a page opened from the bottom of another starts at the top', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions of Use');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
