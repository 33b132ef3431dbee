import { queryE2eDatabase } from '../support/database';
import { expect, test } from '../support/test';
import { expireAccessToken, register, PASSWORD } from '../support/site';

test('a session that ended by itself sends a members-only page to log in, saying why, and back', async ({
  page,
  baseURL,
}) => {
  const email = await register(page, baseURL!, '/profile/edit', 'Sven', 'Expired');
  await expect(page.getByLabel('First name')).toHaveValue('Sven');
  // The session ends on the server (expired or revoked) while the access token in the tab is stale.
  await queryE2eDatabase(
    `update auth_sessions set revoked_at = now() where user_id = (select id from users where email = $1)`,
    [email],
  );
  await expireAccessToken(page);
  await page.reload();
  // The refused refresh clears the session and reloads; the page asks to log in again and says why.
  await expect(page).toHaveURL(/\/accounts\/login\?/);
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Log in again to continue.');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${baseURL}/profile/edit`);
  await expect(page.getByLabel('First name')).toHaveValue('Sven');
});
