import { expect, test } from '@playwright/test';

test('an owner deletes a business after confirming, and it leaves My business', async ({ page, baseURL }) => {
  const name = `Delete${Date.now().toString(36)}`;
  await page.goto(`/accounts/register?continue=${encodeURIComponent(`${baseURL}/`)}`);
  await page.getByLabel('First name').fill('Owen');
  await page.getByLabel('Last name').fill(name);
  await page.getByLabel('E-mail').fill(`${name.toLowerCase()}@example.com`);
  await page.getByLabel('Password').fill('hydraulic press 4000');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  const state = await page.context().storageState();
  const token = state.origins[0]!.localStorage.find((item) => item.name === 'token')!.value;
  const created = await page.request.post('/api/business/profile/create', {
    headers: { 'wbn-auth': token },
    data: {
      companyName: `${name} Fabrication`,
      categories: ['0005.0005-03'],
      businessType: 'MA',
      country: 'US',
      shortDescription: 'Steel fabrication and welding for industrial customers in Ohio.',
    },
  });
  const { businessID } = (await created.json()).data;

  await page.goto(`/business/${businessID}/edit/general`);
  await page.getByRole('button', { name: 'Delete business' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name} Fabrication?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete business' }).click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/my-business$/);
  await expect(page.getByText("You don't have any business registered yet")).toBeVisible();
  const gone = await page.request.get(`/api/business/profile/${businessID}`);
  expect(gone.status()).toBe(404);
});
