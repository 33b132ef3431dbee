import { h as useParams, i as Link, n as href } from "./paths-BVsv1d7S.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
import { n as findMembershipPlan, r as formatPlanPrice } from "./memberships-CzQ_bIXp.js";
import { n as receiptDate } from "./receipts-list-DqQ52Ibn.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
// src/features/memberships/api/get-receipt.ts
/** GET /subscription/receipts/{id}. */
var getReceipt = (receiptID, signal) => apiRequest(`/subscription/receipts/${encodeURIComponent(receiptID)}`, { signal });
var receiptQueryOptions = (receiptID) => queryOptions({
	queryKey: [
		"subscription",
		"receipt",
		receiptID
	],
	queryFn: ({ signal }) => getReceipt(receiptID, signal),
	retry: false
});
var useReceipt = (receiptID) => useQuery(receiptQueryOptions(receiptID));
// src/features/memberships/components/receipt-view.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One receipt: number, business, plan, amount, date and the card's last four digits. */
function ReceiptView({ receipt, siteName }) {
	const rows = [
		["Receipt number", receipt.number],
		["Business", receipt.companyName],
		["Plan", `${findMembershipPlan(receipt.plan).label} membership, one year`],
		["Amount", `${formatPlanPrice(receipt.amount)} ${receipt.currency.toUpperCase()}`],
		["Date", receiptDate(receipt.paidAt)],
		["Valid until", receiptDate(receipt.periodEnd)],
		["Card", receipt.cardLast4 ? `•••• ${receipt.cardLast4}` : "No card (granted by the operator)"],
		["Receipt sent to", receipt.email]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
			className: "flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 pb-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
				className: "text-2xl font-bold text-slate-900",
				children: ["Receipt ", receipt.number]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-slate-600",
				children: siteName
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
			className: "mt-4 grid gap-3 sm:grid-cols-2",
			children: rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: "text-xs font-semibold tracking-wide text-slate-600 uppercase",
				children: label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: "mt-0.5 text-sm break-words text-slate-900",
				children: value
			})] }, label))
		})]
	});
}
// src/app/routes/business-receipt.tsx
/** One membership receipt, for the business's owners and admins. */
function Component() {
	usePageMeta("Receipt", "A membership payment receipt.");
	const { id = "", receiptId = "" } = useParams();
	const receipt = useReceipt(receiptId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-3xl space-y-4 px-4 py-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-sm print:hidden",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: href.businessMembership(id.slice(-36)),
				className: "text-brand-700 hover:underline",
				children: "Back to the membership"
			})
		}), receipt.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			className: "text-slate-600",
			children: "Loading…"
		}) : receipt.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "alert",
			className: "text-slate-700",
			children: "This receipt could not be found, or only the owners and admins of its business can see it."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReceiptView, {
			receipt: receipt.data,
			siteName: runtimeConfig.siteName
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			onClick: () => window.print(),
			className: "text-sm font-semibold text-brand-700 hover:underline print:hidden",
			children: "Print this receipt"
		})] })]
	});
}
export { Component };

//# sourceMappingURL=business-receipt-6Q7Eydpx.js.map