import { expect, test, PHONE } from '../support/test';

test(
  'the home page shows the first industries with their categories from the API, and links to all 15',
  PHONE,
  async ({ page, viewport }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Tradeforge/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tree = page.getByRole('region', { name: 'Browse by industry' });
    const industries = tree.getByRole('heading', { level: 3 });
    // Six from 640 px up (two rows of three on a computer), three on a phone: the industries page has them all.
    await expect(industries).toHaveCount((viewport?.width ?? 0) >= 640 ? 6 : 3);
    await expect(industries.first()).toHaveText('Automation');
    await expect(tree.getByRole('link', { name: 'Industrial Robots' })).toHaveAttribute(
      'href',
      '/search-result?business=MA&countries=global&search=Industrial+Robots',
    );
    await expect(tree.getByRole('link', { name: 'Business Services', exact: true })).toHaveCount(0);
    await tree.getByRole('link', { name: 'See all 15 industries' }).click();
    await expect(page).toHaveURL(/\/industries$/);
    await expect(page.getByRole('link', { name: 'Business Services', exact: true }).first()).toBeVisible();
  },
);

test('the home banner offers Register Now and Go Global', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
    'href',
    /\/accounts\/register\?continue=/,
  );
  await page.getByRole('link', { name: 'Go Global' }).click();
  await expect(page).toHaveURL(/\/our-network$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '25 country portals, one industrial network',
  );
});

test('an unknown path lands on the home page', async ({ page }) => {
  // An HTTP redirect, not an empty page that only the browser's script sends on (a soft 404 to a crawler).
  const answer = await page.request.get('/this/does/not/exist', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/');
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('industrial B2B network');
});

test('the home page has no search bar in the header, every other page has one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('search')).toHaveCount(0);
  await page.goto('/about-us');
  await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
});

test('static pages match non-exactly, as the route table says', async ({ page }) => {
  await page.goto('/about-us/our-team');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tradeforge: an industrial B2B network since 2000',
  );
});

test(
  'the home page shows the four latest-business groups, each with a link to all of its type',
  PHONE,
  async ({ page, viewport }) => {
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Latest registered businesses' });
    const groups = ['Manufacturers', 'Distributors', 'Exporters', 'Consultants'];
    // Business cards have level-3 headings too (their names): the group titles are picked by name.
    await expect(
      block.getByRole('heading', { level: 3, name: new RegExp(`^(${groups.join('|')})$`) }),
    ).toHaveText(groups);
    // The demo data loaded at the first start has businesses of every type: each group shows its two newest, its
    // newest on a phone.
    await expect(block.getByRole('listitem')).toHaveCount((viewport?.width ?? 0) >= 640 ? 8 : 4);
    await expect(block.getByRole('link', { name: 'See all consultants' })).toHaveAttribute(
      'href',
      '/search-result?business=CO&countries=global&search=',
    );
    await block.getByRole('link', { name: 'See all manufacturers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ Results for Manufacturers$/);
  },
);

test('business cards clamp their descriptions to three whole lines, however tall the row', async ({
  page,
}) => {
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Latest registered businesses' });
  await expect(block.getByRole('listitem')).toHaveCount(8);
  // Cards side by side, as a person's businesses are on their profile: a card stretched to its row's height must
  // not show a fourth line under the ellipsis.
  await page.addStyleTag({ content: 'ul { grid-template-columns: repeat(3, minmax(0, 1fr)) !important; }' });
  const heights = await block
    .locator('article p.line-clamp-3')
    .evaluateAll((paragraphs) =>
      paragraphs.map((p) => p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)),
    );
  expect(heights).toHaveLength(8);
  for (const lines of heights) expect(lines).toBeLessThanOrEqual(3.05);
});

test('on a computer the latest businesses show their names whole', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 1024, 'phones cut long names on one line by design');
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Latest registered businesses' });
  await expect(block.getByRole('listitem')).toHaveCount(8);
  const cut = await block
    .locator('article h3')
    .evaluateAll((names) =>
      names.filter((name) => name.scrollWidth > name.clientWidth).map((name) => name.textContent),
    );
  expect(cut).toEqual([]);
});
