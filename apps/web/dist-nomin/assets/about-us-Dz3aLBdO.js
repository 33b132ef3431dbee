import { t as StaticPage } from "./static-page-B0e8Q0yF.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
import { i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as TIPS } from "./tips-29SINZ3c.js";
// src/features/static-pages/content/about-us.ts
var name = runtimeConfig.siteName;
var aboutUs = {
	metaTitle: "About Us",
	metaDescription: `${name} is an industrial B2B network based in Miami, Florida, with 25 country portals since 2000.`,
	eyebrow: "About us",
	title: `${name}: an industrial B2B network since 2000`,
	intro: `We help manufacturers, distributors, exporters and buyers find each other and do business, in the USA and in the 25 countries of our network.`,
	sections: [
		{
			heading: "Where we come from",
			paragraphs: [`${name} started in 2000 with a simple observation: industrial companies spend months finding reliable partners abroad, and most directories of the time were built for consumers, not for businesses. We set out to build a network where every member is a company, and every profile tells a buyer what it needs to know before the first call.`, "Since then the network has grown into a family of 25 country portals across the Americas, Europe, Asia-Pacific, the Middle East and Africa. Each portal speaks to its own market, and all of them share one directory, so a manufacturer registered in Ohio can be found by a distributor in Chile or an importer in Vietnam."]
		},
		{
			heading: "What we do",
			paragraphs: [`${name} USA is the edition of the network for companies based in, or selling to, the United States. Businesses create a free profile, showcase their products, receive requests from buyers and talk to them in the message center. Buyers search by industry, category, business type and country, and contact suppliers directly: we do not stand between the two sides or take a commission on the deals they close.`],
			bullets: [
				"A directory of 15 industries with more than 900 product categories",
				"Business profiles with products, certificates, trade capabilities and terms",
				"Requests and a message center to follow every conversation with a buyer",
				"Paid memberships for companies that want more products, a verified badge and priority in search"
			]
		},
		{
			heading: "Who we are",
			paragraphs: ["We are based in Miami, Florida, a natural bridge between North America, Latin America and Europe. The company is run by a team of two managers: our chief executive, who spent his career in industrial export and writes the export tips published on this site, and our operations manager, who looks after the portals, the members and their verification.", "Around them, a small team of account managers and partners in each country answers members in their own language and time zone."]
		},
		{
			heading: "Export know-how, shared for free",
			paragraphs: ["Most of our members are small and medium-sized manufacturers taking their first steps abroad. That is why our chief executive writes a series of export tips, from creating an export system to choosing the products with the best chances abroad. You will find a summary below; every article is free to read."]
		}
	]
};
// src/features/tips/components/tips-summary.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A compact list of the export tips, for the about-us page. */
function TipsSummary() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "tips-summary-heading",
		className: "mt-12 rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "tips-summary-heading",
			className: "text-xl font-bold text-brand-800",
			children: "Export tips by our chief executive"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: "mt-4 space-y-3",
			children: TIPS.map((tip) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: href.tip(tip.slug),
				className: "font-semibold text-brand-700 hover:underline",
				children: [
					"Tip ",
					tip.number,
					": ",
					tip.title
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-slate-600",
				children: tip.description
			})] }, tip.slug))
		})]
	});
}
// src/app/routes/about-us.tsx
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaticPage, {
		content: aboutUs,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TipsSummary, {})
	});
}
export { Component };

//# sourceMappingURL=about-us-Dz3aLBdO.js.map