import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { accessibilityProblems, accessToken, createBusiness, register, PASSWORD } from '../support/site';

test('a user downloads an export of their data, then deletes their account with the password', async ({
  page,
  baseURL,
}) => {
  const last = `Rights${Date.now().toString(36)}`;
  const email = await register(page, baseURL!, '/profile/edit', 'Dana', last);
  const token = await accessToken(page);
  const profile = await page.request.get('/api/user/profile', { headers: { 'wbn-auth': token } });
  const userID = (await profile.json()).data.userID as string;
  const businessID = await createBusiness(page, `${last} Castings`);

  // Export: requested, built in the background, downloaded as JSON.
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData.getByText('You have not requested an export yet.')).toBeVisible();
  await yourData.getByRole('button', { name: 'Request export' }).click();
  // The job runs every 2 s here: the status may already be Ready when the answer shows, the toast is not.
  await expect(
    page.getByText('Your export is being prepared. We will send you a mail when it is ready.'),
  ).toBeVisible();
  await expect(yourData.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await accessibilityProblems(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tradeforge-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ email, first_name: 'Dana', last_name: last });
  expect(data.businesses.map((business: { company_name: string }) => business.company_name)).toEqual([
    `${last} Castings`,
  ]);

  // Deletion: the business that goes is listed first; a wrong password is refused.
  const deletion = page.getByRole('region', { name: 'Delete my account' });
  await deletion.getByRole('button', { name: 'Delete my account…' }).click();
  await expect(deletion.getByRole('list', { name: 'Businesses that will be deleted' })).toHaveText(
    `${last} Castings`,
  );
  const form = deletion.getByRole('form', { name: 'Delete my account' });
  await form.getByLabel('Password', { exact: true }).fill('not my password');
  await form.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(form.getByText('The current password is incorrect.')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Delete my account permanently' }).click();

  await expect(page).toHaveURL(`${baseURL}/account-deleted`);
  await expect(page.getByRole('heading', { name: 'Your account was deleted' })).toBeVisible();
  // Logged out: the header offers Login again, and the old token opens nothing.
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect((await page.request.get('/api/user/profile', { headers: { 'wbn-auth': token } })).status()).toBe(
    401,
  );
  expect((await page.request.get(`/api/user/public-profile/${userID}`)).status()).toBe(404);
  expect((await page.request.get(`/api/business/profile/${businessID}`)).status()).toBe(404);
});
