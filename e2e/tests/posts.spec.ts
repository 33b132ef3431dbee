import { expect, test } from '../support/test';
import { accessibilityProblems, accessToken, createBusiness, register } from '../support/site';
import { solidPng } from './support/png';

test('a user posts as their business with a picture, a follower sees it on My B2B, and the author removes it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const company = `Posting Works ${stamp}`;
  const text = `Our new laser cutter is running ${stamp}. Specs at https://www.example.com/laser`;

  await register(page, baseURL!, '/', 'Nora', `Author${stamp}`);
  await expect(page).toHaveURL(`${baseURL}/`);
  const businessID = await createBusiness(page, company);

  // A follower of the business.
  const followerContext = await browser.newContext({ baseURL });
  const follower = await followerContext.newPage();
  await register(follower, baseURL!, '/', 'Omar', `Follower${stamp}`);
  await expect(follower).toHaveURL(`${baseURL}/`);
  const followed = await follower.request.post('/api/social/follow/business', {
    headers: { 'wbn-auth': await accessToken(follower) },
    data: { resourceID: businessID },
  });
  expect(followed.ok()).toBe(true);

  // The author writes on My B2B as the business, with a picture. (On a phone the link is in the menu:
  // mobile-menu.spec.ts.)
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My B2B' }).click();
  await expect(page).toHaveURL(`${baseURL}/newsfeed`);
  const composer = page.getByRole('form', { name: 'Create a post' });
  const postButton = composer.getByRole('button', { name: 'Post', exact: true });
  await expect(postButton).toBeDisabled();
  await composer.getByLabel('Post as').selectOption({ label: company });
  await composer.getByLabel('What do you want to share?').fill(text);
  await expect(composer.getByText(`${text.length}/3000`)).toBeVisible();
  await composer.getByLabel('Add pictures').setInputFiles({
    name: 'cutter.png',
    mimeType: 'image/png',
    buffer: solidPng(640, 480, [30, 110, 180]),
  });
  await expect(composer.getByRole('img', { name: 'cutter.png: Uploaded' })).toBeVisible();
  await expect(postButton).toBeEnabled();
  await postButton.click();
  await expect(page.getByText('Post created!')).toBeVisible();
  await expect(composer.getByLabel('What do you want to share?')).toHaveValue('');
  const feed = page.getByRole('region', { name: 'Newsfeed' });
  const mine = feed.getByRole('article').first();
  await expect(mine).toContainText(text);
  await expect(mine.getByRole('link', { name: company })).toBeVisible();
  await expect(mine.getByRole('link', { name: 'https://www.example.com/laser' })).toHaveAttribute(
    'href',
    'https://www.example.com/laser',
  );
  expect(await accessibilityProblems(page)).toEqual([]);

  // The follower sees it first on My B2B, opens the picture and likes the post.
  await follower.goto('/newsfeed');
  const seen = follower.getByRole('region', { name: 'Newsfeed' }).getByRole('article').first();
  await expect(seen).toContainText(text);
  await expect(seen.getByRole('button', { name: 'Remove post' })).toHaveCount(0);
  await seen.getByRole('button', { name: 'Open picture 1 of 1' }).click();
  const lightbox = follower.getByRole('dialog');
  await expect(lightbox.getByRole('img', { name: /Picture 1 of 1/ })).toBeVisible();
  await follower.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await seen.getByRole('button', { name: /^Like/ }).click();
  await expect(seen.getByRole('button', { name: /^Liked/ })).toContainText('1');

  // The business's page shows it in its Posts section, which leads to the whole timeline.
  await seen.getByRole('link', { name: company }).click();
  await expect(follower.getByRole('heading', { level: 1, name: company })).toBeVisible();
  const latest = follower.getByRole('region', { name: 'Posts' });
  await expect(latest.getByRole('article')).toContainText(text);
  await expect(latest.getByRole('link', { name: 'Post an update' })).toHaveCount(0);
  await latest.getByRole('link', { name: 'See all posts' }).click();
  await expect(
    follower.getByRole('region', { name: `Posts of ${company}` }).getByRole('article'),
  ).toContainText(text);

  // The author removes it, after confirming; it is gone for the follower too.
  await page.reload();
  const own = page.getByRole('region', { name: 'Newsfeed' }).getByRole('article').filter({ hasText: text });
  await own.getByRole('button', { name: 'Remove post' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this post?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(own).toHaveCount(0);
  await follower.reload();
  await expect(follower.getByText(text)).toHaveCount(0);
  await followerContext.close();
});

test('a post written with the keyboard leaves the focus in the create-post box, and a failed post keeps its text', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  await register(page, baseURL!, '/newsfeed', 'Kim', `Keys${stamp}`);
  const composer = page.getByRole('form', { name: 'Create a post' });
  const text = composer.getByRole('textbox', { name: 'What do you want to share?' });
  const postButton = composer.getByRole('button', { name: 'Post', exact: true });

  await page.route('**/api/social/posts/make-post', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Internal error' } }),
  );
  await text.fill(`Keyboard post ${stamp}`);
  await postButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('There was an error creating this post!')).toBeVisible();
  await expect(text).toHaveValue(`Keyboard post ${stamp}`);

  await page.unroute('**/api/social/posts/make-post');
  await postButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Post created!')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: `Keyboard post ${stamp}` })).toBeVisible();
  await expect(text).toHaveValue('');
  await expect(text).toBeFocused();
});

test('a business owner posts an update from the business page, and the page shows it', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const company = `Update Works ${stamp}`;
  await register(page, baseURL!, '/', 'Ines', `Owner${stamp}`);
  const businessID = await createBusiness(page, company);

  await page.goto(`/business/${businessID}/`);
  const latest = page.getByRole('region', { name: 'Posts' });
  await expect(latest).toContainText('No posts yet.');
  await page
    .getByRole('navigation', { name: 'Business' })
    .getByRole('link', { name: 'Post an update' })
    .click();
  await expect(page).toHaveURL(`${baseURL}/timeline/${businessID}?compose=1`);
  const composer = page.getByRole('form', { name: 'Create a post' });
  await expect(composer).toContainText(`Posting as ${company}`);
  const text = composer.getByRole('textbox', { name: 'What do you want to share?' });
  await expect(text).toBeFocused();
  await page.keyboard.type(`Our second press line starts in May ${stamp}`);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Post created!')).toBeVisible();

  await page.getByRole('link', { name: 'Go to the business page' }).click();
  await expect(latest.getByRole('article')).toContainText(`Our second press line starts in May ${stamp}`);
  await expect(latest.getByRole('link', { name: 'See all posts' })).toHaveAttribute(
    'href',
    `/timeline/${businessID}`,
  );
  expect(await accessibilityProblems(page)).toEqual([]);
});
