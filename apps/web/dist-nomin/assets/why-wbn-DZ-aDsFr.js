import { i as Link, r as paths } from "./paths-BVsv1d7S.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { t as PageHeader } from "./page-header-kLXoI0Go.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
// src/features/static-pages/content/why.ts
var name = runtimeConfig.siteName;
var WHY_INTRO = `Thousands of directories list companies. ${name} is built for industrial trade: for the way manufacturers, distributors and buyers really find each other and decide to work together.`;
/** Five alternating image and text blocks (spec part 2, section 2.15); the illustrations are in public/images. */
var WHY_BLOCKS = [
	{
		title: "Built for industry, not for consumers",
		text: "Every member is a business. The directory is organized in 15 industries and more than 900 categories that speak the language of purchasing departments, from servo drives to private-label cosmetics, so buyers find suppliers that really make what they need.",
		image: "/images/why-industry.svg"
	},
	{
		title: "Free to start, forever",
		text: "The Standard membership costs nothing and has no time limit: a complete business profile, 7 products, requests from buyers and the message center. Pay only when you want more products, a verified badge and priority in search.",
		image: "/images/why-free.svg"
	},
	{
		title: "Direct contact, no middlemen",
		text: "Buyers send requests straight to your business, and your whole team answers them in one inbox. We never take a commission on your deals and never stand between you and your customers.",
		image: "/images/why-contact.svg"
	},
	{
		title: "Trust you can see",
		text: "Verified badges, certificates, year of establishment, employees and production capacity on every profile help buyers tell a serious supplier from a reseller in seconds, and help serious suppliers stand out.",
		image: "/images/why-trust.svg"
	},
	{
		title: "A network of 25 countries",
		text: `Since 2000 ${name} has grown into a family of country portals across the Americas, Europe, Asia, the Middle East and Africa. Register once in the USA and be found by importers and distributors everywhere the network reaches.`,
		image: "/images/why-global.svg"
	}
];
// src/features/static-pages/components/why-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Why use the product: five blocks, image and text alternating sides from 768 px up. */
function WhyPage() {
	const name = runtimeConfig.siteName;
	usePageMeta(`Why Use ${name}`, `Five reasons industrial companies in the USA choose ${name} to find buyers and suppliers.`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		eyebrow: `Why ${name}`,
		title: `Five reasons to choose ${name}`,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: WHY_INTRO })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl space-y-16 px-4 py-14",
		children: [WHY_BLOCKS.map((block, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-labelledby": `why-${index}`,
			className: "grid items-center gap-8 md:grid-cols-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: block.image,
				alt: "",
				width: 480,
				height: 320,
				className: `w-full rounded-2xl bg-white shadow-card ring-1 ring-slate-200 ${index % 2 === 1 ? "md:order-last" : ""}`
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-sm font-bold text-accent-700",
					children: ["0", index + 1]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: `why-${index}`,
					className: "mt-1 text-2xl font-bold text-brand-800",
					children: block.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-3 leading-relaxed text-slate-700",
					children: block.text
				})
			] })]
		}, block.title)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "text-center",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.membershipStandard,
				className: buttonClass("primary", "lg"),
				children: "Compare memberships"
			})
		})]
	})] });
}
export { WhyPage as Component };

//# sourceMappingURL=why-wbn-DZ-aDsFr.js.map