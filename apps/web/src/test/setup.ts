import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import type { RenderHookOptions, RenderOptions } from '@testing-library/react';
import allMessages from 'virtual:i18n-messages';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { markAllMessagesLoaded } from '@/lib/i18n';
import { clearSession, isLeavingSession } from '@/lib/session';
import { withI18n } from './i18n';

// Every language's messages are at hand, and the page is English unless a test activates another language.
for (const [locale, messages] of Object.entries(allMessages)) i18n.load(locale, messages);
markAllMessagesLoaded();
beforeEach(() => i18n.activate('en'));

// Components read their texts through Lingui's provider: everything a test renders is inside one, as in the app.
vi.mock('@testing-library/react', async (importOriginal) => {
  const actual = await importOriginal<typeof TestingLibrary>();
  const render = ((ui: Parameters<typeof actual.render>[0], options?: RenderOptions) =>
    actual.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof actual.render;
  const renderHook = ((hook: (props: unknown) => unknown, options?: RenderHookOptions<unknown>) =>
    actual.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof actual.renderHook;
  return { ...actual, render, renderHook };
});

// A worker's test files share its window and modules (isolate: false); each starts as a newly opened page would:
// at the root, with empty storage and no session.
window.history.replaceState(null, '', '/');
sessionStorage.clear();
clearSession();
// Leaving the session (logout, deletion) lasts for the rest of the page's life: after a file that left it, the next
// one loads the app's modules anew.
afterAll(() => {
  if (isLeavingSession()) vi.resetModules();
});

// Testing Library unmounts by itself only with Vitest globals, which this tier does not turn on.
afterEach(() => cleanup());
beforeEach(() => localStorage.clear());
// `findBy…` and `waitFor` give up after 1 s by default: a lazy route's first import takes longer than that on a busy
// two-core machine. What is awaited still has to come; it may take up to 5 s.
configure({ asyncUtilTimeout: 5_000 });
