import { expect, test, type Page } from '../support/test';
import { accessibilityProblems, register } from '../support/site';
import { solidPng } from './support/png';

async function addProduct(
  page: Page,
  name: string,
  specs: [string, string][],
  color: [number, number, number],
  withTerms = false,
) {
  await page.getByRole('button', { name: 'Add product' }).click();
  const form = page.getByRole('form', { name: 'Add a product' });
  await form.getByLabel('Product name').fill(name);
  await form
    .getByLabel('Description', { exact: true })
    .fill(`${name}: built for continuous industrial duty.`);
  await form.getByLabel('Keywords').fill('press, hydraulic');
  await form.getByLabel('Industry', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Lead time').fill('3 weeks');
  for (const [index, [key, value]] of specs.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add specification' }).click();
    await form.getByLabel(`Specification ${index + 1} name`).fill(key);
    await form.getByLabel(`Specification ${index + 1} value`).fill(value);
  }
  await form.getByLabel('Main image').setInputFiles({
    name: 'main.png',
    mimeType: 'image/png',
    buffer: solidPng(400, 300, color),
  });
  await form.getByLabel('Gallery images').setInputFiles([
    { name: 'g1.png', mimeType: 'image/png', buffer: solidPng(300, 300, [20, 120, 200]) },
    { name: 'g2.png', mimeType: 'image/png', buffer: solidPng(300, 300, [200, 120, 20]) },
  ]);
  if (withTerms) {
    await form.getByLabel('Lowest price').fill('12');
    await form.getByLabel('Highest price').fill('18');
    await form.getByLabel('Minimum order (MOQ)').fill('500');
    await form.getByLabel('Supply ability').fill('20000');
    await form.getByLabel('Port of shipment').fill('Port of Houston, TX');
    await form.getByLabel('T/T').check();
    await form.getByLabel('FOB (Free on Board)').check();
    await form.getByLabel('Catalogue or datasheet (PDF, 10 MB at most)').setInputFiles({
      name: 'hp-200.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
  }
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
}

test('a supplier creates a business with products; a buyer likes, comments and follows', async ({
  page,
  browser,
  baseURL,
}) => {
  // A long flow (two products with images, every profile tab, a second browser): 1.4-1.7 minutes in CI runs,
  // over two on a machine busy with other work.
  test.setTimeout(240_000);
  const company = `Gulf Hydraulics ${Date.now()}`;
  await register(page, baseURL!, '/business/create', 'Marta', 'Lopez');
  await expect(page).toHaveURL(`${baseURL}/business/create`);
  await expect(page.getByRole('heading', { name: 'Create your Business Profile' })).toBeVisible();

  const main = page.getByRole('main');
  await main.getByLabel('Business logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(240, 240, [15, 61, 100]),
  });
  await expect(main.getByRole('img', { name: 'Business logo preview' })).toBeVisible();
  await main.getByLabel('Company name').fill(company);
  await main.getByLabel('Main industry').selectOption({ index: 1 });
  await main.getByRole('group', { name: 'Main categories' }).getByRole('checkbox').first().check();
  await main.getByLabel('Business type').selectOption('MA');
  await main.getByLabel('Country', { exact: true }).selectOption('US');
  await main.getByLabel('State', { exact: true }).selectOption('US-TX');
  await main
    .getByLabel('Short description')
    .fill('Hydraulic presses and custom cylinders made in Texas since 1990.');
  await main.getByRole('button', { name: 'Create your Business Profile' }).click();

  await expect(page).toHaveURL(`${baseURL}/my-business`);
  const card = page.getByRole('article').filter({ hasText: company });
  await expect(card.getByText('Not Verified')).toBeVisible();
  await expect(card.getByText('STANDARD')).toBeVisible();
  await expect(card.getByRole('img', { name: `Logo of ${company}` })).toHaveAttribute(
    'src',
    /\/api\/files\//,
  );

  await card.getByRole('link', { name: 'Manage Business' }).click();
  await expect(page).toHaveURL(/editMode=1/);
  await page
    .getByRole('navigation', { name: 'Manage business' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  await addProduct(
    page,
    'Hydraulic Press HP-200',
    [
      ['Force', '200 t'],
      ['Table size', '1200 x 900 mm with T-slots, hardened and ground, for heavy progressive dies'],
    ],
    [180, 40, 40],
    true,
  );
  await addProduct(page, 'Hydraulic Cylinder HC-50', [['Bore', '50 mm']], [40, 160, 60]);

  // Each edit tab saves on its own; the edit pages have no footer.
  await page.getByRole('link', { name: company }).click();
  await page.getByRole('link', { name: 'Manage Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Profile' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByLabel('Year established').fill('1990');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await page.getByLabel('City').fill('Houston');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await page.getByRole('link', { name: company }).click();

  // The buyer's view of the business.
  await page.getByRole('link', { name: 'View as a buyer' }).click();
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send Request' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'General Information' })).toBeVisible();
  await expect(page.locator('#general').getByText('1990', { exact: true })).toBeVisible();
  await expect(page.locator('#contact').getByText('Houston', { exact: true })).toBeVisible();
  const productsSection = page.locator('#products');
  await expect(productsSection.getByRole('link', { name: 'Hydraulic Press HP-200' })).toBeVisible();
  await expect(productsSection.getByRole('link', { name: 'Hydraulic Cylinder HC-50' })).toBeVisible();
  await expect(productsSection.getByText('$12 – $18 / piece · MOQ 500 pieces')).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await productsSection.getByRole('link', { name: 'Hydraulic Press HP-200' }).click();
  await expect(page).toHaveURL(/\/business-product\//);
  const productUrl = page.url();
  const businessUrl = new URL(
    (await page.getByRole('main').getByRole('link', { name: company }).first().getAttribute('href'))!,
    baseURL,
  ).href;

  // A second user likes and comments on the product and follows the business.
  const buyerContext = await browser.newContext({ baseURL });
  const buyer = await buyerContext.newPage();
  await buyer.goto(productUrl);
  await expect(buyer.getByRole('heading', { name: 'Hydraulic Press HP-200', level: 1 })).toBeVisible();
  await expect(buyer.getByText('If you want to comment you must be logged in')).toBeVisible();
  const buyerEmail = await register(buyer, baseURL!, new URL(productUrl).pathname, 'Tom', 'Baker');
  await expect(buyer.getByRole('heading', { name: 'Hydraulic Press HP-200', level: 1 })).toBeVisible();
  const specs = buyer.getByRole('region', { name: 'Specifications', exact: true });
  await expect(specs.getByText('Stock Available')).toBeVisible();
  await expect(buyer.getByText('Table size')).toBeVisible();
  await expect(buyer.getByRole('heading', { name: `Main products of ${company}` })).toBeVisible();
  const terms = buyer.getByRole('region', { name: 'Trade Terms' });
  await expect(terms.getByText('20,000 pieces per month')).toBeVisible();
  await expect(terms.getByText('FOB (Free on Board)')).toBeVisible();
  const download = buyer.waitForEvent('download');
  await terms.getByRole('link', { name: /Download the catalogue/ }).click();
  expect((await download).suggestedFilename()).toBe('Hydraulic-Press-HP-200-datasheet.pdf');
  expect(await accessibilityProblems(buyer)).toEqual([]);

  const like = buyer.getByRole('button', { name: /^Like/ });
  await like.click();
  await expect(buyer.getByRole('button', { name: /^Liked/ })).toContainText('1');

  const comment = buyer.getByLabel('Write a comment');
  await comment.fill('Do you ship to Mexico?');
  await expect(buyer.getByText('22/512')).toBeVisible();
  await comment.press('Enter');
  await expect(buyer.getByRole('listitem').filter({ hasText: 'Do you ship to Mexico?' })).toBeVisible();
  await expect(comment).toHaveValue('');

  await buyer.reload();
  await expect(buyer.getByRole('button', { name: /^Liked/ })).toContainText('1');
  await expect(buyer.getByText('Do you ship to Mexico?')).toBeVisible();

  // Buyers see the business's catalogue where its owners manage it.
  await buyer.goto(`${new URL(businessUrl).pathname}products`);
  await expect(buyer.getByRole('heading', { name: `Products of ${company}` })).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Hydraulic Cylinder HC-50' })).toBeVisible();

  await buyer.goto(businessUrl);
  await expect(buyer.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await buyer.getByRole('button', { name: /^Follow/ }).click();
  await expect(buyer.getByRole('button', { name: /^Following/ })).toContainText('1');
  await buyer.reload();
  await expect(buyer.getByRole('button', { name: /^Following/ })).toContainText('1');

  // The owner invites the buyer as an administrator; an unknown e-mail gets the very same answer.
  await page.goto(`${new URL(businessUrl).pathname}members`);
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  const unknown = `nobody.${Date.now()}@example.com`;
  await page.getByLabel('E-mail address').fill(unknown);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]').first()).toContainText(
    'Invitation ready',
  );
  await page.getByLabel('E-mail address').fill(buyerEmail);
  await page.getByLabel('Access', { exact: true }).selectOption('admin');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByText(buyerEmail.toLowerCase(), { exact: true })).toBeVisible();
  await expect(pending.getByText(unknown, { exact: true })).toBeVisible();
  await expect(page.getByText('Tom Baker', { exact: true })).toHaveCount(0);
  // The site sends no mail here: the owner is given the link to pass on.
  const link = await page.getByLabel(`Invitation link for ${buyerEmail}`).inputValue();

  // Nobody joins without consent and the link: My Business lists the invitation, the link's page accepts it.
  await buyer.goto('/my-business');
  const invitations = buyer.getByRole('region', { name: 'Invitations to join a business' });
  await expect(invitations.getByText(company, { exact: true })).toBeVisible();
  await expect(invitations.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  await buyer.goto(new URL(link).pathname + new URL(link).search);
  expect(await accessibilityProblems(buyer)).toEqual([]);
  await buyer.getByRole('button', { name: `Join ${company}` }).click();
  await expect(buyer).toHaveURL(/\/my-business$/);
  await expect(invitations).toHaveCount(0);
  await expect(buyer.getByRole('heading', { name: company })).toBeVisible();
  await buyerContext.close();

  await page.reload();
  await expect(page.getByText('Tom Baker', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Access of Tom Baker')).toHaveValue('admin');
});
