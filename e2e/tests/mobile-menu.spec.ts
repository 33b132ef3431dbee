import { expect, test, type Page, PHONE } from '../support/test';
import { PASSWORD, register, signUp } from '../support/site';

test.skip(({ viewport }) => (viewport?.width ?? 0) >= 992, 'the mobile menu exists below 992 px');

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page)).toBeVisible();
};

test('the mobile menu has the ACCOUNT, MAIN MENU and SUPPORT sections', PHONE, async ({ page }) => {
  await page.goto('/');
  await openMenu(page);
  for (const section of ['ACCOUNT', 'MAIN MENU', 'SUPPORT'])
    await expect(menu(page).getByText(section, { exact: true })).toBeVisible();
  for (const link of [
    'My account',
    'Messages',
    'My business',
    'My B2B',
    'Home',
    'Articles',
    'Industries',
    'Contact us',
  ])
    await expect(menu(page).getByRole('link', { name: link, exact: true })).toBeVisible();
});

test('the mobile menu closes by its close icon, the backdrop, a link and Escape', PHONE, async ({ page }) => {
  await page.goto('/about-us');

  await openMenu(page);
  await menu(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(menu(page)).toBeHidden();

  await openMenu(page);
  await page.mouse.click(360, 400); // right of the 85%-wide panel: the backdrop
  await expect(menu(page)).toBeHidden();

  await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();

  await openMenu(page);
  await menu(page).getByRole('link', { name: 'Industries' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page).toHaveURL(/\/industries$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All industries and categories');
});

test('focus stays inside the open mobile menu', PHONE, async ({ page }) => {
  await page.goto('/');
  await openMenu(page);
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect(await menu(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
});

test("a member's My B2B in the menu opens the newsfeed, ready to post", PHONE, async ({ page, baseURL }) => {
  await register(page, baseURL!, '/', 'Nora', `Menu${Date.now().toString(36)}`);
  await openMenu(page);
  await menu(page).getByRole('link', { name: 'My B2B' }).click();
  await expect(page).toHaveURL(`${baseURL}/newsfeed`);
  await expect(page.getByRole('form', { name: 'Create a post' })).toBeVisible();
});

test(
  "a visitor's My account in the menu goes to log in, then back to My account",
  PHONE,
  async ({ page, browser, baseURL }) => {
    // The account is made in another browser: this one is a visitor's.
    const elsewhere = await browser.newContext({ baseURL });
    const email = await signUp(elsewhere, baseURL!, 'Iris', `Visitor${Date.now().toString(36)}`);
    await elsewhere.close();
    await page.goto('/industries');
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/accounts\/login\?/);
    expect(new URL(page.url()).searchParams.get('continue')).toBe(`${baseURL}/profile`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${baseURL}/profile`);
    await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  },
);
