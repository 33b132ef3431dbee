import { expect, test } from '../support/test';
import { createBusiness, createProduct, register } from '../support/site';

test('the product form takes the focus where the supplier must act, and never throws away what was typed', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  await register(page, baseURL!, '/', 'Pia', `Products${stamp}`);
  const businessID = await createBusiness(page, `Form Works ${stamp}`);
  for (const name of ['Gate valve', 'Ball valve', 'Check valve'])
    await createProduct(page, businessID, `${name} ${stamp}`);
  await page.goto(`/business/${businessID}/products`);

  // Edit, from the foot of the list: the form opens above it and its title takes the focus, in view.
  await page.getByRole('button', { name: `Edit Check valve ${stamp}` }).click();
  const editTitle = page.getByRole('heading', { name: `Edit Check valve ${stamp}` });
  await expect(editTitle).toBeFocused();
  await expect(editTitle).toBeInViewport();
  const editForm = page.getByRole('form', { name: `Edit Check valve ${stamp}` });
  await editForm.getByLabel('Lead time').fill('6 weeks');
  // Another product's Edit would replace the open form and lose the change: it waits until this one is closed.
  await expect(page.getByRole('button', { name: `Edit Gate valve ${stamp}` })).toBeDisabled();
  await editForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: `Edit Gate valve ${stamp}` })).toBeEnabled();

  // A refused submit keeps every value and puts the keyboard on the first field to fix.
  await page.getByRole('button', { name: 'Add product' }).click();
  const form = page.getByRole('form', { name: 'Add a product' });
  await expect(page.getByRole('heading', { name: 'Add a product' })).toBeFocused();
  await form.getByLabel('Product name').fill('Butterfly valve');
  await form.getByLabel('Description', { exact: true }).fill('Too short');
  await form.getByLabel('Keywords').fill('valve, butterfly');
  await form.getByLabel('Lead time').fill('3 weeks');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByText('Please enter at least 20 characters.')).toBeVisible();
  await expect(form.getByLabel('Description', { exact: true })).toBeFocused();
  await form
    .getByLabel('Description', { exact: true })
    .fill('A wafer butterfly valve, DN100, PN16, for water lines.');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByText('Please select an industry.')).toBeVisible();
  await expect(form.getByLabel('Industry', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Product name')).toHaveValue('Butterfly valve');
  await expect(form.getByLabel('Keywords')).toHaveValue('valve, butterfly');
  await expect(form.getByLabel('Lead time')).toHaveValue('3 weeks');

  await form.getByLabel('Industry', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Butterfly valve', exact: true })).toBeVisible();
});
