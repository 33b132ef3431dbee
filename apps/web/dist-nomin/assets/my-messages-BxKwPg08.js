import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { h as useParams, n as href } from "./paths-BVsv1d7S.js";
import { t as useMyBusinesses } from "./get-my-businesses-RdLUMsJB.js";
import { n as InboxLinks, t as MessageCenter } from "./message-center-Bsv9Rvav.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { a as loginUrl, u as useSession } from "./session-BK40Mzwf.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/app/routes/my-messages.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** My conversations as a buyer: the requests I sent as myself or as one of my businesses. */
function Component() {
	usePageMeta("My messages", "Your conversations with suppliers.");
	const { rid } = useParams();
	const { isLoggedIn } = useSession();
	const businesses = useMyBusinesses(isLoggedIn).data ?? [];
	(0, import_react.useEffect)(() => {
		if (!isLoggedIn) window.location.assign(loginUrl());
	}, [isLoggedIn]);
	if (!isLoggedIn) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-2 py-4 sm:px-4 sm:py-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "mb-4 px-2 text-2xl font-bold text-slate-900 sm:px-0",
				children: "My messages"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InboxLinks, { businesses: businesses.map((item) => ({
				id: item.businessID,
				name: item.general.companyName
			})) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageCenter, {
				ubid: void 0,
				rid,
				linkTo: href.myMessages
			})
		]
	});
}
export { Component };

//# sourceMappingURL=my-messages-BxKwPg08.js.map