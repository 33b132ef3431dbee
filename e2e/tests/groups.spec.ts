import { expect, test, PHONE } from '../support/test';
import { accessibilityProblems, register } from '../support/site';

test(
  'a private group: created, asked to join, approved, posted in, and the post in the owner’s newsfeed',
  PHONE,
  async ({ page: owner, browser, baseURL }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const name = `Gulf Valve Buyers ${stamp}`;
    const member = `Ben Member${stamp}`;

    // The owner creates a private group and lands on it.
    await register(owner, baseURL!, '/groups', 'Ada', `Owner${stamp}`);
    const mine = owner.getByRole('region', { name: 'My groups' });
    await expect(mine.getByText('You are not in any group yet.')).toBeVisible();
    await mine.getByRole('link', { name: 'Create group' }).click();
    await owner.getByRole('button', { name: 'Create group' }).click();
    await expect(owner.getByText('Please choose whether the group is open or private.')).toBeVisible();
    await owner.getByLabel('Group name').fill(name);
    await owner.getByLabel(/^Description/).fill('Buyers of industrial valves on the Gulf coast.');
    await owner.getByRole('radio', { name: 'Private group' }).check();
    await owner.getByRole('button', { name: 'Create group' }).click();
    await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(owner).toHaveURL(/\/group\/[0-9a-f-]{36}$/);
    const groupPath = new URL(owner.url()).pathname;
    await expect(owner.getByText('Private group')).toBeVisible();
    expect(await accessibilityProblems(owner)).toEqual([]);

    // A second person sees only its About and asks to join.
    const memberContext = await browser.newContext({ baseURL, viewport: owner.viewportSize() });
    const other = await memberContext.newPage();
    await register(other, baseURL!, groupPath, 'Ben', `Member${stamp}`);
    await expect(other.getByText('This group is private. Ask to join to see its posts.')).toBeVisible();
    await other.getByRole('button', { name: 'Ask to join' }).click();
    await expect(other.getByText('Your request is waiting for approval.')).toBeVisible();

    // The owner approves the request on the manage page.
    await owner.goto(`${groupPath}/manage`);
    const requests = owner.getByRole('list', { name: 'Join requests' });
    await requests.getByRole('button', { name: `Approve ${member}` }).click();
    await expect(owner.getByText('No one is waiting for approval.')).toBeVisible();
    await expect(
      owner.getByRole('list', { name: 'Members' }).getByRole('link', { name: member }),
    ).toBeVisible();
    expect(await accessibilityProblems(owner)).toEqual([]);

    // The member posts in the group.
    await other.reload();
    const text = `Who stocks 6-inch gate valves? ${stamp}`;
    await other.getByRole('textbox', { name: 'What do you want to share?' }).fill(text);
    await other.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(other.getByRole('article', { name: `Post by ${member}` }).getByText(text)).toBeVisible();

    // The owner reads it in My B2B, marked with the group, and follows the mark to the group.
    await owner.goto('/newsfeed');
    const post = owner.getByRole('article', { name: `Post by ${member}` });
    await expect(post.getByText(text)).toBeVisible();
    await post.getByRole('link', { name }).click();
    await expect(owner).toHaveURL(new RegExp(`${groupPath}$`));
    await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
    await memberContext.close();
  },
);
