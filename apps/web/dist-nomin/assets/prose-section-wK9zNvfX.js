import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/components/ui/prose-section.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Renders content-module sections (a heading, paragraphs, an optional list) with the site's reading style. */
function ProseSections({ sections, numbered = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "space-y-10",
		children: sections.map((section, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-labelledby": `section-${index}`,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
					id: `section-${index}`,
					className: "text-2xl font-bold text-brand-800",
					children: [numbered ? `${index + 1}. ` : "", section.heading]
				}),
				section.paragraphs.map((paragraph) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-3 leading-relaxed text-slate-700",
					children: paragraph
				}, paragraph.slice(0, 40))),
				section.bullets && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "mt-3 list-disc space-y-1.5 pl-6 text-slate-700",
					children: section.bullets.map((bullet) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: bullet }, bullet))
				})
			]
		}, section.heading))
	});
}
function ContentContainer({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-5xl px-4 py-12",
		children
	});
}
export { ProseSections as n, ContentContainer as t };

//# sourceMappingURL=prose-section-wK9zNvfX.js.map