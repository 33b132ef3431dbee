import { expect, test } from '../support/test';
import { Secret, TOTP } from 'otpauth';
import { openAccountPage, register, PASSWORD } from '../support/site';

/** What the user's authenticator app shows, `offset` periods of 30 s from now. */
const codeOf = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset * 30_000 });

test('a user turns on two-factor sign-in and then logs in with a code from the app', async ({
  page,
  baseURL,
}) => {
  const email = await register(page, baseURL!, '/profile/edit', 'Tove', 'Lind');
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByLabel('Current password').fill(PASSWORD);
  await twoFactor.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(twoFactor.getByAltText('QR code for your authenticator app')).toBeVisible();
  const secret = (await twoFactor.getByTestId('totp-secret').textContent())!.trim();
  await twoFactor.getByLabel('Code from the app').fill(codeOf(secret));
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const recoveryCodes = twoFactor.getByRole('list', { name: 'Recovery codes' });
  await expect(recoveryCodes.getByRole('listitem')).toHaveCount(10);
  await expect(twoFactor.getByText(/Two-factor sign-in is\s+on/)).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openAccountPage(page, 'login', `${baseURL}/profile`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByText('The code is not valid.')).toBeVisible();
  // The set-up spent the current period's code: the app's next one is still accepted (one step of drift).
  await page.getByLabel('Authentication code').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('heading', { name: 'Tove Lind' })).toBeVisible();
});
