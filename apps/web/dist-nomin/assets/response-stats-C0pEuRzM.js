import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// ../../node_modules/lucide-react/dist/esm/icons/clock.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "clock",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}], ["path", {
		d: "M12 6v6l4 2",
		key: "mmk7yg"
	}]]
};
__iconData.node;
var Clock = createLucideIcon(__iconData);
// src/features/businesses/components/response-stats.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Below this many inquiries in 90 days the figures say too little to show. */
var MIN_INQUIRIES = 3;
/** A median reply time in words: minutes under an hour, hours under two days, then days. */
function formatReplyTime(seconds) {
	if (seconds < 3600) return `${Math.max(1, Math.ceil(seconds / 60))} min`;
	if (seconds < 172800) return `${Math.ceil(seconds / 3600)} h`;
	return `${Math.ceil(seconds / 86400)} days`;
}
/** How a business answers requests (last 90 days): "Usually replies within 3 h · Replies to 95% of requests". */
function ResponseStatsLine({ stats, className = "" }) {
	if (!stats || stats.inquiries < MIN_INQUIRIES) return null;
	const parts = [stats.medianReplySeconds !== null && `Usually replies within ${formatReplyTime(stats.medianReplySeconds)}`, `Replies to ${Math.round(stats.replyRate * 100)}% of requests`].filter(Boolean);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: `flex items-start gap-1.5 text-xs text-emerald-800 ${className}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Clock, {
			"aria-hidden": true,
			className: "mt-px size-3.5 shrink-0"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: parts.join(" · ") })]
	});
}
export { ResponseStatsLine as t };

//# sourceMappingURL=response-stats-C0pEuRzM.js.map