import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
// src/lib/page-meta.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Server rendering only: receives the meta the rendered page declares, so the host writes the same title and
* description into the HTML head that the browser would set. Absent in the browser.
*/
var PageMetaSink = (0, import_react.createContext)(null);
/** The document title of a page (USA edition). */
var documentTitle = (title) => `${title} | ${runtimeConfig.siteName} USA`;
function setMeta(name, content) {
	let meta = document.querySelector(`meta[name="${name}"]`);
	if (content === void 0) {
		meta?.remove();
		return;
	}
	if (!meta) {
		meta = document.createElement("meta");
		meta.name = name;
		document.head.append(meta);
	}
	meta.content = content;
}
/** Sets the document title, meta description and, for articles, meta keywords of the current page (USA edition). */
function usePageMeta(title, description, keywords) {
	const keywordList = keywords?.join(", ");
	(0, import_react.useContext)(PageMetaSink)?.({
		title,
		description,
		...keywordList ? { keywords: keywordList } : {}
	});
	(0, import_react.useEffect)(() => {
		document.title = documentTitle(title);
		setMeta("description", description);
		setMeta("keywords", keywordList);
	}, [
		title,
		description,
		keywordList
	]);
}
export { usePageMeta as t };

//# sourceMappingURL=page-meta-CHUfPiuL.js.map