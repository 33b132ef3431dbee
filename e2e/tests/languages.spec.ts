import { expect, PHONE, test, type APIRequestContext } from '../support/test';

/** A product of the demo set, found as a buyer would, by the API the search page uses. */
async function someProductPath(request: APIRequestContext) {
  const answer = await request.post('/api/search/product', {
    data: { textQuery: 'hydraulic pump', size: 1 },
  });
  const { data } = (await answer.json()) as { data: { results: { productID: string }[] } };
  return `/business-product/${data.results[0]!.productID}`;
}

test('a visitor switches a product page to Spanish and reads the same product in Spanish', async ({
  page,
  request,
}) => {
  const productPath = await someProductPath(request);
  await page.goto(productPath);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Español' }).click();

  await expect(page).toHaveURL(new RegExp(`/es${productPath}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The product as its supplier wrote it; the site around it in Spanish.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Idiomas' })).toBeVisible();
  // A link inside the site keeps the language.
  await footer.getByRole('link', { name: 'Quiénes somos' }).click();
  await expect(page).toHaveURL(/\/es\/about-us$/);
});

test('a first visit to the home page opens in the browser’s language, a shared link in its own', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/zh$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.goto('/about-us');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // The visitor's choice holds over the browser's languages from then on.
  await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'English' }).click();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test('a served page names its language, its address in the four languages and the default', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/it/industries')).text();
  expect(html).toContain('<html lang="it"');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/it/industries" />`);
  for (const [hreflang, path] of [
    ['en-US', '/industries'],
    ['es', '/es/industries'],
    ['it', '/it/industries'],
    ['zh-Hans', '/zh/industries'],
    ['x-default', '/industries'],
  ])
    expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${baseURL}${path}" />`);
  expect(html).toContain('"inLanguage":"it"');
});

test('the Chinese home page fits a 375 px phone', PHONE, async ({ page }) => {
  await page.goto('/zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
