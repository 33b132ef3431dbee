import { expect, test } from '../support/test';
import { accessibilityProblems, createBusiness, createProduct, register } from '../support/site';
import { solidPng } from './support/png';

/** dd/mm/yyyy HH:mm, the message center's UTC time format. */
const UTC_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

test('a buyer asks about a product and a supplier team member answers live, with an image, then ends the chat', async ({
  page: supplier,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const company = `Inquiry Works ${stamp}`;
  const product = `Press brake ${stamp}`;

  // The supplier sets up a product and waits in the business's message center.
  await register(supplier, baseURL!, '/', 'Ines', `Supplier${stamp}`);
  await expect(supplier).toHaveURL(`${baseURL}/`);
  const businessID = await createBusiness(supplier, company);
  const productPath = await createProduct(supplier, businessID, product);
  await supplier.goto(`/business/${businessID}/requests`);
  await expect(supplier.getByRole('heading', { name: 'Requests' })).toBeVisible();
  await expect(supplier.getByText('No conversations yet.')).toBeVisible();

  // A buyer, in a second browser, opens the product and its Send Request.
  const buyerContext = await browser.newContext({ baseURL });
  // The buyer's first event stream on each page breaks right after one event, as a dropped connection would; the
  // client must reopen it with that event's id, and everything the buyer sees live below comes through the
  // resumed stream.
  const resumedWith: string[] = [];
  await buyerContext.route('**/api/events/stream', async (route) => {
    const lastEventId = route.request().headers()['last-event-id'];
    if (!lastEventId)
      return route.fulfill({ contentType: 'text/event-stream', body: 'id: 1\nevent: ping\ndata: {}\n\n' });
    resumedWith.push(lastEventId);
    return route.continue();
  });
  const buyer = await buyerContext.newPage();
  await register(buyer, baseURL!, productPath, 'Theo', `Buyer${stamp}`);
  await buyer.getByRole('main').getByRole('link', { name: 'Send Request' }).first().click();
  await expect(buyer).toHaveURL(new RegExp(`/business/${businessID}/send-request\\?product=`));
  const message = buyer.getByRole('textbox', { name: 'Message', exact: true });
  await expect(message).toHaveValue(new RegExp(`interested in your product "${product}"`));

  // Nothing is sent without a subject; 'Other' asks for a free-text one.
  await buyer.getByRole('button', { name: 'Send Request' }).click();
  await expect(buyer.getByText('You have to fill all the form fields')).toBeVisible();
  await buyer.getByLabel('Subject', { exact: true }).selectOption('Other');
  await buyer.getByLabel('Your subject').fill(`Lead time for ${product}`);
  await message.fill('Can you deliver two units to Rotterdam in March?');
  await expect(buyer.getByText('48/5000')).toBeVisible();
  expect(await accessibilityProblems(buyer)).toEqual([]);
  await buyer.getByRole('button', { name: 'Send Request' }).click();
  await expect(buyer.getByText('Inquiry sent successfully')).toBeVisible();
  await expect(buyer).toHaveURL(/\/my-messages\/[0-9a-f-]{36}$/);
  const buyerLog = buyer.getByRole('log', { name: 'Messages' });
  await expect(buyerLog.getByText('Can you deliver two units to Rotterdam in March?')).toBeVisible();
  await expect(buyerLog.getByText('Sent', { exact: false })).toBeVisible();

  // The supplier sees it arrive without reloading, marked unread, and the header counts it.
  const thread = supplier.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Theo/ });
  await expect(thread).toBeVisible({ timeout: 5000 });
  await expect(thread).toContainText(`Lead time for ${product}`);
  await expect(thread).toContainText('1 unread');
  await expect(
    supplier.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /Messages, 1 unread/ }),
  ).toBeVisible();

  // The filter matches the sender name, case-insensitively, and hides what does not match.
  const filter = supplier.getByLabel('Search conversations');
  await filter.fill('THEO');
  await expect(thread).toBeVisible();
  await filter.fill('no such sender');
  await expect(supplier.getByText('No conversation matches your search.')).toBeVisible();
  await filter.fill('');

  // Opening the thread reads it: the buyer sees 'Seen' with its time, live.
  await thread.click();
  const supplierLog = supplier.getByRole('log', { name: 'Messages' });
  await expect(supplierLog.getByText('Can you deliver two units to Rotterdam in March?')).toBeVisible();
  await expect(supplierLog).toContainText(UTC_TIME);
  await expect(buyerLog.getByText(new RegExp(`Seen ${UTC_TIME.source}`))).toBeVisible({ timeout: 5000 });
  // A person sent it, so there is no buyer business profile to watch.
  await expect(supplier.getByRole('link', { name: 'View buyer profile' })).toHaveCount(0);
  expect(await accessibilityProblems(supplier)).toEqual([]);

  // The supplier replies with a picture and a line of text; the buyer sees both without reloading.
  await supplier.getByTestId('attachment-input').setInputFiles({
    name: 'press-brake.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 48, [30, 90, 160]),
  });
  const composer = supplier.getByLabel('Write a message');
  await composer.fill('Yes, here is the machine ready to ship.');
  await expect(supplier.getByRole('button', { name: 'Send message' })).toBeEnabled({ timeout: 15_000 });
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(supplierLog.getByText('Yes, here is the machine ready to ship.')).toBeVisible();
  await expect(buyerLog.getByText('Yes, here is the machine ready to ship.')).toBeVisible({ timeout: 5000 });
  const picture = buyerLog.getByRole('img', { name: /^press-brake\./ });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // The buyer has the chat open, so the reply is read at once and the supplier sees it seen.
  await expect(supplierLog.getByText(new RegExp(`Seen ${UTC_TIME.source}`))).toBeVisible({ timeout: 5000 });

  // An empty message is not sent.
  await expect(supplier.getByRole('button', { name: 'Send message' })).toBeDisabled();

  // The supplier ends the conversation; both sides see it ended and cannot write any more.
  await supplier.getByRole('button', { name: 'End Conversation' }).click();
  await supplier.getByRole('button', { name: 'Yes, end it' }).click();
  await expect(supplier.getByText('Finished successfully')).toBeVisible();
  await expect(supplier.getByText('This chat has ended')).toBeVisible();
  await expect(supplier.getByLabel('Write a message')).toHaveCount(0);
  await expect(buyer.getByText('This chat has ended')).toBeVisible({ timeout: 5000 });
  await expect(buyer.getByLabel('Write a message')).toHaveCount(0);

  // The buyer's header leads to the conversation list, where it shows as ended.
  await buyer
    .getByRole('link', { name: /^Messages/ })
    .first()
    .click();
  await expect(buyer).toHaveURL(/\/my-messages$/);
  await expect(
    buyer.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(company) }),
  ).toContainText('Ended');

  expect(resumedWith.length).toBeGreaterThan(0);
  expect(new Set(resumedWith)).toEqual(new Set(['1']));

  // Message mails can be turned off in the profile settings, and stay off.
  await buyer.goto('/profile/edit');
  const mails = buyer.getByRole('checkbox', { name: /E-mail me about messages/ });
  await expect(mails).toBeChecked();
  await mails.uncheck();
  await expect(buyer.getByText('Message mails turned off.')).toBeVisible();
  await buyer.reload();
  await expect(mails).not.toBeChecked();
  await buyerContext.close();
});

test('members of a business are sent from its send-request page to its requests', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  await register(page, baseURL!, '/', 'Mara', `Owner${stamp}`);
  await expect(page).toHaveURL(`${baseURL}/`);
  const businessID = await createBusiness(page, `Own Works ${stamp}`);
  await page.goto(`/business/${businessID}/send-request`);
  await expect(page).toHaveURL(`${baseURL}/business/${businessID}/requests`);
  await expect(page.getByRole('heading', { name: 'Requests' })).toBeVisible();
});
