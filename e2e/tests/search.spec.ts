import { expect, test, type Page, PHONE } from '../support/test';
import { accessToken, accessibilityProblems, headerSearch, register } from '../support/site';

/** Registers through the account pages; answers the access token the site stored. */
async function signUp(page: Page, baseURL: string, firstName: string, lastName: string) {
  await register(page, baseURL, '/', firstName, lastName);
  return accessToken(page);
}

async function searchFromHeader(page: Page, text: string, business: string) {
  const bar = await headerSearch(page);
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
  const token = await signUp(page, baseURL!, 'Marisol', lastName);
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`1 Result for Products - ${word}`);
  await expect(page.getByRole('link', { name: `${word} Gate Valve` })).toBeVisible();

  await searchFromHeader(page, lastName, 'UR');
  await expect(page.getByRole('heading', { name: `Marisol ${lastName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View profile' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('link', { name: `${word} Gate Valve` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(results).toHaveCount(1);
});

/** Creates a business through the API; answers its id. */
/** The results page's filters: on a phone folded behind the Filters button (beside the results from 768 px up). */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((page.viewportSize()?.width ?? 0) >= 768) return await expect(toggle).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Filter results' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

async function createBusinessAs(page: Page, headers: Record<string, string>, name: string, country: string) {
  const response = await page.request.post('/api/business/profile/create', {
    headers,
    data: {
      companyName: name,
      categories: ['0005.0005-03'],
      businessType: 'MA',
      country,
      shortDescription: 'Hydraulic presses and cylinders for metal forming shops.',
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.businessID as string;
}

test(
  'a buyer finds the Hydraulic Press HP-200 by its minimum order on the results page',
  PHONE,
  async ({ page, baseURL }) => {
    const word = `forgeline${Date.now().toString(36)}`;
    const token = await signUp(page, baseURL!, 'Dana', `Moq${Date.now().toString(36)}`);
    const headers = { 'wbn-auth': token };
    const business = await createBusinessAs(page, headers, `${word} Presses`, 'US');
    const product = (name: string, moq: number) =>
      page.request.post(`/api/business/${business}/products`, {
        headers,
        data: {
          name,
          keywords: [word],
          description: 'Four-column hydraulic press for deep drawing and stamping.',
          industryId: '0005',
          categoryId: '0005-03',
          stock: true,
          specs: [],
          images: [],
          videos: [],
          price: { min: 12, max: 18, currency: 'USD', unit: 'piece' },
          moq: { quantity: moq, unit: 'piece' },
          paymentTerms: ['T/T'],
          incoterms: ['FOB'],
        },
      });
    expect((await product('Hydraulic Press HP-200', 500)).status()).toBe(200);
    expect((await product('Hydraulic Press HP-900', 2000)).status()).toBe(200);

    await page.goto('/industries');
    await searchFromHeader(page, word, 'PR');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`2 Results for Products - ${word}`);
    await showFilters(page);
    const filters = page.getByRole('form', { name: 'Trade terms' });
    await filters.getByLabel('MOQ at most').fill('500');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/moqMax=500/);
    await expect(heading).toHaveText(`1 Result for Products - ${word}`);
    const found = page.getByRole('main').getByRole('article');
    await expect(found.getByRole('link', { name: 'Hydraulic Press HP-200' })).toBeVisible();
    await expect(found.getByText('$12 – $18 / piece · MOQ 500 pieces')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hydraulic Press HP-900' })).toHaveCount(0);

    // The address carries the filters: a shared page shows the same results, the filters still chosen.
    await page.reload();
    await expect(heading).toHaveText(`1 Result for Products - ${word}`);
    await showFilters(page);
    await expect(filters.getByLabel('MOQ at most')).toHaveValue('500');
  },
);

test('the header box suggests names while typing; arrow down and Enter open the business', async ({
  page,
  baseURL,
}) => {
  const word = `quartzon${Date.now().toString(36)}`;
  const token = await signUp(page, baseURL!, 'Lena', `Combo${Date.now().toString(36)}`);
  await createBusinessAs(page, { 'wbn-auth': token }, `${word} Valve Works`, 'US');
  await page.goto('/about-us');
  const box = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Search for companies, products or people' });
  const option = page.getByRole('option', { name: `${word} Valve Works` });
  // The whole word: a shorter prefix could also name a business of another test's run.
  await box.pressSequentially(word);
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: `${word} Valve Works`, level: 1 })).toBeVisible();
});

test(
  'facets count the matches, and a chosen country goes into the address',
  PHONE,
  async ({ page, baseURL }) => {
    const word = `tessarine${Date.now().toString(36)}`;
    const token = await signUp(page, baseURL!, 'Ivo', `Facet${Date.now().toString(36)}`);
    const headers = { 'wbn-auth': token };
    for (const [i, country] of ['US', 'US', 'DE'].entries())
      await createBusinessAs(page, headers, `${word} Forming ${i + 1}`, country);

    await page.goto('/industries');
    await searchFromHeader(page, word, 'MA');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`3 Results for Manufacturers - ${word}`);
    await showFilters(page);
    const panel = page.getByRole('complementary', { name: 'Filter results' });
    const countries = panel.getByRole('group', { name: 'Country' });
    await expect(countries.getByRole('checkbox', { name: /United States\s*2/ })).toBeVisible();
    await countries.getByRole('checkbox', { name: /Germany\s*1/ }).check();
    await expect(page).toHaveURL(/countries=DE/);
    await expect(heading).toHaveText(`1 Result for Manufacturers - ${word}`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    // Each facet counts under the others' filters but not its own: both countries keep their counts.
    await expect(countries.getByRole('checkbox', { name: /United States\s*2/ })).toBeVisible();
    await expect(countries.getByRole('checkbox', { name: /Germany\s*1/ })).toBeChecked();
    // On a phone the folded filters say how many are applied.
    if ((page.viewportSize()?.width ?? 0) < 768)
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  },
);

test('a business result offers a buyer Send Request, Save and its credentials, and its members Requests', async ({
  page,
  baseURL,
  browser,
}) => {
  const word = `brightmill${Date.now().toString(36)}`;
  const company = `${word} Pump Works`;
  const token = await signUp(page, baseURL!, 'Owen', `Supplier${Date.now().toString(36)}`);
  const businessID = await createBusinessAs(page, { 'wbn-auth': token }, company, 'US');
  const general = await page.request.put(`/api/business/profile/${businessID}/general`, {
    headers: { 'wbn-auth': token },
    data: {
      companyName: company,
      businessType: 'MA',
      categories: ['0005.0005-03'],
      yearStablished: 2001,
      shortDescription: 'Centrifugal and gear pumps for chemical plants, built in Tulsa.',
    },
  });
  expect(general.status()).toBe(200);
  const results = `/search-result?${new URLSearchParams({ business: 'MA', countries: 'global', search: word })}`;
  const card = (on: Page) => on.getByRole('main').getByRole('article', { name: company });

  // The supplier's own business offers its requests, not a request to itself.
  await page.goto(results);
  await expect(card(page).getByRole('link', { name: 'Requests', exact: true })).toHaveAttribute(
    'href',
    `/business/${businessID}/requests`,
  );
  await expect(card(page).getByRole('link', { name: /Send Request/ })).toHaveCount(0);

  // A visitor sees the buyer's actions and the trust row; Save asks for a login that comes back here.
  const buyerContext = await browser.newContext({ baseURL });
  const buyer = await buyerContext.newPage();
  await buyer.goto(results);
  const years = new Date().getFullYear() - 2001;
  await expect(card(buyer).getByRole('list', { name: 'Credentials' }).getByRole('listitem')).toHaveText([
    `${years} years in business`,
    'Membership: standard',
  ]);
  await expect(card(buyer).getByRole('link', { name: 'Send Request' })).toBeVisible();
  await card(buyer).getByRole('button', { name: 'Save' }).click();
  await expect(buyer).toHaveURL(/\/accounts\/login\?/);
  expect(new URL(buyer.url()).searchParams.get('continue')).toBe(`${baseURL}${results}`);

  // Signed up, the buyer's Send Request opens the inquiry form for that business.
  await register(buyer, baseURL!, results, 'Bea', `Buyer${Date.now().toString(36)}`);
  await card(buyer).getByRole('link', { name: 'Send Request' }).click();
  await expect(buyer).toHaveURL(`${baseURL}/business/${businessID}/send-request`);
  await expect(buyer.getByRole('heading', { name: 'Send Request', level: 1 })).toBeVisible();
  await expect(buyer.getByRole('link', { name: company })).toBeVisible();

  await buyer.goBack();
  await expect(card(buyer).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  expect(await accessibilityProblems(buyer)).toEqual([]);
  await buyerContext.close();
});
