import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from './test';

/**
 * Serious and critical problems that axe finds on the current page: WCAG A and AA ones, or those of every rule axe
 * runs by default (`allRules`, the page sweep's).
 */
export async function accessibilityProblems(page: Page, { allRules = false } = {}) {
  // Toasts of earlier steps belong to the shared layout; scan the page once they are gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  // Only violations are worked out node by node: axe gives a unique selector to every node of every result type,
  // which took most of a scan of a long page (/industries: 3,000 elements), and passes are not asserted on.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (!allRules) builder.withTags(['wcag2a', 'wcag2aa']);
  // A page without frames is scanned by axe.run in the page itself. The default for frames (runPartial in each,
  // then finishRun in a new blank page: a renderer process of its own, sent the JSON of every result) took two to
  // four times as long, and only a frame from another origin needs it.
  if (page.frames().length === 1) builder.setLegacyMode();
  const results = await builder.analyze();
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

/**
 * The header's search bar, unfolded first where it is folded behind its Search button (below 992 px, on every page
 * but the results page); `toggleName` is that button's name in the page's language.
 */
export async function headerSearch(page: Page, toggleName = 'Search') {
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: toggleName, expanded: false });
  if (await toggle.isVisible()) await toggle.click();
  const bar = banner.getByRole('search');
  await expect(bar).toBeVisible();
  return bar;
}

/** The password `register` gives every account it makes. */
export const PASSWORD = 'hydraulic press 4000';

/** A new account's e-mail: unique across the run's workers and projects. */
const newEmail = (first: string) =>
  `e2e.${first.toLowerCase()}.${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Registers as the account pages and /SetID/ would, through HTTP without loading a page: the register form's post
 * (with its CSRF field and the tab's login state), then the hand-off code's exchange, which sets the refresh cookie.
 * The browser context is then given the stored state a registration leaves (the cookies, and the session in local
 * storage). Returns the e-mail used. `account.spec.ts` registers through the pages, as a person does.
 */
export async function signUp(context: BrowserContext, baseURL: string, first: string, last: string) {
  const { request } = context;
  const state = `e2e${Date.now()}${Math.random().toString(36).slice(2)}`;
  const continueUrl = `${baseURL}/`;
  const form = await request.get(
    `/accounts/register?${new URLSearchParams({ continue: continueUrl, state })}`,
  );
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1];
  expect(csrf, 'the register page has a CSRF field').toBeTruthy();
  const email = newEmail(first);
  const registered = await request.post('/accounts/register', {
    headers: { origin: baseURL },
    form: {
      _csrf: csrf!,
      continue: continueUrl,
      state,
      firstName: first,
      lastName: last,
      email,
      password: PASSWORD,
      acceptTerms: 'on',
    },
    maxRedirects: 0,
  });
  expect(registered.status(), await registered.text()).toBe(303);
  const code = new URL(registered.headers().location!).searchParams.get('token');
  const exchanged = await request.post('/accounts/get-session', {
    headers: { origin: baseURL },
    data: { token: code, state, refreshTokenIn: 'cookie' },
  });
  expect(exchanged.status()).toBe(200);
  const session = (await exchanged.json()).data as {
    token: string;
    tokenExpire: number;
    refreshTokenExpire: number;
    userID: string;
  };
  // What `saveSessionData` (apps/web/src/lib/session.ts) keeps: the expiries in milliseconds.
  const localStorage = Object.entries({
    token: session.token,
    tokenExpire: String(session.tokenExpire * 1000),
    refreshTokenExpire: String(session.refreshTokenExpire * 1000),
    userID: session.userID,
    profile: JSON.stringify({ userID: session.userID }),
  }).map(([name, value]) => ({ name, value }));
  const { cookies } = await context.storageState();
  await context.setStorageState({ cookies, origins: [{ origin: new URL(baseURL).origin, localStorage }] });
  return email;
}

/** Registers a new account in the page's browser (`signUp`), then opens `continuePath`, live; returns the e-mail. */
export async function register(
  page: Page,
  baseURL: string,
  continuePath: string,
  first: string,
  last: string,
) {
  const email = await signUp(page.context(), baseURL, first, last);
  await page.goto(continuePath);
  return email;
}

/** The access token the site keeps in local storage, for setting up data through the API. */
export async function accessToken(page: Page) {
  const state = await page.context().storageState();
  return state.origins[0]!.localStorage.find((item) => item.name === 'token')!.value;
}

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

/**
 * Creates a business through the API as the logged-in user of `page` (a manufacturer of metalworking in the US,
 * unless `fields` say otherwise); returns its id.
 */
export async function createBusiness(
  page: Page,
  companyName: string,
  fields: { shortDescription?: string } = {},
) {
  const created = await page.request.post('/api/business/profile/create', {
    headers: { 'wbn-auth': await accessToken(page) },
    data: {
      companyName,
      categories: ['0005.0005-03'],
      businessType: 'MA',
      country: 'US',
      shortDescription: 'Steel fabrication and welding for industrial customers in Ohio.',
      ...fields,
    },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).data.businessID as string;
}

/**
 * Creates a product of `businessID` through the API as the logged-in user of `page` (its name as its keyword and a
 * press brake's description unless `fields` say otherwise); returns its page's path.
 */
export async function createProduct(
  page: Page,
  businessID: string,
  name: string,
  fields: { keywords?: string[]; description?: string } = {},
) {
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
      ...fields,
    },
  });
  expect(created.ok()).toBe(true);
  return `/business-product/${(await created.json()).data.productID as string}`;
}
