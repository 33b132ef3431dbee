import { expect, test, PHONE } from '../support/test';
import { accessToken, register } from '../support/site';

// A long name and an About text with a word longer than a phone's line (a pasted address, say).
const longWord = `https://catalogue.example.com/${'x'.repeat(90)}`;

test(
  'the profile keeps the name off the cover and long words inside the card',
  PHONE,
  async ({ page, baseURL }) => {
    await register(page, baseURL!, '/about-us', 'Maximiliana', 'Vandenberghe-Castellanos');
    const saved = await page.request.put('/api/user/profile', {
      headers: { 'wbn-auth': await accessToken(page) },
      data: { profession: 'Industrial procurement manager', briefPresentation: `Our catalogue: ${longWord}` },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/profile');
    const name = page.getByRole('heading', { level: 1, name: /Maximiliana/ });
    await expect(name).toBeVisible();
    const cover = page.locator('article > div').first();
    const [nameBox, coverBox] = [await name.boundingBox(), await cover.boundingBox()];
    // The name starts below the cover: dark text on the dark cover cannot be read.
    expect(nameBox!.y).toBeGreaterThanOrEqual(coverBox!.y + coverBox!.height);
    const about = page.getByRole('region', { name: 'About' }).locator('p');
    await expect(about).toContainText(longWord.slice(0, 30));
    const [aboutBox, cardBox] = [await about.boundingBox(), await page.locator('article').boundingBox()];
    expect(aboutBox!.x + aboutBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(await about.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  },
);
