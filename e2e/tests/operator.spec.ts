import { expect, test, type Page } from '../support/test';
import { openOperator } from '../support/operator';
import { accessibilityProblems, accessToken, createBusiness, createProduct, register } from '../support/site';

const searchProducts = (page: Page, word: string) =>
  page.goto(`/search-result?${new URLSearchParams({ business: 'PR', countries: '', search: word })}`);

test('an owner of a paid business requests verification with a document, an operator approves, the badge shows', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const company = `Keystone Forge ${stamp}`;
  await register(page, baseURL!, '/about-us', 'Vera', `Owner${stamp}`);
  await expect(page).toHaveURL(`${baseURL}/about-us`);
  const businessID = await createBusiness(page, company);
  await page.goto(`/business/${businessID}/edit/verification`);
  await expect(page.getByRole('status').filter({ hasText: 'not verified yet' })).toBeVisible();
  // A Standard business is sent to the memberships: the check is a right of the paid ones.
  await expect(page.getByText(/Verification comes with a paid membership/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request verification' })).toHaveCount(0);
  const paid = await page.request.post('/api/subscription/subscribe', {
    headers: { 'wbn-auth': await accessToken(page) },
    data: {
      paymentMethod: 'pm_card_visa',
      businessID,
      planId: 'gold',
      email: `billing-${stamp}@example.com`,
    },
  });
  expect(paid.status()).toBe(200);
  await page.reload();
  await page.getByLabel('Document').selectOption('registration');
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(page.getByRole('list', { name: 'Documents to send' })).toContainText('registration.pdf');
  await page.getByRole('button', { name: 'Request verification' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waiting for an operator' })).toBeVisible();

  const operator = await openOperator(browser, baseURL!, stamp);
  await operator.goto('/operator/verifications');
  const request = operator.getByRole('article').filter({ hasText: company });
  await expect(request.getByRole('button', { name: /Registration certificate/ })).toBeVisible();
  await expect(request).toContainText('Pending · Gold');
  expect(await accessibilityProblems(operator)).toEqual([]);
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(request).toHaveCount(0);

  await page.goto(`/business/${businessID}/`);
  await expect(page.getByRole('main').getByText('Verified', { exact: true }).first()).toBeVisible();
  await operator.context().close();
});

test('a user reports a product, an operator hides it, it disappears from search', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const word = `Qx${stamp}`;
  const product = `${word} Counterfeit Gauge`;
  await register(page, baseURL!, '/about-us', 'Ruth', `Reporter${stamp}`);
  await expect(page).toHaveURL(`${baseURL}/about-us`);
  const businessID = await createBusiness(page, `Gauge House ${stamp}`);
  const productPath = await createProduct(page, businessID, product);
  await searchProducts(page, word);
  await expect(page.getByRole('link', { name: product })).toBeVisible();

  await page.goto(productPath);
  const dialog = page.getByRole('dialog', { name: `Report ${product}` });
  // The page is rendered on the server: the button is disabled until it is live, and the click waits for that.
  await page.getByRole('main').getByRole('button', { name: 'Report' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
  await dialog.getByLabel('Reason').selectOption('counterfeit');
  await dialog.getByLabel('Note (optional)').fill('Copies a well-known brand.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();

  const operator = await openOperator(browser, baseURL!, stamp);
  await operator.goto('/operator/reports');
  const report = operator.getByRole('article').filter({ hasText: product });
  await expect(report).toContainText('Counterfeit or misrepresented goods');
  // The product is visible: the row offers hiding it, not showing it again.
  const hide = report.getByRole('button', { name: 'Hide product' });
  const showAgain = report.getByRole('button', { name: 'Show product again' });
  await expect(showAgain).toHaveCount(0);
  await hide.click();
  const reason = report.getByLabel('Reason (the owners read it)');
  await expect(reason).toBeFocused();
  await report.getByRole('button', { name: 'Cancel' }).click();
  await expect(hide).toBeFocused();
  await hide.click();
  await reason.fill('Counterfeit goods are not allowed.');
  await report.getByRole('button', { name: 'Confirm: hide product' }).click();
  // Hidden now: the row says so and why, and offers only showing it again, with the focus on it.
  await expect(report).toContainText('Counterfeit goods are not allowed.');
  await expect(report.getByText(/^Hidden \d{4}-\d\d-\d\d: Counterfeit goods/)).toBeVisible();
  await expect(showAgain).toBeFocused();
  await expect(hide).toHaveCount(0);
  expect(await accessibilityProblems(operator)).toEqual([]);
  await report.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(report).toHaveCount(0);
  await operator.context().close();

  await searchProducts(page, word);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  await expect(page.getByRole('link', { name: product })).toHaveCount(0);
});
