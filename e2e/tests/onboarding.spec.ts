import { expect, PHONE, test } from '../support/test';
import { accessibilityProblems, createBusiness, openAccountPage, PASSWORD, register } from '../support/site';

test(
  'a new user is guided by the checklist, which ticks as they go and stays dismissed on another device',
  PHONE,
  async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const email = await register(page, baseURL!, '/', 'Tomas', `Newcomer${stamp}`);
    await expect(page).toHaveURL(`${baseURL}/`);

    const checklist = page.getByRole('region', { name: 'Get started: your first hour' });
    await expect(checklist.getByRole('progressbar', { name: 'Steps done' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 5 steps done',
    );
    await expect(checklist.getByRole('link', { name: 'Create a business' })).toHaveAttribute(
      'href',
      '/business/create',
    );
    expect(await accessibilityProblems(page)).toEqual([]);

    // A business of the demo set's Machineries industry: the step ticks, and the industry's businesses are suggested.
    await createBusiness(page, `Newcomer Steel ${stamp}`);
    await page.reload();
    await expect(checklist.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 of 5 steps done');
    await expect(checklist.getByText('Create or join a business: done')).toBeAttached();
    const suggestions = checklist
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Follow/ }) });
    await expect(suggestions.first()).toBeVisible();
    await expect(checklist.getByText(/0 of 5 followed/)).toBeVisible();
    await suggestions
      .first()
      .getByRole('button', { name: /^Follow/ })
      .click();
    await expect(checklist.getByText(/1 of 5 followed/)).toBeVisible();
    await expect(suggestions.first().getByRole('button', { name: /^Following/ })).toBeVisible();

    // Dismissed here, it is gone on this account's other device too, and does not come back on a reload.
    await checklist.getByRole('button', { name: 'Dismiss the getting-started checklist' }).click();
    await expect(checklist).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(checklist).toHaveCount(0);

    const other = await (await browser.newContext({ baseURL: baseURL! })).newPage();
    await openAccountPage(other, 'login', `${baseURL}/newsfeed`);
    const read = other.waitForResponse((response) => response.url().endsWith('/api/user/onboarding'));
    await other.getByLabel('E-mail').fill(email);
    await other.getByLabel('Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Log in' }).click();
    await expect(other).toHaveURL(`${baseURL}/newsfeed`);
    expect((await (await read).json()).data.dismissed).toBe(true);
    await expect(other.getByRole('form', { name: 'Create a post' })).toBeVisible({ timeout: 15_000 });
    await expect(other.getByRole('region', { name: 'Get started: your first hour' })).toHaveCount(0);
    await other.context().close();
  },
);
