import { expect, test, PHONE } from '../support/test';
import { accessToken, createBusiness, createProduct, register } from '../support/site';

// 50 characters: the longest spec value a card shows whole (spec part 1, section 5).
const ORIGIN = 'United States of America, Gulf Coast region (TX-1)';
const FINISH = 'Stainless steel AISI 316L, electropolished Ra 0.4';

test(
  'a product card shows its spec values whole, up to 50 characters, at this width',
  PHONE,
  async ({ page, baseURL }) => {
    const word = `quartzite${Date.now().toString(36)}`;
    await register(page, baseURL!, '/', 'Lena', `Cards${Date.now().toString(36)}`);
    const businessID = await createBusiness(page, `${word} Pump Works`);
    const created = await page.request.post(`/api/business/${businessID}/products`, {
      headers: { 'wbn-auth': await accessToken(page) },
      data: {
        name: `${word} Gear Pump`,
        keywords: ['gear pump'],
        description: 'Cast iron gear pump for oil transfer.',
        industryId: '0005',
        categoryId: '0005-03',
        stock: true,
        specs: [
          { key: 'Country of origin', value: ORIGIN },
          { key: 'Finish', value: FINISH },
          { key: 'Model', value: 'QG-40' },
          { key: 'Weight', value: '467 lb' },
        ],
        images: [],
        videos: [],
      },
    });
    expect(created.ok()).toBe(true);

    await page.goto(`/search-result?business=PR&countries=global&search=${word}`);
    const card = page.getByRole('article', { name: `${word} Gear Pump` });
    for (const [key, value] of [
      ['Country of origin:', ORIGIN],
      ['Finish:', FINISH],
    ]) {
      const row = card.getByRole('term').filter({ hasText: key }).locator('..');
      await expect(row.getByRole('definition')).toHaveText(value!);
      // The text as laid out stays inside the card: nothing cuts it off or hides it past an edge.
      const overflow = await row.getByRole('definition').evaluate((value) => {
        const range = document.createRange();
        range.selectNodeContents(value);
        const text = range.getBoundingClientRect();
        const box = value.closest('article')!.getBoundingClientRect();
        const clipped = [value, value.parentElement!].some(
          (element) => element.scrollWidth > element.clientWidth && element.clientWidth > 0,
        );
        return { clipped, past: text.right > box.right || text.left < box.left };
      });
      expect(overflow).toEqual({ clipped: false, past: false });
    }
  },
);

test(
  'the business card beside a product keeps its logo whole beside a long company name',
  PHONE,
  async ({ page, baseURL }) => {
    const company = `Gulf Coast Hydraulics and Pneumatic Systems International ${Date.now().toString(36)} LLC`;
    await register(page, baseURL!, '/', 'Omar', `Logo${Date.now().toString(36)}`);
    const product = await createProduct(page, await createBusiness(page, company), 'Lone Press LP-1');
    await page.goto(product);
    const card = page.getByRole('region', { name: company });
    await expect(card.getByRole('heading', { name: company })).toBeVisible();
    const logo = await card.locator('[class*="size-14"]').boundingBox();
    expect(logo).toMatchObject({ width: 56, height: 56 });
  },
);
