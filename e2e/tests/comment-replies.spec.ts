import { expect, test } from '../support/test';
import { accessibilityProblems, accessToken, createBusiness, createProduct, register } from '../support/site';

test('a buyer replies to a comment, sees the reply under it, pages replies by five and deletes their own; the owner moderates', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // The supplier sets up a product and asks the first question on it.
  await register(page, baseURL!, '/', 'Ines', `Supplier${stamp}`);
  await expect(page).toHaveURL(`${baseURL}/`);
  const businessID = await createBusiness(page, `Reply Works ${stamp}`);
  const token = await accessToken(page);
  const productPath = await createProduct(page, businessID, `Press brake ${stamp}`);
  await page.goto(productPath);
  await page.getByLabel('Write a comment').fill('Is it CE marked?');
  await page.getByLabel('Write a comment').press('Enter');
  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(comments.getByText('Is it CE marked?')).toBeVisible();

  // A logged-out visitor who opens the reply box is asked to log in.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(productPath);
  await visitor.getByRole('list', { name: 'Comments' }).getByRole('button', { name: 'Reply' }).click();
  await expect(visitor.getByText('If you want to comment you must be logged in')).toHaveCount(2);
  await visitorContext.close();

  // A buyer replies.
  const buyerContext = await browser.newContext({ baseURL });
  const buyer = await buyerContext.newPage();
  await register(buyer, baseURL!, productPath, 'Theo', `Buyer${stamp}`);
  const thread = buyer
    .getByRole('list', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: 'Is it CE marked?' });
  const replyToggle = thread.getByRole('button', { name: 'Reply', exact: true });
  await expect(replyToggle).toHaveAttribute('aria-expanded', 'false');
  await replyToggle.click();
  await expect(replyToggle).toHaveAttribute('aria-expanded', 'true');
  const replyBox = thread.getByRole('textbox', { name: `Reply to Ines Supplier${stamp}` });
  await expect(replyBox).toBeFocused();
  await expect(thread.getByRole('button', { name: 'Send reply' })).toBeDisabled();
  await replyBox.fill('Yes, and UL listed.');
  await expect(thread.getByText('19/512')).toBeVisible();
  expect(await accessibilityProblems(buyer)).toEqual([]);
  await replyBox.press('Enter');
  await expect(replyBox).toHaveValue('');
  const replies = thread.getByRole('list', { name: `Replies to Ines Supplier${stamp}` });
  await expect(replies.getByText('Yes, and UL listed.')).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Hide replies' })).toHaveAttribute('aria-expanded', 'true');

  // After a reload the replies are counted and folded; the author deletes theirs.
  await buyer.reload();
  await thread.getByRole('button', { name: 'View 1 reply' }).click();
  await replies.getByRole('button', { name: 'Delete reply' }).click();
  await expect(replies).toHaveCount(0);
  await expect(thread.getByRole('button', { name: /^View \d+ repl/ })).toHaveCount(0);
  await expect(thread.getByText('Is it CE marked?')).toBeVisible();

  // Six replies show five at a time, newest first, with their own Load more.
  const commentID = (
    await (await buyer.request.get(`/api/social/comments/${productPath.slice(-36)}?skip=0&size=5`)).json()
  ).data.comments[0].commentID;
  for (let i = 1; i <= 6; i++) {
    const reply = await page.request.post('/api/social/comments/make-comment', {
      headers: { 'wbn-auth': token },
      data: { resourceID: commentID, resourceType: 'comment', content: `Answer ${i}` },
    });
    expect(reply.ok()).toBe(true);
  }
  await buyer.reload();
  await thread.getByRole('button', { name: 'View 6 replies' }).click();
  await expect(replies.getByRole('listitem')).toHaveCount(5);
  await expect(replies.getByRole('listitem').first()).toContainText('Answer 6');
  await expect(replies.getByRole('button', { name: 'Delete reply' })).toHaveCount(0);
  await thread.getByRole('button', { name: `Load more Replies to Ines Supplier${stamp}` }).click();
  await expect(replies.getByRole('listitem')).toHaveCount(6);
  await expect(replies.getByRole('listitem').last()).toContainText('Answer 1');

  // The product's owner removes a buyer's comment; their own question, which the buyer answered, stays as a
  // placeholder with its replies.
  const buyerToken = await accessToken(buyer);
  for (const [resourceID, resourceType, content] of [
    [productPath.slice(-36), 'product', 'Cheap watches, click here'],
    [commentID, 'comment', 'Thanks, ordering now.'],
  ]) {
    const made = await buyer.request.post('/api/social/comments/make-comment', {
      headers: { 'wbn-auth': buyerToken },
      data: { resourceID, resourceType, content },
    });
    expect(made.ok()).toBe(true);
  }
  await page.reload();
  const ownerList = page.getByRole('list', { name: 'Comments' });
  await ownerList.getByRole('button', { name: `Remove comment by Theo Buyer${stamp}` }).click();
  await expect(ownerList.getByText('Cheap watches, click here')).toHaveCount(0);
  await ownerList.getByRole('button', { name: 'Delete comment' }).click();
  await expect(ownerList.getByText('This comment was removed.')).toBeVisible();
  await expect(ownerList.getByText('Is it CE marked?')).toHaveCount(0);
  await ownerList.getByRole('button', { name: 'View 7 replies' }).click();
  await expect(
    page.getByRole('list', { name: 'Replies to a removed comment' }).getByText('Thanks, ordering now.'),
  ).toBeVisible();
  await buyerContext.close();
});
