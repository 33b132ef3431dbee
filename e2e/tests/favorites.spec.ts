import { expect, test } from '../support/test';
import { accessibilityProblems, createBusiness, createProduct, register } from '../support/site';

test('a star saves a product to the Favorites page behind the account menu, and takes it off again', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const product = `Sight glass ${stamp}`;
  await register(page, baseURL!, '/about-us', 'Sara', `Saver${stamp}`);
  await expect(page).toHaveURL(`${baseURL}/about-us`);
  const businessID = await createBusiness(page, `Glass Works ${stamp}`);
  await page.goto(await createProduct(page, businessID, product));
  await expect(page.getByRole('heading', { name: product, level: 1 })).toBeVisible();
  const star = page.getByRole('main').getByRole('button', { name: 'Favorite', exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Account menu' })
    .click();
  await page.getByRole('menuitem', { name: 'Favorite Business' }).click();
  await expect(page).toHaveURL(`${baseURL}/favorites`);
  const products = page.getByRole('region', { name: /Products/ });
  await expect(products.getByRole('link', { name: product })).toBeVisible();
  await expect(page.getByText('No favorite businesses yet')).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);

  await products.getByRole('button', { name: 'Favorite', exact: true }).click();
  await expect(page.getByText('No favorite products yet')).toBeVisible();
});
