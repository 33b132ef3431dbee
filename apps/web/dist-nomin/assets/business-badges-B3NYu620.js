import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as Crown } from "./crown-BggDHLxf.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// ../../node_modules/lucide-react/dist/esm/icons/badge-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "badge-check",
	size: 24,
	node: [["path", {
		d: "M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z",
		key: "3c2336"
	}], ["path", {
		d: "m16 9-5.5 5.5L8 12",
		key: "xofnsj"
	}]],
	aliases: ["verified"]
};
__iconData.node;
var BadgeCheck = createLucideIcon(__iconData);
// src/features/businesses/components/business-badges.tsx
var import_jsx_runtime = require_jsx_runtime();
var tierStyles = {
	standard: "bg-slate-100 text-slate-700",
	gold: "bg-amber-100 text-amber-800",
	premium: "bg-violet-100 text-violet-800",
	platinum: "bg-slate-800 text-white"
};
/** Membership badge (upper case, STANDARD by default) and the verified badge. */
function BusinessBadges({ subscription, verified }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-wrap items-center gap-2 text-xs font-semibold",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: `inline-flex items-center gap-1 rounded-full px-2 py-0.5 uppercase ${tierStyles[subscription]}`,
			children: [subscription !== "standard" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Crown, {
				"aria-hidden": true,
				className: "size-3"
			}), subscription]
		}), verified ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BadgeCheck, {
				"aria-hidden": true,
				className: "size-3"
			}), " Verified"]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "rounded-full bg-slate-100 px-2 py-0.5 text-slate-600",
			children: "Not Verified"
		})]
	});
}
export { BusinessBadges as t };

//# sourceMappingURL=business-badges-B3NYu620.js.map