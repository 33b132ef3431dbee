import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { h as useParams, i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as useBusiness } from "./get-business-DnLkDCn-.js";
import { t as useMyBusinesses } from "./get-my-businesses-RdLUMsJB.js";
import { n as InboxLinks, t as MessageCenter } from "./message-center-Bsv9Rvav.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { a as loginUrl, u as useSession } from "./session-BK40Mzwf.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/app/routes/business-requests.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A business's message center (spec part 2, section 2.11): the inbox every member of the business shares. */
function Component() {
	usePageMeta("Requests", "The requests your business received.");
	const { id = "", rid } = useParams();
	const { isLoggedIn } = useSession();
	const business = useBusiness(id);
	const businesses = useMyBusinesses(isLoggedIn).data ?? [];
	(0, import_react.useEffect)(() => {
		if (!isLoggedIn) window.location.assign(loginUrl());
	}, [isLoggedIn]);
	if (!isLoggedIn) return null;
	if (business.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: "p-8 text-center text-slate-600",
		children: "Loading…"
	});
	if (business.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "p-8 text-center text-slate-700",
		children: "An unexpected error has occurred, please try refreshing the page."
	});
	const data = business.data;
	const company = data.general.companyName;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-2 py-4 sm:px-4 sm:py-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mb-4 px-2 sm:px-0",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: href.business(company, data.businessID),
					className: "text-brand-700 hover:underline",
					children: company
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-bold text-slate-900",
				children: "Requests"
			})]
		}), data.session.access === "none" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200",
			children: [
				"Only the members of ",
				company,
				" can read its requests.",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: href.sendRequest(data.businessID),
					className: "font-semibold text-brand-700 hover:underline",
					children: "Send them a request"
				})
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InboxLinks, { businesses: businesses.map((item) => ({
			id: item.businessID,
			name: item.general.companyName
		})) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageCenter, {
			ubid: data.businessID,
			rid,
			linkTo: (thread) => href.businessRequests(data.businessID, thread)
		})] })]
	});
}
export { Component };

//# sourceMappingURL=business-requests-UbvXMKmI.js.map