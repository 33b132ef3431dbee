import { expect, test } from '@playwright/test';

test('the home page loads and shows the 15 industries from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Tradeforge/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const industries = page
    .getByRole('region', { name: 'Browse by industry' })
    .getByRole('heading', { level: 3 });
  await expect(industries).toHaveCount(15);
  await expect(industries.first()).toHaveText('Automation');
  await expect(page.getByRole('link', { name: 'Business Services' })).toBeVisible();
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/\/$/);
});

test('the home page shows the four latest-business groups', async ({ page }) => {
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Latest registered businesses' });
  await expect(block.getByRole('heading', { level: 3 })).toHaveText([
    'Manufacturers',
    'Distributors',
    'Exporters',
    'Consultants',
  ]);
});
