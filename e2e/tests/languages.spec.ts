import { queryE2eDatabase } from '../support/database';
import {
  createBusiness,
  createProduct,
  headerSearch,
  openAccountPage,
  PASSWORD,
  register,
} from '../support/site';
import { expect, PHONE, test, type APIRequestContext } from '../support/test';

/** A product of the demo set, found as a buyer would, by the API the search page uses. */
async function someProductPath(request: APIRequestContext) {
  const answer = await request.post('/api/search/product', {
    data: { textQuery: 'hydraulic pump', size: 1 },
  });
  const { data } = (await answer.json()) as { data: { results: { productID: string }[] } };
  return `/business-product/${data.results[0]!.productID}`;
}

test('a visitor switches a product page to Spanish and reads the same product in Spanish', async ({
  page,
  request,
}) => {
  const productPath = await someProductPath(request);
  await page.goto(productPath);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Español' }).click();

  await expect(page).toHaveURL(new RegExp(`/es${productPath}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The product as its supplier wrote it; the site around it in Spanish.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Idiomas' })).toBeVisible();
  // A link inside the site keeps the language.
  await footer.getByRole('link', { name: 'Quiénes somos' }).click();
  await expect(page).toHaveURL(/\/es\/about-us$/);
});

test('a first visit to the home page opens in the browser’s language, a shared link in its own', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/zh$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.goto('/about-us');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // The visitor's choice holds over the browser's languages from then on.
  await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'English' }).click();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test('a served page names its language, its address in the four languages and the default', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/it/industries')).text();
  expect(html).toContain('<html lang="it"');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/it/industries" />`);
  for (const [hreflang, path] of [
    ['en-US', '/industries'],
    ['es', '/es/industries'],
    ['it', '/it/industries'],
    ['zh-Hans', '/zh/industries'],
    ['x-default', '/industries'],
  ])
    expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${baseURL}${path}" />`);
  expect(html).toContain('"inLanguage":"it"');
});

test('the Chinese home page fits a 375 px phone', PHONE, async ({ page }) => {
  await page.goto('/zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a visitor registers in Spanish, lands back on the Spanish page, and the mails come in Spanish', async ({
  browser,
  page,
  baseURL,
}) => {
  const email = `e2e.es.${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/es/industries');
  await page.getByRole('banner').getByRole('link', { name: 'Registrarse' }).click();
  await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellido').fill('Fernández');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByLabel(/Acepto los/).check();
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page).toHaveURL(`${baseURL}/es/industries`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // This site sends no verification mail without SMTP; a password reset asked for from an English page is mailed
  // in the language the account was made in.
  const other = await browser.newContext({ baseURL: baseURL! });
  const tab = await other.newPage();
  await openAccountPage(tab, 'login', `${baseURL}/profile`);
  await tab.getByRole('link', { name: 'Forgot your password?' }).click();
  await tab.getByLabel('E-mail').fill(email);
  await tab.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(tab.getByRole('status')).toContainText('If an account uses this e-mail');
  await other.close();
  await expect
    .poll(async () =>
      (
        await queryE2eDatabase<{ subject: string }>('select subject from mail_outbox where "to" = $1', [
          email,
        ])
      ).map((mail) => mail.subject),
    )
    .toEqual(['Restablezca su contraseña de Tradeforge']);
});

test('a buyer searches the Spanish site, accents or not, and stays in Spanish', async ({ page, baseURL }) => {
  const word = `quetzal${Date.now().toString(36)}`;
  await register(page, baseURL!, '/', 'Mateo', 'Ibáñez');
  const business = await createBusiness(page, `Válvulas ${word}`, {
    shortDescription: 'Válvulas de compuerta y de bola de acero fundido.',
  });
  await createProduct(page, business, `Válvula de compuerta ${word}`, {
    keywords: [],
    description: 'Acero fundido, clase 150.',
  });

  await page.goto('/es/industries');
  const bar = await headerSearch(page, 'Buscar');
  await bar.getByLabel('Tipo de empresa').selectOption('PR');
  await bar.getByLabel('Buscar empresas, productos o personas').fill(`valvula compuerta ${word}`);
  await bar.getByLabel('Buscar empresas, productos o personas').press('Enter');
  await expect(page).toHaveURL(/\/es\/search-result\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `1 resultado en Productos - valvula compuerta ${word}`,
  );
  await page.getByRole('link', { name: `Válvula de compuerta ${word}` }).click();
  await expect(page).toHaveURL(/\/es\/business-product\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The taxonomy in Spanish too: Machineries > Hydraulics.
  const detail = (term: RegExp) =>
    page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(detail(/^Industria$/)).toHaveText('Maquinaria');
  await expect(detail(/^Categoría$/)).toHaveText('Hidráulica');
});
