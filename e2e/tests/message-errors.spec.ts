import { expect, test, PHONE } from '../support/test';
import { accessToken, createBusiness, register } from '../support/site';

test.skip(
  ({ viewport }) => (viewport?.width ?? 0) >= 768,
  'a phone, where the conversation list is hidden while a conversation is open',
);

test(
  'a conversation that fails to load offers Try again and the way back to the list',
  PHONE,
  async ({ page, browser, baseURL }) => {
    const stamp = Date.now().toString(36);
    const supplierContext = await browser.newContext({ baseURL });
    const supplier = await supplierContext.newPage();
    await register(supplier, baseURL!, '/', 'Ugo', `Supplier${stamp}`);
    const businessID = await createBusiness(supplier, `Outage Works ${stamp}`);
    await supplierContext.close();

    await register(page, baseURL!, '/', 'Lea', `Buyer${stamp}`);
    const sent = await page.request.post('/api/business/request', {
      headers: { 'wbn-auth': await accessToken(page) },
      data: {
        to: businessID,
        subject: 'Would like to receive a full price list',
        message: `Is the order ${stamp} ready?`,
      },
    });
    expect(sent.ok()).toBe(true);
    const requestID = (await sent.json()).data.requestID as string;

    // The server fails: the reader is told to try again, and it works once the server is back.
    await page.route('**/get-messages**', (route) =>
      route.fulfill({
        status: 503,
        json: { success: false, error: { name: 'Unavailable', message: 'Down' } },
      }),
    );
    await page.goto(`/my-messages/${requestID}`);
    const panel = page.getByRole('alert').filter({ hasText: 'This conversation could not be loaded' });
    await expect(panel).toContainText('please try again', { timeout: 20_000 });
    await page.unroute('**/get-messages**');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('log', { name: 'Messages' }).getByText(`Is the order ${stamp} ready?`),
    ).toBeVisible();

    // A conversation that is not there says so, with no Try again, and leads back to the list.
    await page.goto('/my-messages/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText('It may not exist or you may not take part in it.');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the conversations' }).click();
    await expect(page).toHaveURL(/\/my-messages$/);
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link')).toHaveCount(1);
  },
);
