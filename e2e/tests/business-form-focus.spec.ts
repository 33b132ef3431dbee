import { expect, test } from '../support/test';
import { createBusiness, register } from '../support/site';

test('a refused business form puts the focus on the first field to fix, keeping what was typed', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  await register(page, baseURL!, '/business/create', 'Rita', `Forms${stamp}`);

  const create = page.getByRole('button', { name: 'Create your Business Profile' });
  await create.click();
  await expect(page.getByText('Please enter at least 2 characters.')).toBeVisible();
  await expect(page.getByLabel('Company name')).toBeFocused();
  await page.getByLabel('Company name').fill(`Focus Forge ${stamp}`);
  await page.getByLabel('Short description').fill('Short');
  await create.click();
  await expect(page.getByText('Please select the main industry.')).toBeVisible();
  await expect(page.getByLabel('Main industry')).toBeFocused();
  await expect(page.getByLabel('Company name')).toHaveValue(`Focus Forge ${stamp}`);
  await expect(page.getByLabel('Short description')).toHaveValue('Short');

  // An edit tab of an existing business does the same.
  const businessID = await createBusiness(page, `Focus Works ${stamp}`);
  await page.goto(`/business/${businessID}/edit/general`);
  await page.getByLabel('Year established').fill('1990');
  await page.getByLabel('Company name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Company name')).toBeFocused();
  await expect(page.getByLabel('Year established')).toHaveValue('1990');
});
