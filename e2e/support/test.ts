import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * The tag of a test that also runs on the phone project (`playwright.config.ts`): one that tests the layout, or
 * behaviour only phones have (the mobile menu, folded filters). Every other test runs once, on the desktop.
 */
export const PHONE = { tag: '@phone' };

/**
 * Waits until the web app is live on the page: public pages arrive server-rendered, and what a test does to them
 * before hydration is lost (a select chosen is put back, a click opens nothing). The app marks `<html
 * data-hydrated>` once it is; pages that are not the app's (the account service's) have no `#root` and pass.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
    undefined,
    { timeout: 30_000 },
  );
}

const watched = new WeakSet<Page>();

/** Makes the page's navigations (goto, reload, back, forward) end only once the app is live. */
function watchPage(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[typeof name]>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForApp(page);
        return response;
      },
    });
  }
}

function watchContext(context: BrowserContext) {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/** Playwright's `test`, with every page of every context (the default one and those a test opens) watched. */
export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    watchContext(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<typeof newContext>) => {
          const context = await newContext(...args);
          watchContext(context);
          return context;
        },
      });
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
