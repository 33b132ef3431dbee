import { expect, test } from '../support/test';
import { createBusiness, register } from '../support/site';

test('an owner deletes a business after confirming, and it leaves My business', async ({ page, baseURL }) => {
  const name = `Delete${Date.now().toString(36)}`;
  await register(page, baseURL!, '/', 'Owen', name);
  await expect(page).toHaveURL(`${baseURL}/`);
  const businessID = await createBusiness(page, `${name} Fabrication`);

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
