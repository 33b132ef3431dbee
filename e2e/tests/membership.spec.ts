import { expect, test, type Page } from '../support/test';
import { accessibilityProblems, accessToken, createBusiness, register } from '../support/site';

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Olive Owner');
  await page.getByRole('button', { name: /^Pay US\$ 1,850\.00/ }).click();
}

test('an owner buys Gold from the package page with a test card; a declined card changes nothing', async ({
  page,
  baseURL,
}) => {
  const name = `Gold${Date.now().toString(36)}`;
  await register(page, baseURL!, '/', 'Olive', name);
  await expect(page).toHaveURL(`${baseURL}/`);
  const company = `${name} Hydraulics`;
  const businessID = await createBusiness(page, company);

  await page.goto('/membership-gold');
  await page.getByRole('link', { name: 'Buy now' }).first().click();
  await expect(page).toHaveURL(/\/my-business\?membership=choose-business$/);
  await expect(page.getByText('Choose which business you want to upgrade')).toBeVisible();
  await page.getByRole('link', { name: 'Manage Business' }).click();
  await page
    .getByRole('navigation', { name: 'Manage business' })
    .getByRole('link', { name: 'Membership' })
    .click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('heading', { name: 'Current plan: Standard' })).toBeVisible();
  await expect(page.getByText('7 product slots')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Gold/ })).toBeChecked();
  expect(await accessibilityProblems(page)).toEqual([]);

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(
    'There is an error in your card information: Your card was declined.',
  );
  await expect(page.getByLabel('Card number')).toBeFocused();
  const unchanged = await page.request.get(`/api/business/profile/${businessID}`);
  expect((await unchanged.json()).data).toMatchObject({ subscription: 'standard', verified: false });
  await expect(page.getByRole('heading', { name: 'Current plan: Standard' })).toBeVisible();

  // A mark on the window: a reload of the page would drop it.
  await page.evaluate(() => Object.assign(window, { beforePayment: true }));
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Successful checkout!')).toBeVisible();
  // The page shows the new plan in place, without a reload.
  await expect(page.getByRole('heading', { name: 'Current plan: Gold' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('gold', { exact: true })).toBeVisible();
  // Paying gives the right to verification, not the badge: that takes an operator's check of the documents.
  await expect(page.getByText('Not Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'send your documents' })).toHaveAttribute(
    'href',
    `/business/${businessID}/edit/verification`,
  );
  await expect(page.getByText('20 product slots')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Gold/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Premium/ })).toBeVisible();
  // Once the notice has gone, this is still the page the payment was made on: no reload yanks the owner back here
  // from wherever they went meanwhile.
  await expect(page.getByText('Successful checkout!')).toBeHidden({ timeout: 15_000 });
  expect(await page.evaluate(() => 'beforePayment' in window)).toBe(true);

  const receipt = page.getByRole('region', { name: 'Receipts' }).getByRole('link', { name: /^R-\d{6}$/ });
  await expect(receipt).toHaveCount(1);
  await receipt.click();
  await expect(page.getByRole('heading', { name: /^Receipt R-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('•••• 4242')).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await expect(page.getByText(company)).toBeVisible();

  const paid = await page.request.get(`/api/subscription/business/${businessID}`, {
    headers: { 'wbn-auth': await accessToken(page) },
  });
  expect((await paid.json()).data).toMatchObject({ subscription: 'gold', verified: false, productSlots: 20 });
});
