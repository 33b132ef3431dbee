import { queryE2eDatabase } from '../support/database';
import { expect, test } from '../support/test';
import { openAccountPage, register } from '../support/site';

test('a reset from the mail ends on the login page saying the new password is saved, which then logs in', async ({
  browser,
  page,
  baseURL,
}) => {
  const email = await register(page, baseURL!, '/about-us', 'Reese', 'Forgetful');
  await openAccountPage(page, 'login', `${baseURL}/profile`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail');
  await expect
    .poll(
      async () =>
        (
          await queryE2eDatabase<{ n: number }>(
            `select count(*)::int as n from mail_outbox where "to" = $1`,
            [email],
          )
        )[0]!.n,
    )
    .toBe(1);
  const [mail] = await queryE2eDatabase<{ text: string }>(`select text from mail_outbox where "to" = $1`, [
    email,
  ]);
  const link = new URL(/(http\S+reset-password\S+)/.exec(mail!.text)![1]!);

  // The mail is opened in another browser window: a tab that began no login.
  const context = await browser.newContext({ baseURL: baseURL! });
  const mailTab = await context.newPage();
  await mailTab.goto(`${link.pathname}${link.search}`);
  await mailTab.getByLabel('New password').fill('a brand new passphrase');
  await mailTab.getByRole('button', { name: 'Save the new password' }).click();
  await expect(mailTab).toHaveURL(/\/accounts\/login\?/);
  await expect(mailTab.getByRole('status')).toHaveText(
    'Your new password is saved. Log in with it to continue.',
  );
  await mailTab.getByLabel('E-mail').fill(email);
  await mailTab.getByLabel('Password').fill('a brand new passphrase');
  await mailTab.getByRole('button', { name: 'Log in' }).click();
  await expect(mailTab).toHaveURL(`${baseURL}/profile`);
  await expect(mailTab.getByRole('heading', { name: 'Reese Forgetful' })).toBeVisible();
  await context.close();
});
