import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as PageHeader } from "./page-header-kLXoI0Go.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { n as NETWORK_PORTALS } from "./network-DFqpa36n.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
import { t as PriceTable } from "./price-table-9SVavbqv.js";
// ../../node_modules/lucide-react/dist/esm/icons/external-link.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "external-link",
	size: 24,
	node: [
		["path", {
			d: "M15 3h6v6",
			key: "1q9fwt"
		}],
		["path", {
			d: "M10 14 21 3",
			key: "gplh6r"
		}],
		["path", {
			d: "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6",
			key: "a6xqqp"
		}]
	]
};
__iconData.node;
var ExternalLink = createLucideIcon(__iconData);
// src/features/static-pages/components/our-network-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Our network: the 25 sister portals, each opening in a new tab, and the membership price table. */
function OurNetworkPage() {
	const name = runtimeConfig.siteName;
	usePageMeta("Our Network of Country Portals", `${name} is part of a family of 25 country B2B portals. Reach buyers in every one of them.`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		eyebrow: "Our network",
		title: "25 country portals, one industrial network",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
			"Since 2000, ",
			name,
			" has grown into a family of B2B portals, each run for its own market with local partners. They share one directory: a business registered here can be found from every portal below."
		] })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-12",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5",
			children: NETWORK_PORTALS.map((portal) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				href: portal.url,
				target: "_blank",
				rel: "noopener",
				className: "group flex h-full flex-col items-center gap-2 rounded-xl bg-white p-4 text-center shadow-card ring-1 ring-slate-200 hover:ring-brand-400",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": true,
						className: "flex size-12 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white group-hover:bg-brand-600",
						children: portal.code
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "font-semibold text-brand-800",
						children: [
							name,
							" ",
							portal.country
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "flex items-center gap-1 text-xs text-slate-600",
						children: [
							portal.region,
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, {
								"aria-hidden": true,
								className: "size-3"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "sr-only",
								children: "(opens in a new tab)"
							})
						]
					})
				]
			}) }, portal.code))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceTable, {})]
	})] });
}
export { OurNetworkPage as Component };

//# sourceMappingURL=our-network-tm9ONo-L.js.map