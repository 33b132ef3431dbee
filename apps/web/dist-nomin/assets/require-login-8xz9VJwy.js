import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { a as loginUrl, u as useSession } from "./session-BK40Mzwf.js";
// src/lib/require-login.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** For pages only members have: sends a visitor to log in (coming back here); true once logged in. */
function useRequireLogin() {
	const { isLoggedIn } = useSession();
	(0, import_react.useEffect)(() => {
		if (!isLoggedIn) window.location.assign(loginUrl());
	}, [isLoggedIn]);
	return isLoggedIn;
}
export { useRequireLogin as t };

//# sourceMappingURL=require-login-8xz9VJwy.js.map