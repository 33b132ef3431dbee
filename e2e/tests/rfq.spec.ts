import type { Browser, Page } from '@playwright/test';
import { expect, test, PHONE } from '../support/test';
import { accessibilityProblems, accessToken, createBusiness, register } from '../support/site';

/** A day `days` from now, as the API takes a quote's validity (YYYY-MM-DD). */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Sends a quote through the API as the user of `page`, for their business `businessID`. */
async function sendQuote(
  page: Page,
  rfqID: string,
  businessID: string,
  terms: { unitPrice: number; leadTimeDays: number },
) {
  const sent = await page.request.post(`/api/rfqs/${rfqID}/quotes`, {
    headers: { 'wbn-auth': await accessToken(page) },
    data: {
      businessID,
      currency: 'USD',
      moq: 1,
      incoterm: 'CIF',
      paymentTerms: ['L/C'],
      validUntil: dayAhead(30),
      ...terms,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** A new member in a browser context of their own, with a business of `companyName` (hydraulics, in the US). */
async function supplierWithBusiness(
  browser: Browser,
  baseURL: string,
  first: string,
  last: string,
  companyName: string,
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await register(page, baseURL, '/', first, last);
  const businessID = await createBusiness(page, companyName, {
    shortDescription: 'Hydraulic press brakes and presses built to order for metal fabricators.',
  });
  return { context, page, businessID };
}

test(
  'a buyer posts a request, a matched supplier quotes from its inbox, the buyer compares two quotes and accepts one',
  PHONE,
  async ({ page: buyer, browser, baseURL }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    // A word no other business has: the request is matched to these two suppliers only.
    const word = `tonnix${stamp}`;
    const title = `${word} press brakes 100 t`;
    const viewport = buyer.viewportSize()!;
    const phone = viewport.width < 768;
    const firstCompany = `${word} Hydraulics`;
    const secondCompany = `${word} Press Works`;
    const first = await supplierWithBusiness(
      browser,
      baseURL!,
      'Sara',
      `Quoter${stamp}`,
      firstCompany,
      viewport,
    );
    const second = await supplierWithBusiness(
      browser,
      baseURL!,
      'Omar',
      `Rival${stamp}`,
      secondCompany,
      viewport,
    );

    // The buyer fills the form; what is missing is said before anything is sent.
    await register(buyer, baseURL!, '/rfq/new', 'Ben', `Buyer${stamp}`);
    await expect(buyer.getByRole('heading', { level: 1, name: 'Post a buying request' })).toBeVisible();
    await buyer.getByRole('button', { name: 'Post the request' }).click();
    await expect(buyer.getByText('Please give the request a title of at least 5 characters.')).toBeVisible();
    await expect(buyer.getByLabel('Title')).toBeFocused();
    await buyer.getByLabel('Title').fill(title);
    await buyer
      .getByLabel(/^Description/)
      .fill('Hydraulic press brakes of 100 t for sheet metal up to 3 m, CE marked, with tooling.');
    await buyer.getByLabel('Industry').selectOption({ label: 'Machineries' });
    await buyer.getByLabel('Category').selectOption({ label: 'Hydraulics' });
    await buyer.getByLabel('Quantity', { exact: true }).fill('4');
    await buyer.getByLabel('Incoterm').selectOption({ label: 'CIF – Cost, Insurance and Freight' });
    await buyer.getByLabel('Destination country').selectOption({ label: 'United States' });
    await buyer.getByLabel(/State, port or city/).fill('Port of Houston');
    expect(await accessibilityProblems(buyer)).toEqual([]);
    await buyer.getByRole('button', { name: 'Post the request' }).click();
    await expect(buyer).toHaveURL(/\/rfq\/[0-9a-f-]{36}$/);
    const rfqPath = new URL(buyer.url()).pathname;
    const rfqID = rfqPath.split('/').pop()!;
    await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      buyer.getByText('No quotes yet. Matched suppliers were told; their quotes will show here.'),
    ).toBeVisible();

    // The first supplier finds it matched in its business's inbox and quotes from the request's page.
    const supplier = first.page;
    await supplier.goto(`/business/${first.businessID}/rfq`);
    const card = supplier.getByRole('article', { name: title });
    await expect(card.getByText('Matched to you')).toBeVisible();
    expect(await accessibilityProblems(supplier)).toEqual([]);
    await card.getByRole('link', { name: title }).click();
    await expect(supplier).toHaveURL(new RegExp(`${rfqPath}$`));
    const form = supplier.getByRole('form', { name: 'Your quote' });
    await form.getByLabel('Unit price, per piece').fill('18500');
    await form.getByLabel('Minimum order, in piece').fill('1');
    await form.getByLabel('Lead time (days)').fill('45');
    await form.getByRole('checkbox', { name: 'T/T' }).check();
    await form.getByLabel(/Note to the buyer/).fill('Tooling and installation included.');
    await form.getByRole('button', { name: 'Send quote' }).click();
    await expect(
      supplier.getByText(`The quote of ${firstCompany} was sent. You can edit it until the buyer decides.`),
    ).toBeVisible();
    await expect(supplier.getByText('Waiting for the buyer')).toBeVisible();
    expect(await accessibilityProblems(supplier)).toEqual([]);

    // The second supplier quotes lower, and slower.
    await sendQuote(second.page, rfqID, second.businessID, { unitPrice: 17_900, leadTimeDays: 90 });

    // The buyer compares, in the layout of the screen (a card each on a phone, a row each under the headers
    // otherwise): cheapest first, then by lead time, and accepts the faster quote.
    await buyer.reload();
    const table = buyer.getByRole('table');
    const cards = buyer.getByRole('list', { name: 'Quotes received' }).locator(':scope > li');
    const quotes = phone ? cards : table.getByRole('row').filter({ has: buyer.getByRole('rowheader') });
    await expect(quotes).toHaveCount(2);
    await expect(phone ? table : cards.first()).toBeHidden();
    await expect(quotes.first()).toContainText(secondCompany);
    await expect(quotes.first()).toContainText('$71,600');
    await expect(quotes.nth(1)).toContainText(firstCompany);
    if (phone) await buyer.getByLabel('Sort by').selectOption({ label: 'Shortest lead time first' });
    else {
      const leadTime = table.getByRole('columnheader', { name: /Lead time/ });
      await leadTime.getByRole('button').click();
      await expect(leadTime).toHaveAttribute('aria-sort', 'ascending');
    }
    await expect(quotes.first()).toContainText(firstCompany);
    // Nothing is wider than the screen.
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await accessibilityProblems(buyer)).toEqual([]);
    await quotes
      .first()
      .getByRole('button', { name: `Accept the quote of ${firstCompany}` })
      .click();
    const dialog = buyer.getByRole('dialog', { name: `Accept the quote of ${firstCompany}?` });
    await dialog.getByLabel(/A first message/).fill(`Please send the proforma invoice ${stamp}.`);
    await dialog.getByRole('button', { name: 'Accept quote' }).click();

    // The conversation with the supplier opens with the buyer's message.
    await expect(buyer).toHaveURL(/\/my-messages\/[0-9a-f-]{36}$/);
    await expect(
      buyer.getByRole('log', { name: 'Messages' }).getByText(`Please send the proforma invoice ${stamp}.`),
    ).toBeVisible();

    // The supplier's quote is accepted, the conversation a link away; the other one was not selected.
    await supplier.reload();
    await expect(supplier.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(supplier.getByRole('link', { name: 'Conversation with the buyer' })).toBeVisible();
    await second.page.goto(`/business/${second.businessID}/rfq?kind=quoted`);
    await expect(
      second.page.getByRole('article', { name: title }).getByText('Your quote: Not selected'),
    ).toBeVisible();
    await first.context.close();
    await second.context.close();
  },
);
