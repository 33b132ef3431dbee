import { expect, test, type Page } from '../support/test';
import { accessToken, register } from '../support/site';

async function searchFromHeader(page: Page, text: string, business: string) {
  const bar = page.getByRole('banner').getByRole('search');
  await bar.getByLabel('Business type').selectOption(business);
  await bar.getByLabel('Search for companies, products or people').fill(text);
  await bar.getByLabel('Search for companies, products or people').press('Enter');
}

test('search from the header, page 2, then products and people, and back again', async ({
  page,
  baseURL,
}) => {
  const word = `zephyr${Date.now().toString(36)}`;
  const lastName = `Quill${Date.now().toString(36)}`;
  await register(page, baseURL!, '/', 'Marisol', lastName);
  const token = await accessToken(page);
  const headers = { 'wbn-auth': token };
  let firstBusiness = '';
  for (let i = 1; i <= 6; i++) {
    const response = await page.request.post('/api/business/profile/create', {
      headers,
      data: {
        companyName: `${word} Valves ${i}`,
        categories: ['0005.0005-03'],
        businessType: 'MA',
        country: 'US',
        shortDescription: `Industrial gate and ball valves made in Houston, plant number ${i}.`,
      },
    });
    expect(response.status()).toBe(200);
    firstBusiness ||= (await response.json()).data.businessID;
  }
  const product = await page.request.post(`/api/business/${firstBusiness}/products`, {
    headers,
    data: {
      name: `${word} Gate Valve`,
      keywords: ['gate valve'],
      description: 'Cast steel gate valve for oil and gas lines, API 600.',
      industryId: '0005',
      categoryId: '0005-03',
      stock: true,
      specs: [{ key: 'Pressure class', value: 'ANSI 300' }],
      images: [],
      videos: [],
    },
  });
  expect(product.status()).toBe(200);

  await page.goto('/industries');
  await searchFromHeader(page, word, 'MA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`6 Results for Manufacturers - ${word}`);
  const results = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });
  await expect(results).toHaveCount(5);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await searchFromHeader(page, word, 'PR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`1 Results for Products - ${word}`);
  await expect(page.getByRole('link', { name: `${word} Gate Valve` })).toBeVisible();

  await searchFromHeader(page, lastName, 'UR');
  await expect(page.getByRole('heading', { name: `Marisol ${lastName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Profile' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('link', { name: `${word} Gate Valve` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(results).toHaveCount(1);
});
