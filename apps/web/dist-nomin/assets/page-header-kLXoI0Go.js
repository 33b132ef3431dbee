import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/components/ui/page-header.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The band at the top of every content page: a small label, the page's one h1 and an introduction. */
function PageHeader({ eyebrow, title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("header", {
		className: "bg-gradient-to-br from-brand-800 to-brand-900 text-white",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mx-auto max-w-5xl px-4 py-12 md:py-16",
			children: [
				eyebrow && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-sm font-semibold tracking-wider text-accent-400 uppercase",
					children: eyebrow
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl",
					children: title
				}),
				children && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "mt-4 max-w-3xl text-lg text-brand-100",
					children
				})
			]
		})
	});
}
export { PageHeader as t };

//# sourceMappingURL=page-header-kLXoI0Go.js.map