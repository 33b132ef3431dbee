import { expect, test } from '../support/test';
import { accessibilityProblems, createBusiness, register } from '../support/site';

test('an owner picks spoken languages from the searchable list, saves them, and they stay after a reload', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  await register(page, baseURL!, '/', 'Lena', `Polyglot${stamp}`);
  await expect(page).toHaveURL(`${baseURL}/`);
  const businessID = await createBusiness(page, `Lingua Tools ${stamp}`);
  await page.goto(`/business/${businessID}/edit/trade-capabilities`);

  const picker = page.getByRole('combobox', { name: 'Spoken languages' });
  const options = page.getByRole('listbox', { name: 'Spoken languages' });
  const chosen = page.getByRole('list', { name: 'Chosen spoken languages' });
  await expect(picker).toHaveAttribute('aria-expanded', 'false');

  // Typing filters the 185 languages; Enter picks the highlighted one.
  await picker.fill('span');
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await expect(options.getByRole('option')).toHaveCount(1);
  await expect(options.getByRole('option', { name: 'Spanish' })).toBeVisible();
  await picker.press('Enter');
  await expect(chosen.getByRole('listitem')).toHaveText([/^Spanish/]);
  await expect(picker).toHaveValue('');

  // Arrows move through the list, a click picks too, and chosen options are marked.
  await picker.fill('ger');
  await options.getByRole('option', { name: 'German' }).click();
  await picker.fill('fr');
  const second = await options.getByRole('option').nth(1).getAttribute('id');
  await picker.press('ArrowDown');
  await expect(picker).toHaveAttribute('aria-activedescendant', second!);
  await picker.press('ArrowUp');
  await picker.press('Enter');
  await expect(chosen.getByRole('listitem')).toHaveText([/^Spanish/, /^German/, /^French/]);
  await picker.fill('spanish');
  await expect(options.getByRole('option', { name: 'Spanish' })).toHaveAttribute('aria-selected', 'true');
  await picker.fill('qqq');
  await expect(options.getByRole('option')).toHaveText('Nothing matches “qqq”');
  expect(await accessibilityProblems(page)).toEqual([]);
  await picker.press('Escape');
  await expect(options).toBeHidden();

  // A chip's button removes its language.
  await chosen.getByRole('button', { name: 'Remove German' }).click();
  await expect(chosen.getByRole('listitem')).toHaveText([/^Spanish/, /^French/]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  await page.reload();
  await expect(chosen.getByRole('listitem')).toHaveText([/^Spanish/, /^French/]);
  await page.goto(`/business/${businessID}/`);
  await expect(page.locator('#trade-capabilities').getByText('Spanish, French')).toBeVisible();
});
