import { n as findMembershipPlan, r as formatPlanPrice } from "./memberships-CzQ_bIXp.js";
import { i as Link } from "./paths-BVsv1d7S.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/features/memberships/components/receipts-list.tsx
var import_jsx_runtime = require_jsx_runtime();
var receiptDate = (iso) => new Date(iso).toLocaleDateString("en-US", {
	year: "numeric",
	month: "short",
	day: "numeric"
});
/** The business's receipts, newest first, each linking to its page. */
function ReceiptsList({ receipts, linkTo }) {
	if (receipts.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-sm text-slate-600",
		children: "No payments yet."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "divide-y divide-slate-100",
		children: receipts.map((receipt) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "flex flex-wrap items-center justify-between gap-2 py-3 text-sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: linkTo(receipt),
					className: "font-semibold text-brand-700 hover:underline",
					children: receipt.number
				}),
				" ",
				"· ",
				findMembershipPlan(receipt.plan).label,
				" membership"
			] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "text-slate-700",
				children: [
					receiptDate(receipt.paidAt),
					" · ",
					formatPlanPrice(receipt.amount)
				]
			})]
		}, receipt.receiptID))
	});
}
export { receiptDate as n, ReceiptsList as t };

//# sourceMappingURL=receipts-list-DqQ52Ibn.js.map