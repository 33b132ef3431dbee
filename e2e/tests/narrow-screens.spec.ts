import { expect, test, type Locator, type Page, PHONE } from '../support/test';
import { accessToken, createBusiness, register } from '../support/site';

test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'a phone-sized screen');

/**
 * Opens `path`, waits until `ready` (what comes after the first render: cards, lists) shows, and checks the page
 * does not scroll sideways. Logged-in pages keep an event stream open, so "network idle" never comes.
 */
async function expectNoSidewaysScroll(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await expect(ready).toBeVisible();
  const sideways = () =>
    page.evaluate(() => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(sideways, { message: `${path} scrolls sideways` }).toBe(0);
}

test(
  'pages with long business names, addresses and inbox names fit a 375 px phone',
  PHONE,
  async ({ page, browser, baseURL }) => {
    const stamp = Date.now().toString(36);
    // Names long enough that one line of them is wider than the phone (cards cut them with an ellipsis).
    const longName = `Consolidated Hydraulic Automation Manufacturing Incorporated ${stamp}`;
    await register(page, baseURL!, '/my-business', 'Nadia', `Narrow${stamp}`);
    const businessID = await createBusiness(page, longName);
    const secondID = await createBusiness(page, `Second Consolidated Hydraulic Automation Works ${stamp}`);
    const token = await accessToken(page);
    const contact = await page.request.put(`/api/business/profile/${businessID}/contact`, {
      headers: { 'wbn-auth': token },
      data: {
        country: 'US',
        email: `international.sales.department.${stamp}@consolidatedhydraulicautomation.example.com`,
        website: `https://www.consolidatedhydraulicautomationmanufacturing.example.com/${stamp}`,
      },
    });
    expect(contact.ok()).toBe(true);
    const userID = (
      await (await page.request.get('/api/user/profile', { headers: { 'wbn-auth': token } })).json()
    ).data.userID as string;

    // A buyer writes to the second business, so its inbox link carries an unread count.
    const buyer = await browser.newContext({ baseURL });
    const buyerPage = await buyer.newPage();
    await register(buyerPage, baseURL!, '/about-us', 'Bruno', `Buyer${stamp}`);
    const inquiry = await buyerPage.request.post('/api/business/request', {
      headers: { 'wbn-auth': await accessToken(buyerPage) },
      data: {
        to: secondID,
        subject: 'Would like to receive a full price list',
        message: 'Please send your price list for hydraulic cylinders.',
      },
    });
    expect(inquiry.ok()).toBe(true);
    await buyer.close();

    const card = page.getByRole('link', { name: longName });
    // The home page with its latest businesses loaded (it features complete profiles only, which these two are
    // not); the search results and the owner's profile list the card of the business.
    await expectNoSidewaysScroll(
      page,
      '/',
      page
        .getByRole('region', { name: 'Latest registered businesses' })
        .getByRole('heading', { name: 'Manufacturers' }),
    );
    await expectNoSidewaysScroll(
      page,
      `/search-result?${new URLSearchParams({ business: 'MA', countries: 'global', search: longName })}`,
      card,
    );
    await expectNoSidewaysScroll(page, `/profile/${userID}`, card);
    // The business page's contact section, with the long e-mail and website.
    await expectNoSidewaysScroll(
      page,
      `/business/${businessID}/`,
      page.getByRole('link', { name: /consolidatedhydraulicautomationmanufacturing/ }),
    );
    // The inboxes: one link per business, the second one with its unread count.
    await expectNoSidewaysScroll(
      page,
      `/business/${businessID}/requests`,
      page.getByRole('navigation', { name: 'Inboxes' }).getByRole('link', { name: /1 unread/ }),
    );
  },
);

test(
  'the membership pages and our network, with their wide price table, fit a 375 px phone',
  PHONE,
  async ({ page }) => {
    for (const path of ['/membership-standard', '/membership-gold', '/our-network'])
      await expectNoSidewaysScroll(page, path, page.getByRole('table'));
  },
);
