// `use-sync-external-store/shim` (which @lingui/react imports) for React 18 and later: React's own hook, without
// the shim's fallback for React 17 in every page's JavaScript.
export { useSyncExternalStore } from 'react';
