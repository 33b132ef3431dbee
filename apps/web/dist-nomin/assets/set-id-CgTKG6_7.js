import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { a as loginUrl, d as takeLoginState } from "./session-BK40Mzwf.js";
import { t as exchangeHandoffCode } from "./session-refresh-CxzbpoMi.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
// src/features/auth/components/session-handoff.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Only addresses on this site: anything else would make /SetID/ an open redirect. */
function sameOriginTarget(value) {
	if (!value) return window.location.origin;
	try {
		const url = new URL(value, window.location.origin);
		return url.origin === window.location.origin ? url.toString() : window.location.origin;
	} catch {
		return window.location.origin;
	}
}
/**
* The /SetID/ screen (spec part 2, section 2.12): exchanges the one-time code for a session, stores it, and goes
* to `continue`. A declared failure alerts and goes to the root; a network failure is only logged. A code that
* arrives in a tab that began no login (a link from elsewhere, or the tab after a password reset) is never
* exchanged: the tab starts a login of its own instead.
*/
function SessionHandoff() {
	const started = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (started.current) return;
		started.current = true;
		const params = new URLSearchParams(window.location.search);
		const code = params.get("token");
		const target = sameOriginTarget(params.get("continue"));
		const state = takeLoginState();
		if (code && !state) {
			window.location.replace(loginUrl(target));
			return;
		}
		(async () => {
			const outcome = code && state ? await exchangeHandoffCode(code, state) : "declined";
			if (outcome === "ok") window.location.replace(target);
			else if (outcome === "declined") {
				window.alert("Token error");
				window.location.replace("/");
			} else console.error("The session hand-off could not reach the account service.");
		})();
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "flex min-h-[50vh] items-center justify-center",
		role: "status",
		"aria-live": "polite",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-lg text-slate-600",
			children: "Redirecting to your account..."
		})
	});
}
// src/app/routes/set-id.tsx
function Component() {
	usePageMeta("Signing you in", "Completing your sign-in.");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SessionHandoff, {});
}
export { Component };

//# sourceMappingURL=set-id-CgTKG6_7.js.map