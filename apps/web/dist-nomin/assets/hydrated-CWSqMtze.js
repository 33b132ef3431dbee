import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
// src/lib/hydrated.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var noSubscription = () => () => {};
/**
* False on the server and during hydration, true once the page is live. Parts that load their code later (a lazy
* component) render only then: the server never waits on them, so React writes no inline script to reveal them
* (the CSP allows none), and the browser's first render matches the server's HTML.
*/
var useHydrated = () => (0, import_react.useSyncExternalStore)(noSubscription, () => true, () => false);
export { useHydrated as t };

//# sourceMappingURL=hydrated-CWSqMtze.js.map