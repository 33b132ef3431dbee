import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once the page is live. Parts that load their code later (a lazy
 * component) render only then: the server never waits on them, so React writes no inline script to reveal them
 * (the CSP allows none), and the browser's first render matches the server's HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
