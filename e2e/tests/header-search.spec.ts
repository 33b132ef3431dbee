import { expect, test, type Page } from '../support/test';

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
