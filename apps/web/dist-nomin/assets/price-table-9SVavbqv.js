import { r as formatPlanPrice, t as MEMBERSHIP_PLANS } from "./memberships-CzQ_bIXp.js";
import { t as Check } from "./check-DluBKa1w.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// ../../node_modules/lucide-react/dist/esm/icons/minus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "minus",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}]]
};
__iconData.node;
var Minus = createLucideIcon(__iconData);
// src/features/static-pages/components/price-table.tsx
var import_jsx_runtime = require_jsx_runtime();
var yesNo = (value) => value ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
	"aria-label": "Included",
	className: "mx-auto size-5 text-emerald-600"
}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Minus, {
	"aria-label": "Not included",
	className: "mx-auto size-5 text-slate-400"
});
var count = (value, unit) => value > 0 ? `${value} ${unit}` : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Minus, {
	"aria-label": "None",
	className: "mx-auto size-5 text-slate-400"
});
var ROWS = [
	{
		label: "Price per year",
		cell: (plan) => formatPlanPrice(plan.priceCents)
	},
	{
		label: "Products in your showcase",
		cell: (plan) => String(plan.productSlots)
	},
	{
		label: "Verified badge",
		cell: (plan) => yesNo(plan.verified)
	},
	{
		label: "Priority in search results",
		cell: (plan) => yesNo(plan.prioritySearch)
	},
	{
		label: "Advertising boosts",
		cell: (plan) => count(plan.boostsPerMonth, "per month")
	},
	{
		label: "Professional support",
		cell: (plan) => count(plan.supportHours, "hours")
	}
];
/** The membership price table (spec part 2, section 9), from the shared plan constants. */
function PriceTable({ highlight }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "price-table-heading",
		className: "mt-12",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "price-table-heading",
			className: "text-2xl font-bold text-brand-800",
			children: "Membership packages and prices"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mt-4 overflow-x-auto rounded-xl bg-white shadow-card ring-1 ring-slate-200",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
				className: "w-full min-w-[640px] text-center text-sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
						className: "sr-only",
						children: "Features and yearly prices of the four membership packages"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
						className: "bg-brand-800 text-white",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							className: "px-4 py-3 text-left",
							children: "Package"
						}), MEMBERSHIP_PLANS.map((plan) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							className: `px-4 py-3 ${plan.type === highlight ? "bg-accent-500 text-brand-900" : ""}`,
							children: plan.label
						}, plan.type))]
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tbody", { children: [ROWS.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
						className: "border-t border-slate-200",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "row",
							className: "px-4 py-3 text-left font-medium text-slate-700",
							children: row.label
						}), MEMBERSHIP_PLANS.map((plan) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: `px-4 py-3 ${plan.type === highlight ? "bg-accent-50 font-semibold" : ""}`,
							children: row.cell(plan)
						}, plan.type))]
					}, row.label)), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
						className: "border-t border-slate-200",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {}), MEMBERSHIP_PLANS.map((plan) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: "px-4 py-4",
							children: plan.priceCents > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
								to: href.membershipCheckoutChoice(),
								className: buttonClass("primary", "sm"),
								children: ["Buy now", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "sr-only",
									children: [" ", plan.label]
								})]
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "text-slate-600",
								children: "Included"
							})
						}, plan.type))]
					})] })
				]
			})
		})]
	});
}
export { PriceTable as t };

//# sourceMappingURL=price-table-9SVavbqv.js.map