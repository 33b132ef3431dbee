import { t as CountryFlag } from "./country-flag-DIsSBZpz.js";
import { t as Heart } from "./heart-BdBHZyFr.js";
import { i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as Highlight } from "./highlight-CgHNvL1A.js";
import { t as BusinessBadges } from "./business-badges-B3NYu620.js";
import { t as BusinessLogo } from "./business-logo-CFGrcgN9.js";
import { t as ResponseStatsLine } from "./response-stats-C0pEuRzM.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/features/businesses/components/business-summary-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A compact business card: logo, name, type, industry, country, year established, description, likes, badges.
* `terms`: words of a search to mark in the name and description.
*/
function BusinessSummaryCard({ business, terms = [] }) {
	const { general, contactInfo } = business;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-start gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessLogo, {
					photo: general.profilePhoto,
					alt: "",
					className: "size-12 rounded-lg",
					imageClassName: "ring-1 ring-slate-200",
					iconClassName: "size-6"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
							className: "truncate font-semibold text-slate-900",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: href.business(general.companyName, business.businessID),
								className: "hover:text-brand-600 hover:underline",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Highlight, {
									text: general.companyName,
									terms
								})
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-xs text-slate-500",
							children: [
								general.businessType.name,
								" · ",
								general.industry.name
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-xs text-slate-500",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountryFlag, { code: contactInfo.country.code }),
								" ",
								contactInfo.country.countryName,
								" · Est.",
								" ",
								general.yearStablished ?? "----"
							]
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-3 line-clamp-3 flex-1 text-sm text-slate-600",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Highlight, {
					text: general.shortDescription,
					terms
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponseStatsLine, {
				stats: business.responseStats,
				className: "mt-2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-3 flex items-center justify-between gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessBadges, {
					subscription: business.subscription,
					verified: business.verified
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "inline-flex items-center gap-1 text-xs text-slate-500",
					title: "Likes",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heart, {
							"aria-hidden": true,
							className: "size-3.5"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: "Likes:"
						}),
						" ",
						business.reactions.reactionCount.like
					]
				})]
			})
		]
	});
}
export { BusinessSummaryCard as t };

//# sourceMappingURL=business-summary-card-zYTX3juS.js.map