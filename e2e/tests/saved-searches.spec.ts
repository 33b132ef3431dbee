import { expect, test } from '../support/test';
import { accessibilityProblems, createBusiness, createProduct, register } from '../support/site';

test('a saved search notifies a new matching product, and its list shows the new result', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // Random letters, not the time: the word of the other project's run (a minute earlier) would be close enough for
  // typo correction, which the results page applies while this word has no match yet.
  const word = `calipers${Math.random().toString(36).slice(2, 12)}`;
  await register(page, baseURL!, '/about-us', 'Sam', `Searcher${stamp}`);
  await expect(page).toHaveURL(`${baseURL}/about-us`);
  const account = page.getByRole('navigation', { name: 'Account' });
  const bell = account.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The results page of a products search (none yet) saves the search.
  await page.goto(
    `/search-result?${new URLSearchParams({ business: 'PR', countries: 'global', search: word })}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  // The results page is server-rendered: the button is disabled until it is live, and the click waits for that.
  const saved = page.getByRole('link', { name: /see my saved searches/ });
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(saved).toBeVisible();
  await saved.click();
  await expect(page).toHaveURL(`${baseURL}/saved-searches`);
  await expect(page.getByRole('link', { name: `${word} - Products` })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);

  // A new product that matches, while the searcher reads another page: the check (every 2 s in the tests, daily in production) notifies it.
  await page.goto('/about-us');
  const businessID = await createBusiness(page, `Gauge Works ${stamp}`);
  await createProduct(page, businessID, `Digital ${word}`);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 20_000 });
  await bell.click();
  const line = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`New results for your saved search “${word} - Products”`) });
  await line.click();
  await expect(page).toHaveURL(`${baseURL}/saved-searches`);
  await expect(page.getByText('1 new result')).toBeVisible();

  // Opening it shows the results and sees the new one.
  await page.getByRole('link', { name: `${word} - Products` }).click();
  await expect(page).toHaveURL(/\/search-result\?business=PR/);
  await expect(page.getByRole('link', { name: `Digital ${word}` })).toBeVisible();
  await page.goto('/saved-searches');
  await expect(page.getByRole('link', { name: `${word} - Products` })).toBeVisible();
  await expect(page.getByText('1 new result')).toHaveCount(0);
  await page.getByRole('button', { name: `Delete saved search ${word} - Products` }).click();
  await expect(page.getByText('You have no saved searches yet.')).toBeVisible();
});
