import { queryE2eDatabase } from '../support/database';
import { expect, test } from '../support/test';
import { expireAccessToken, register, PASSWORD } from '../support/site';

test('a session that ended by itself sends a members-only page to log in, saying why, and back', async ({
  page,
  baseURL,
}) => {
  const email = await register(page, baseURL!, '/profile/edit', 'Sven', 'Expired');
  await expect(page.getByLabel('First name')).toHaveValue('Sven');
  // The session ends on the server (expired or revoked) while the tab is away and its access token goes stale. (An
  // open page hears of a revocation at once: the next test.)
  await expireAccessToken(page);
  await page.goto('about:blank');
  await queryE2eDatabase(
    `update auth_sessions set revoked_at = now() where user_id = (select id from users where email = $1)`,
    [email],
  );
  await page.goto('/profile/edit');
  // The refused refresh clears the session and reloads; the page asks to log in again and says why.
  await expect(page).toHaveURL(/\/accounts\/login\?/);
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Log in again to continue.');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${baseURL}/profile/edit`);
  await expect(page.getByLabel('First name')).toHaveValue('Sven');
});

test('an open page whose session is revoked elsewhere goes to log in, saying why', async ({
  page,
  baseURL,
}) => {
  const email = await register(page, baseURL!, '/profile/edit', 'Vera', 'Revoked');
  await expect(page.getByLabel('First name')).toHaveValue('Vera');
  // A sign-out from the session list on another device: the page's event stream ends, and its refresh is refused.
  await queryE2eDatabase(
    `update auth_sessions set revoked_at = now() where user_id = (select id from users where email = $1)`,
    [email],
  );
  await expect(page).toHaveURL(/\/accounts\/login\?/, { timeout: 20_000 });
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Log in again to continue.');
});
