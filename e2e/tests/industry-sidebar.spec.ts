import { expect, test } from '../support/test';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 992, 'the sidebar is shown from 992 px up');

test('the sidebar lists the 15 industries, each a search for its name', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Industries' });
  await expect(sidebar.locator(':scope > ul > li > a')).toHaveCount(15);
  await expect(sidebar.getByRole('link', { name: 'Health Care' })).toHaveAttribute(
    'href',
    '/search-result?business=MA&countries=global&search=Health+Care',
  );
});

test('hovering an industry shows a flyout of at most 6 groups of at most 6 links', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Industries' });
  const names = await sidebar.locator(':scope > ul > li > a').allInnerTexts();
  for (const name of names) {
    await sidebar.getByRole('link', { name: name.trim() }).hover();
    const flyout = page.getByTestId('industry-flyout');
    await expect(flyout).toBeVisible();
    await expect(flyout).toHaveAttribute('aria-label', `${name.trim()} categories`);
    // The links of each group but View More, counted in one call rather than a round trip per group.
    const linksPerGroup = await flyout
      .locator('.grid > div')
      .evaluateAll((groups) =>
        groups.map(
          (group) =>
            Array.from(group.querySelectorAll(':scope ul > li > a')).filter(
              (link) => !/view more/i.test(link.textContent ?? ''),
            ).length,
        ),
      );
    expect(linksPerGroup.length).toBeLessThanOrEqual(6);
    for (const count of linksPerGroup) expect(count).toBeLessThanOrEqual(6);
    await expect(flyout.getByRole('link', { name: 'All Categories' })).toHaveAttribute('href', '/industries');
  }
});

test('a large industry links to View More and View More Categories', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Industries' })
    .getByRole('link', { name: 'Machineries' })
    .hover();
  const flyout = page.getByTestId('industry-flyout');
  await expect(flyout.locator('.grid > div')).toHaveCount(6);
  await expect(flyout.getByRole('link', { name: 'View More Categories' })).toHaveAttribute(
    'href',
    /^\/industries#industry-\d{4}$/,
  );
  await expect(flyout.getByRole('link', { name: 'View More', exact: true }).first()).toHaveAttribute(
    'href',
    '/industries',
  );
  await page.mouse.move(1200, 780);
  await expect(flyout).toBeHidden();
});

test('the flyout opens on keyboard focus, is reachable by Tab and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const energy = page.getByRole('navigation', { name: 'Industries' }).getByRole('link', { name: 'Energy' });
  await energy.focus();
  const flyout = page.getByTestId('industry-flyout');
  await expect(flyout).toHaveAttribute('aria-label', 'Energy categories');
  // While the industry tree loads the flyout says so and holds no link, and Tab goes on to the next industry:
  // tab once its links are there, as someone would who sees them.
  await expect(flyout.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect.poll(() => flyout.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(energy).toBeFocused();
});
