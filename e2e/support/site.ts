import AxeBuilder from '@axe-core/playwright';
import { expect, waitForApp, type Page } from './test';

/** Serious and critical WCAG A/AA problems that axe finds on the current page. */
export async function accessibilityProblems(page: Page) {
  // Toasts of earlier steps belong to the shared layout; scan the page once they are gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Opens an account page (`register`, `login`) as the site's own links do: with the tab's login state in
 * sessionStorage and in the address, so the hand-off at /SetID/ exchanges the code (see `lib/login-state.ts`).
 */
export async function openAccountPage(page: Page, accountPage: 'register' | 'login', continueUrl: string) {
  const state = `e2e${Date.now()}${Math.random().toString(36).slice(2)}`;
  // Set at every page load of this page, so a state the site made earlier (its Login link) cannot differ from it.
  await page.addInitScript((value) => sessionStorage.setItem('tf_login_state', value), state);
  await page.goto(`/accounts/${accountPage}?${new URLSearchParams({ continue: continueUrl, state })}`);
}

/** The password `register` gives every account it makes. */
export const PASSWORD = 'hydraulic press 4000';

/** Registers through the account pages, which then go on to `continuePath`; returns the e-mail used. */
export async function register(
  page: Page,
  baseURL: string,
  continuePath: string,
  first: string,
  last: string,
) {
  await openAccountPage(page, 'register', `${baseURL}${continuePath}`);
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  const email = `e2e.${first.toLowerCase()}.${Date.now()}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  // The hand-off ends with a full load of the page asked for: wait until it is there and live.
  const landing = new URL(continuePath, baseURL).pathname;
  await page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 });
  await waitForApp(page);
  return email;
}

/** The access token the site keeps in local storage, for setting up data through the API. */
export async function accessToken(page: Page) {
  const state = await page.context().storageState();
  return state.origins[0]!.localStorage.find((item) => item.name === 'token')!.value;
}

/** Creates a business through the API as the logged-in user of `page`; returns its id. */
/** Makes the tab's access token look expired (as after the tab was closed a while): the next load refreshes it. */
export async function expireAccessToken(page: Page) {
  await page.evaluate(
    (expired) =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('tokenExpire', expired),
    String(Date.now() - 1000),
  );
}

export async function createBusiness(page: Page, companyName: string) {
  const created = await page.request.post('/api/business/profile/create', {
    headers: { 'wbn-auth': await accessToken(page) },
    data: {
      companyName,
      categories: ['0005.0005-03'],
      businessType: 'MA',
      country: 'US',
      shortDescription: 'Steel fabrication and welding for industrial customers in Ohio.',
    },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).data.businessID as string;
}

/** Creates a product of `businessID` through the API as the logged-in user of `page`; returns its page's path. */
export async function createProduct(page: Page, businessID: string, name: string) {
  const created = await page.request.post(`/api/business/${businessID}/products`, {
    headers: { 'wbn-auth': await accessToken(page) },
    data: {
      name,
      keywords: [name.toLowerCase()],
      description: 'A 100 t hydraulic press brake for sheet metal up to 3 m long.',
      industryId: '0005',
      categoryId: '0005-03',
      stock: true,
      specs: [],
      images: [],
      videos: [],
    },
  });
  expect(created.ok()).toBe(true);
  return `/business-product/${(await created.json()).data.productID as string}`;
}
