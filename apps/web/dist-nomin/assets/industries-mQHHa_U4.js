import { t as PageHeader } from "./page-header-kLXoI0Go.js";
import { i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as useIndustryTree } from "./get-industry-tree-CyLFn-yi.js";
import { t as IndustryIcon } from "./industry-icon-CSCZH86N.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
// src/features/industries/components/industry-tree.tsx
var import_jsx_runtime = require_jsx_runtime();
var searchFor = (text) => href.search({
	business: "MA",
	countries: "global",
	search: text
});
/**
* The whole tree: every industry, category and sub-category. As the spec's category card says, the category name
* and every sub-category name link to a search by the category name.
*/
function IndustryTree() {
	const { data, isPending, isError, refetch } = useIndustryTree();
	if (isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-slate-600",
		children: "Loading the industry tree…"
	});
	if (isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		role: "alert",
		className: "text-amber-900",
		children: [
			"We could not load the industries.",
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "font-semibold underline",
				onClick: () => void refetch(),
				children: "Try again"
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-12",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
			"aria-label": "Jump to an industry",
			className: "flex flex-wrap gap-2",
			children: data.map((industry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: `#industry-${industry.id}`,
				className: "rounded-full bg-white px-3 py-1 text-sm text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50",
				children: industry.name
			}, industry.id))
		}), data.map((industry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			id: `industry-${industry.id}`,
			"aria-labelledby": `industry-${industry.id}-name`,
			className: "scroll-mt-24",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-start gap-4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IndustryIcon, {
						name: industry.icon,
						className: "size-6"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: `industry-${industry.id}-name`,
					className: "text-2xl font-bold text-brand-800",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: searchFor(industry.name),
						className: "hover:underline",
						children: industry.name
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1 text-slate-600",
					children: industry.description
				})] })]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
				children: industry.categories.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-xl bg-white p-4 ring-1 ring-slate-200",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						className: "font-semibold text-brand-700",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: searchFor(category.name),
							className: "hover:underline",
							children: category.name
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "mt-2 space-y-1 text-sm",
						children: category.subCategories.map((subCategory) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: searchFor(category.name),
							className: "text-slate-600 hover:text-brand-700 hover:underline",
							children: subCategory.name
						}) }, subCategory.id))
					})]
				}, category.id))
			})]
		}, industry.id))]
	});
}
// src/app/routes/industries.tsx
function Component() {
	usePageMeta("All Industries and Categories", "Browse the 15 industries, 135 categories and more than 900 sub-categories of the industrial B2B directory.");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		eyebrow: "Directory",
		title: "All industries and categories",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Every company and product in the directory is filed under one of 15 industries, each divided into categories and sub-categories. Choose any of them to search the manufacturers that work in it; from the results you can filter by business type (distributors, exporters, wholesalers and more) and by country." })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-7xl px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IndustryTree, {})
	})] });
}
export { Component };

//# sourceMappingURL=industries-mQHHa_U4.js.map