import { expect, type Browser } from './test';
import { queryE2eDatabase } from './database';
import { register } from './site';

/** A second browser with a newly registered account that holds the operator role (granted as the CLI would). */
export async function openOperator(browser: Browser, baseURL: string, stamp: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = await register(page, baseURL, '/about-us', 'Olive', `Operator${stamp}`);
  await expect(page).toHaveURL(`${baseURL}/about-us`);
  await queryE2eDatabase(
    `insert into operators (user_id) select id from users where lower(email) = lower($1)`,
    [email],
  );
  return page;
}
