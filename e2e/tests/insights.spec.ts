import { expect, test } from '../support/test';
import { accessibilityProblems, createBusiness, register } from '../support/site';

test('the insights chart shows a view of the business page made by a visitor', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const company = `Forge Works ${stamp}`;
  await register(owner, baseURL!, '/about-us', 'Ines', `Insight${stamp}`);
  await expect(owner).toHaveURL(`${baseURL}/about-us`);
  const businessID = await createBusiness(owner, company);

  // The owner's own visit does not count; a visitor's, in another browser, does.
  await owner.goto(`/business/${businessID}/`);
  await expect(owner.getByRole('heading', { name: company })).toBeVisible();
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const beacon = visitor.waitForResponse((response) => response.url().endsWith('/api/insights/views'));
  await visitor.goto(`/business/${businessID}/`);
  await expect(visitor.getByRole('heading', { name: company })).toBeVisible();
  expect(await (await beacon).json()).toEqual({ success: true, data: { counted: true } });
  await visitorContext.close();

  // The Insights tab of the manager's view: counted views arrive with the next flush (every few seconds).
  await owner.goto(`/business/${businessID}/?editMode=1`);
  await owner
    .getByRole('navigation', { name: 'Manage business' })
    .getByRole('link', { name: 'Insights' })
    .click();
  await expect(owner).toHaveURL(/\/insights$/);
  await owner.getByRole('button', { name: '7 days' }).click();
  const profileViews = owner
    .getByText('Profile views', { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(async () => {
    await owner.reload();
    await owner.getByRole('button', { name: '7 days' }).click();
    await expect(profileViews).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The chart draws the day of the view: its tooltip on today's point says 1 profile view.
  const chart = owner.getByRole('figure', { name: 'Views and search appearances per day' });
  await expect(chart.locator('.recharts-surface').first()).toBeVisible();
  const tooltip = chart.locator('.recharts-tooltip-wrapper');
  const wrapper = chart.locator('.recharts-wrapper').first();
  const box = (await wrapper.boundingBox())!;
  const todayLabel = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await wrapper.hover({ position: { x: box.width - 24, y: box.height / 3 } });
  await expect(tooltip).toContainText(todayLabel);
  await expect(tooltip).toContainText(/Profile views\s*:\s*1/);
  // And the same figures as a table.
  await owner.getByText('Figures per day').click();
  const today = new Date().toISOString().slice(0, 10);
  await expect(owner.getByRole('row', { name: new RegExp(`^${today} 1 `) })).toBeVisible();
  expect(await accessibilityProblems(owner)).toEqual([]);
});
