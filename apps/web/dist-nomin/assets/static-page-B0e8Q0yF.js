import { t as PageHeader } from "./page-header-kLXoI0Go.js";
import { n as ProseSections, t as ContentContainer } from "./prose-section-wK9zNvfX.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/features/static-pages/components/static-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A content page from a content module: header band, sections, then any extra blocks. */
function StaticPage({ content, numbered = false, children }) {
	usePageMeta(content.metaTitle, content.metaDescription);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		eyebrow: content.eyebrow,
		title: content.title,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: content.intro })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ContentContainer, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProseSections, {
		sections: content.sections,
		numbered
	}), children] })] });
}
export { StaticPage as t };

//# sourceMappingURL=static-page-B0e8Q0yF.js.map