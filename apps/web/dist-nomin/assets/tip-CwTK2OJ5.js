import { i as Link, n as href, r as paths } from "./paths-BVsv1d7S.js";
import { t as PageHeader } from "./page-header-kLXoI0Go.js";
import { n as ProseSections } from "./prose-section-wK9zNvfX.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
import { n as findTip, r as tip0, t as TIPS } from "./tips-29SINZ3c.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as LifeBuoy } from "./life-buoy-C8-GR_kB.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
// ../../node_modules/lucide-react/dist/esm/icons/arrow-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "arrow-right",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}], ["path", {
		d: "m12 5 7 7-7 7",
		key: "xquz4c"
	}]]
};
__iconData.node;
var ArrowRight = createLucideIcon(__iconData);
// src/features/tips/components/tips-footer.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The block at the end of every tip: the other tips, and an offer of help from the team. */
function TipsFooter({ current }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
		"aria-labelledby": "more-tips-heading",
		className: "mt-14 rounded-2xl bg-brand-50 p-6 md:p-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "more-tips-heading",
				className: "text-xl font-bold text-brand-800",
				children: "More export tips"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-4 grid gap-2 md:grid-cols-2",
				children: TIPS.filter((tip) => tip.slug !== current).map((tip) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: href.tip(tip.slug),
					className: "flex items-start gap-2 text-brand-700 hover:underline",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowRight, {
						"aria-hidden": true,
						className: "mt-1 size-4 shrink-0"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
						"Tip ",
						tip.number,
						": ",
						tip.title
					] })]
				}) }, tip.slug))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-6 flex flex-wrap items-center gap-4 border-t border-brand-100 pt-6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "flex-1 text-slate-700",
					children: "Ready to look for buyers or distributors abroad? Tell us what you sell; our team will help you, free of charge."
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: paths.contactForm,
					className: buttonClass("primary", "md"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LifeBuoy, {
						"aria-hidden": true,
						className: "size-4"
					}), " Need help?"]
				})]
			})
		]
	});
}
// src/features/tips/components/export-guide-page.tsx
/**
* The export guide (tip 0, the articles entry): a header, an intro, the seven tip sections with title, image,
* description and View more, then the guide's own text.
*/
function ExportGuidePage() {
	usePageMeta(`Export to the World from the USA: Export Tips`, tip0.description, tip0.keywords);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		eyebrow: "Export tips for the USA",
		title: tip0.title,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
			"Seven practical articles by the chief executive of ",
			runtimeConfig.siteName,
			", for American manufacturers who want to sell abroad: from the first decision to the products with the best chances."
		] })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-12",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
			children: TIPS.map((tip) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex flex-col overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-slate-200",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: tip.image,
					alt: "",
					width: 640,
					height: 280,
					className: "aspect-[16/7] w-full bg-brand-50 object-cover"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-1 flex-col p-5",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-xs font-bold text-accent-700 uppercase",
							children: ["Tip ", tip.number]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							className: "mt-1 text-lg font-semibold text-brand-800",
							children: tip.title
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "mt-2 flex-1 text-sm text-slate-600",
							children: tip.description
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: tip.number === 0 ? "#guide" : href.tip(tip.slug),
							className: "mt-4 text-sm font-semibold text-brand-600 hover:underline",
							children: ["View more", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "sr-only",
								children: [": ", tip.title]
							})]
						})
					]
				})]
			}, tip.slug))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			id: "guide",
			className: "mx-auto mt-16 max-w-4xl scroll-mt-24",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProseSections, { sections: tip0.sections }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TipsFooter, { current: tip0.slug })]
		})]
	})] });
}
// src/features/tips/components/tip-article-page.tsx
/** One export tip article (tips 1 to 6), titled for the USA edition. */
function TipArticlePage({ slug }) {
	const tip = findTip(slug);
	usePageMeta(`${tip.title} (USA)`, tip.description, tip.keywords);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		eyebrow: `Export tips for the USA · Tip ${tip.number}`,
		title: tip.title,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: tip.description })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-4xl px-4 py-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: tip.image,
				alt: "",
				width: 640,
				height: 280,
				className: "mb-10 w-full rounded-2xl bg-white ring-1 ring-slate-200"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProseSections, { sections: tip.sections }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TipsFooter, { current: slug })
		]
	})] });
}
// src/app/routes/tip.tsx
/** One route module for the seven tips: tip 0 is the export guide, the others are articles. */
function pageOf(slug) {
	if (slug === "export-to-the-world-tip-0") return ExportGuidePage;
	return function TipRoute() {
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TipArticlePage, { slug });
	};
}
export { pageOf };

//# sourceMappingURL=tip-CwTK2OJ5.js.map