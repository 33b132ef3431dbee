import { t as NotificationList } from "./notification-list-CYUfx6E4.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { t as useRequireLogin } from "./require-login-8xz9VJwy.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/app/routes/notifications.tsx
var import_jsx_runtime = require_jsx_runtime();
/** All my notifications, paged: the bell's list at full width (mails link here). */
function Component() {
	usePageMeta("Notifications", "Your notifications.");
	if (!useRequireLogin()) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-3xl px-2 py-4 sm:px-4 sm:py-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "mb-4 px-2 text-2xl font-bold text-slate-900 sm:px-0",
			children: "Notifications"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "rounded-xl border border-slate-200 bg-white p-2 sm:p-4",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationList, {})
		})]
	});
}
export { Component };

//# sourceMappingURL=notifications-xD9NYnRO.js.map