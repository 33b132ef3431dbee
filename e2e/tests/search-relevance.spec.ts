import { expect, test } from '../support/test';
import { createBusiness, createProduct, register } from '../support/site';

test('a buyer types "hydraulic pump" on the home page and reaches a maker of hydraulic pumps in one click', async ({
  page,
  baseURL,
}) => {
  // A manufacturer found by what it sells: its name and categories say hydraulics, its catalog says pumps.
  const word = `Tarrow${Date.now().toString(36)}`;
  await register(page, baseURL!, '/', 'Ines', `Pumps${Date.now().toString(36)}`);
  const businessID = await createBusiness(page, `${word} Hydraulics`, {
    shortDescription: 'Fluid power components for mobile and industrial machines.',
  });
  for (const name of ['Hydraulic Gear Pump HGP-30', 'Hydraulic Piston Pump HPP-90'])
    await createProduct(page, businessID, name, {
      keywords: ['hydraulic pump'],
      description: 'Cast iron housing, for mobile hydraulics.',
    });

  await page.goto('/');
  const form = page.getByRole('search', { name: 'Search the directory' });
  const box = form.getByRole('combobox', { name: 'Search for companies, products or people' });
  // The page is server-rendered: a submit before hydration reloads the page with the text in the address.
  await box.fill('hydraulic pump');
  await box.press('Enter');
  await expect(page).toHaveURL(/search-result\?.*business=MA.*search=hydraulic\+pump/);
  // Other specs on the same server make hydraulics businesses that sell pumps too ("Pump Works"): this one is
  // among the first three, and the first sells hydraulic pumps, not medical pumps.
  const results = page.getByRole('main').getByRole('article');
  await expect(results.first()).toContainText('Manufacturer · Machineries');
  const maker = results.filter({ has: page.getByRole('link', { name: /Tarrow\w+ Hydraulics/ }) }).first();
  await expect(maker).toBeVisible();
  const names = await results.getByRole('heading', { level: 3 }).allTextContents();
  expect(names.findIndex((name) => /Tarrow\w+ Hydraulics/.test(name))).toBeLessThan(3);
  await maker
    .getByRole('link', { name: /Tarrow\w+ Hydraulics/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Tarrow\w+ Hydraulics/ })).toBeVisible();
});

test("a person's name searched among manufacturers offers Users in one click", async ({ page, baseURL }) => {
  const lastName = `Quintanar${Date.now().toString(36)}`;
  await register(page, baseURL!, '/', 'Marisol', lastName);
  await page.goto(`/search-result?business=MA&countries=global&search=Marisol+${lastName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `0 Results for Manufacturers - Marisol ${lastName}`,
  );
  const kinds = page.getByRole('navigation', { name: 'Results in other kinds' });
  await kinds.getByRole('link', { name: /Users/ }).click();
  await expect(page).toHaveURL(/business=UR/);
  await expect(page.getByRole('heading', { level: 3, name: `Marisol ${lastName}` })).toBeVisible();
});
