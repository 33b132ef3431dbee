import { n as findMembershipPlan, r as formatPlanPrice } from "./memberships-CzQ_bIXp.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { t as PageHeader } from "./page-header-kLXoI0Go.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { l as useAccountLink } from "./session-BK40Mzwf.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
import { t as PriceTable } from "./price-table-9SVavbqv.js";
// ../../node_modules/lucide-react/dist/esm/icons/circle-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "circle-check",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}], ["path", {
		d: "m16 9-5.5 5.5L8 12",
		key: "xofnsj"
	}]],
	aliases: ["check-circle-2"]
};
__iconData$1.node;
var CircleCheck = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/quote.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "quote",
	size: 24,
	node: [["path", {
		d: "M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z",
		key: "rib7q0"
	}], ["path", {
		d: "M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z",
		key: "1ymkrd"
	}]]
};
__iconData.node;
var Quote = createLucideIcon(__iconData);
// src/features/static-pages/content/memberships.ts
var name = runtimeConfig.siteName;
/** The copy of the four membership package pages (spec part 2, section 2.14); figures come from the contracts. */
var MEMBERSHIP_CONTENT = {
	standard: {
		tagline: "Everything you need to be found, free forever",
		intro: `Every business that registers on ${name} is a Standard member. No card, no trial period, no hidden fees.`,
		features: [
			"A complete business profile: logo, cover, description, contact, factory, trade capabilities and certificates",
			"Up to 7 products in your showcase",
			"Listed in the directory by industry, category, business type and country",
			"Send and receive requests, and answer them in the message center",
			"Follow and like businesses, post on the newsfeed",
			"Create open or private groups and add your company members"
		],
		message: {
			quote: "Start with your seven best products, real photos and a description written for a buyer who has never heard of you. Answer every request within 24 hours. That is how most of our members closed their first deal abroad.",
			author: `The ${name} team`
		}
	},
	gold: {
		tagline: "More products, a verified badge and your first boosts",
		intro: "Gold is for companies that have started to receive requests and want to show more of their catalogue with a badge buyers trust.",
		features: [
			"Up to 20 products in your showcase",
			"Verified badge on your business profile, after we check your company",
			"Priority over Standard members in search results",
			"3 advertising boosts per month",
			"Everything in Standard"
		]
	},
	premium: {
		tagline: "For exporters who want to be seen first",
		intro: "Premium adds the reach and the support of a marketing team to a larger showcase, for companies actively selling abroad.",
		features: [
			"Up to 50 products in your showcase",
			"Verified badge and priority in search results",
			"10 advertising boosts per month",
			"6 hours of professional support: profile writing, product photography advice, campaign planning",
			"Everything in Gold"
		]
	},
	platinum: {
		tagline: "The best membership in our network",
		intro: "Platinum is for manufacturers with a large catalogue who want maximum visibility in every industry and country they sell to.",
		features: [
			"Up to 100 products in your showcase",
			"Verified badge and top priority in search results",
			"20 advertising boosts per month",
			"12 hours of professional support from a dedicated account manager",
			"Everything in Premium"
		]
	}
};
// src/features/static-pages/components/membership-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One membership package page: features, price, Buy now (paid) or Register (Standard), the price table. */
function MembershipPage({ type }) {
	const registerHref = useAccountLink("register");
	const plan = findMembershipPlan(type);
	const content = MEMBERSHIP_CONTENT[type];
	const price = formatPlanPrice(plan.priceCents);
	usePageMeta(`${plan.label} Membership`, `${plan.label} membership: ${content.tagline.toLowerCase()}. ${plan.productSlots} products, ${price}${plan.priceCents ? " per year" : ""}.`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		eyebrow: "Membership packages",
		title: `${plan.label} membership`,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: content.intro })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-5xl px-4 py-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-8 md:grid-cols-[1fr_300px]",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					"aria-labelledby": "features-heading",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "features-heading",
						className: "text-2xl font-bold text-brand-800",
						children: content.tagline
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "mt-5 space-y-3",
						children: content.features.map((feature) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "flex gap-3 text-slate-700",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {
								"aria-hidden": true,
								className: "mt-0.5 size-5 shrink-0 text-emerald-600"
							}), feature]
						}, feature))
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
					"aria-label": `${plan.label} price`,
					className: "h-fit rounded-2xl bg-white p-6 text-center shadow-card ring-1 ring-slate-200",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "text-sm font-semibold tracking-wider text-slate-600 uppercase",
							children: plan.label
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "mt-2 text-3xl font-bold text-brand-800",
							children: price
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "text-sm text-slate-600",
							children: plan.priceCents ? "per year" : "no time limit"
						}),
						plan.priceCents > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href.membershipCheckoutChoice(),
							className: `${buttonClass("accent", "lg")} mt-5 w-full`,
							children: "Buy now"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: registerHref,
							className: `${buttonClass("primary", "lg")} mt-5 w-full`,
							children: "Register for free"
						})
					]
				})]
			}),
			content.message && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
				className: "mt-10 rounded-2xl bg-brand-50 p-6",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Quote, {
						"aria-hidden": true,
						className: "size-6 text-brand-500"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", {
						className: "mt-2 text-lg text-brand-900 italic",
						children: content.message.quote
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("figcaption", {
						className: "mt-2 text-sm text-slate-600",
						children: content.message.author
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceTable, { highlight: type })
		]
	})] });
}
// src/app/routes/membership.tsx
/** One route module for the four package pages; the router asks for the page of each type. */
function pageOf(type) {
	return function MembershipRoute() {
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MembershipPage, { type });
	};
}
export { pageOf };

//# sourceMappingURL=membership-Cey5ylGV.js.map