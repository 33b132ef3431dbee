import { expect, test, type Page } from '../support/test';
import { accessibilityProblems, openAccountPage, PASSWORD } from '../support/site';
import { solidPng } from './support/png';

/** One key of the site's local storage, read through the browser context (no DOM types needed here). */
async function readStorage(page: Page, key: string) {
  const state = await page.context().storageState();
  const origin = state.origins.find((entry) => entry.origin === new URL(page.url()).origin);
  return origin?.localStorage.find((item) => item.name === key)?.value ?? null;
}

test('a new user registers, lands back logged in, edits the profile with a photo, and logs out', async ({
  page,
  baseURL,
}) => {
  const email = `e2e.${Date.now()}@example.com`;
  await openAccountPage(page, 'register', `${baseURL}/profile`);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Parks');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();

  // Through /SetID/ and back to the page we came from, logged in.
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByRole('heading', { name: 'Rosa Parks' })).toBeVisible();
  expect(await readStorage(page, 'userID')).toMatch(/^[0-9a-f-]{36}$/);
  const tokenExpire = Number(await readStorage(page, 'tokenExpire'));
  expect(tokenExpire).toBeGreaterThan(Date.now());

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Rosa');
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByLabel('Profile picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: solidPng(320, 320, [210, 90, 40]),
  });
  await expect(page.getByText('Profile picture successfully uploaded')).toBeVisible();
  await page.getByLabel('City', { exact: true }).fill('Houston');
  await page.getByRole('main').getByLabel('Country', { exact: true }).selectOption('US');
  await page.getByLabel('State', { exact: true }).selectOption('US-TX');
  await page.getByLabel('Brief presentation').fill('Buyer of hydraulic presses.');
  await expect(page.getByText('27/512')).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile data updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/profile`);

  await page.reload();
  await expect(page.getByText('Houston, Texas, United States')).toBeVisible();
  await expect(page.getByText('Buyer of hydraulic presses.')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Profile photo of Rosa Parks' });
  await expect(photo).toHaveAttribute('src', /\/api\/files\/users\/.+\.webp$/);
  expect(await photo.evaluate((img) => (img as { naturalWidth?: number }).naturalWidth ?? 0)).toBeGreaterThan(
    0,
  );

  // Anyone may see the public profile, without the e-mail.
  const userID = await readStorage(page, 'userID');
  await page.goto(`/profile/${userID}`);
  await expect(page.getByRole('heading', { name: 'Rosa Parks' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await readStorage(page, 'token')).toBeNull();
  // A visitor opening a members' page is sent to log in, and back to it (the members' gate).
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/accounts\/login\?/);
  expect(new URL(page.url()).searchParams.get('continue')).toBe(`${baseURL}/profile`);
});
