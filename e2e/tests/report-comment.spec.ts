import { expect, test } from '../support/test';
import { openOperator } from '../support/operator';
import { accessibilityProblems, createBusiness, createProduct, register } from '../support/site';

test('an owner reports a comment on their product, an operator hides it from the queue, it leaves the page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const spam = `Cheap watches ${stamp} at example.net`;
  await register(page, baseURL!, '/about-us', 'Ines', `Supplier${stamp}`);
  await expect(page).toHaveURL(`${baseURL}/about-us`);
  const businessID = await createBusiness(page, `Seal Works ${stamp}`);
  const product = `Lip seal ${stamp}`;
  const productPath = await createProduct(page, businessID, product);

  // Someone else writes the spam comment.
  const spammerContext = await browser.newContext({ baseURL });
  const spammer = await spammerContext.newPage();
  await register(spammer, baseURL!, productPath, 'Sam', `Spammer${stamp}`);
  await spammer.getByLabel('Write a comment').fill(spam);
  await spammer.getByLabel('Write a comment').press('Enter');
  await expect(spammer.getByRole('list', { name: 'Comments' }).getByText(spam)).toBeVisible();
  // No Report action on one's own comment.
  await expect(spammer.getByRole('button', { name: /^Report comment/ })).toHaveCount(0);

  await page.goto(productPath);
  const author = `Sam Spammer${stamp}`;
  const dialog = page.getByRole('dialog', { name: `Report comment by ${author}` });
  // The comments are read in the browser once the page is live: their buttons work as soon as they show.
  await page.getByRole('button', { name: `Report comment by ${author}` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason').selectOption('spam');
  await dialog.getByLabel('Note (optional)').fill('Link spam under my product.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();

  const operator = await openOperator(browser, baseURL!, stamp);
  await operator.goto('/operator/reports');
  const report = operator.getByRole('article').filter({ hasText: spam });
  await expect(report).toContainText('Spam or advertising');
  await expect(report).toContainText(`Written by ${author}`);
  await expect(report.getByRole('link', { name: spam })).toHaveAttribute('href', /\/business-product\//);
  expect(await accessibilityProblems(operator)).toEqual([]);
  await report.getByRole('button', { name: 'Hide comment' }).click();
  await report.getByLabel('Reason (the owners read it)').fill('Advertising is not allowed.');
  await report.getByRole('button', { name: 'Confirm: hide comment' }).click();
  // As an operator would: the report shows the comment hidden before it is closed.
  await expect(report.getByRole('button', { name: 'Show comment again' })).toBeVisible();
  await expect(report).toContainText('Hidden');
  await report.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(operator.getByText('Report marked resolved.')).toBeVisible();
  await expect(report).toHaveCount(0);

  // The console's comment list shows it hidden, with the day and the reason.
  await operator.goto('/operator/comments');
  await operator.getByLabel('Text or author e-mail').fill(stamp);
  await operator.getByLabel('Text or author e-mail').press('Enter');
  const listed = operator.getByRole('article', { name: `Comment by ${author}` });
  await expect(listed).toContainText(/Hidden \d{4}-\d{2}-\d{2}: Advertising is not allowed\./);
  await expect(listed.getByRole('link', { name: product })).toBeVisible();
  expect(await accessibilityProblems(operator)).toEqual([]);
  await operator.context().close();

  await page.reload();
  await expect(page.getByText('No comments yet.')).toBeVisible();
  await expect(page.getByText(spam)).toHaveCount(0);
  await spammerContext.close();
});
