import { expect, test } from '../support/test';
import { accessibilityProblems, createBusiness, createProduct, register } from '../support/site';

test("a follower's like appears in the owner's notifications live, grouped and linked", async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const product = `Gear pump ${stamp}`;
  await register(owner, baseURL!, '/about-us', 'Olga', `Owner${stamp}`);
  await expect(owner).toHaveURL(`${baseURL}/about-us`);
  const businessID = await createBusiness(owner, `Pump Works ${stamp}`);
  const productPath = await createProduct(owner, businessID, product);
  const account = owner.getByRole('navigation', { name: 'Account' });
  const bell = account.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // A follower likes the product in a second browser; the owner's header counts it without reloading.
  const followerContext = await browser.newContext({ baseURL });
  const follower = await followerContext.newPage();
  await register(follower, baseURL!, productPath, 'Fern', `Follower${stamp}`);
  await expect(follower.getByRole('heading', { name: product, level: 1 })).toBeVisible();
  await follower.getByRole('main').getByRole('button', { name: /^Like/ }).first().click();
  await expect(
    follower
      .getByRole('main')
      .getByRole('button', { name: /^Liked/ })
      .first(),
  ).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 10_000 });

  await bell.click();
  const list = owner.getByRole('list', { name: 'Notifications' });
  const line = list.getByRole('link', {
    name: new RegExp(`^Unread: Fern Follower${stamp} liked ${product}`),
  });
  await expect(line).toBeVisible();
  expect(await accessibilityProblems(owner)).toEqual([]);

  // Following it reads it and opens the product.
  await line.click();
  await expect(owner).toHaveURL(/\/business-product\//);
  await expect(owner.getByRole('heading', { name: product, level: 1 })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await followerContext.close();
});
