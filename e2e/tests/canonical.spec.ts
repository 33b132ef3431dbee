import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';

/** The canonical address a page's server-rendered HTML names, as a path. */
async function canonicalPath(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status()).toBe(200);
  const href = /<link rel="canonical" href="([^"]+)"/.exec(await answer.text())?.[1];
  expect(href).toBeTruthy();
  return new URL(href ?? '').pathname;
}

test('a static page has one canonical address, whatever case or tail it was opened with', async ({
  request,
}) => {
  // The footer links /why-wbn (spec part 1), the route table and the sitemap say /why-WBN.
  expect(await canonicalPath(request, '/why-wbn')).toBe('/why-WBN');
  expect(await canonicalPath(request, '/why-WBN')).toBe('/why-WBN');
  expect(await canonicalPath(request, '/ABOUT-US')).toBe('/about-us');
  expect(await canonicalPath(request, '/about-us/anything')).toBe('/about-us');
  expect(await canonicalPath(request, '/industries/x')).toBe('/industries');
  expect(await canonicalPath(request, '/b2b-tips/industrial-marketing-tip-2')).toBe(
    '/b2b-tips/industrial-marketing-tip-2',
  );
});

test('a person has one canonical address, with or without a trailing slash', async ({ page, request }) => {
  await page.goto('/search-result?business=UR&countries=global&search=james');
  const profile = await page.locator('main a[href^="/profile/"]').first().getAttribute('href');
  expect(profile).toMatch(/^\/profile\/[0-9a-f-]{36}$/);
  expect(await canonicalPath(request, `${profile}/`)).toBe(profile);
  expect(await canonicalPath(request, (profile ?? '').toUpperCase().replace('/PROFILE/', '/profile/'))).toBe(
    profile,
  );
});

test('the preview image of a page without its own picture is a PNG the site serves', async ({ request }) => {
  const html = await (await request.get('/about-us')).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
  // Link previews (LinkedIn, Slack, X) take PNG or JPEG, not SVG, at 1200 x 630 for a large card.
  const answer = await request.get(new URL(image ?? '').pathname, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  const png = await answer.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
