import { register } from '../support/site';
import { expect, test } from '../support/test';

const NONE = '00000000-0000-4000-8000-000000000000';

/** Addresses of each kind naming nothing: an id nobody has, and one cut short or mistyped. */
const MISSING = [
  { kind: 'business', path: `/business/Gone-Industries-${NONE}/`, heading: 'Business not found' },
  { kind: 'business', path: '/business/Gone-Industries/', heading: 'Business not found' },
  { kind: 'product', path: `/business-product/Gone-Industries-Valve-${NONE}`, heading: 'Product not found' },
  { kind: 'product', path: '/business-product/Gone-Valve', heading: 'Product not found' },
  { kind: 'user', path: `/profile/${NONE}`, heading: 'Profile not found' },
  { kind: 'user', path: '/profile/not-a-user', heading: 'Profile not found' },
  { kind: 'post', path: `/post/${NONE}`, heading: 'Post not found' },
  { kind: 'post', path: '/post/not-a-post', heading: 'Post not found' },
];

for (const { kind, path, heading } of MISSING) {
  test(`${path}: a ${kind} that does not exist answers 404 with a page that says so and leads back`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    // The server's HTML already says it (what a crawler or a visitor without scripts reads).
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<title>${heading} | Tradeforge USA</title>`);
    expect(html).toContain(`>${heading}</h1>`);

    // Once live, the same page (no hydration mismatch logged) with its ways back.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} | Tradeforge USA`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/does not exist/);
    const ways = page.getByRole('navigation', { name: 'Ways back' });
    await expect(ways.getByRole('link', { name: 'Browse industries' })).toHaveAttribute(
      'href',
      '/industries',
    );
    await ways.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('industrial B2B network');
    expect(problems.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });
}

test('a missing business reached from inside the site shows the same page', async ({ page }) => {
  await page.goto('/industries');
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/business/Gone-Industries-${NONE}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business not found');
  await expect(page).toHaveTitle('Business not found | Tradeforge USA');
});

test('a shared post is rendered on the server and names its author in the page’s one h1', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  await register(page, baseURL!, '/newsfeed', 'Hedda', `Heading${stamp}`);
  const composer = page.getByRole('form', { name: 'Create a post' });
  await composer.getByLabel('What do you want to share?').fill(`Looking for stainless flanges ${stamp}`);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const mine = page.getByRole('region', { name: 'Newsfeed' }).getByRole('article').first();
  await expect(mine).toContainText(String(stamp));
  const link = await mine.locator('a[href^="/post/"]').first().getAttribute('href');

  // Opened by someone without an account, as a shared link is, far from the server's time zone: the time the
  // server renders (UTC) is what the browser's first render shows, then the visitor's own.
  const visitor = await (await browser.newContext({ timezoneId: 'Pacific/Kiritimati' })).newPage();
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  visitor.on('pageerror', (error) => problems.push(String(error)));
  const response = await visitor.goto(link!);
  expect(response?.status()).toBe(200);
  // The server's HTML already carries the post, its title and its one address.
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`Looking for stainless flanges ${stamp}`);
  expect(html).toContain(`<title>Post by Hedda Heading${stamp} | Tradeforge USA</title>`);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(new URL(canonical ?? '', baseURL).pathname).toBe(link);

  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Post by Hedda Heading${stamp}`);
  await expect(visitor.locator('h1')).toHaveCount(1);
  // Live after hydration: the comments load and the time is the visitor's.
  await expect(visitor.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(visitor.getByRole('article').locator('time')).not.toContainText('UTC');
  expect(problems).toEqual([]);
});
