import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/components/ui/highlight.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The words of a search, as the starts of the words they match in a text: each typed word of two or more letters,
* without a plural `s` (search matches stems: "pumps" finds "Pump"), longest first so that the longest start wins.
*/
function highlightTerms(search) {
	const starts = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 2).map((word) => word.length > 3 ? word.replace(/s$/, "") : word);
	return [...new Set(starts)].sort((a, b) => b.length - a.length);
}
/** The characters a regular expression gives a meaning to, escaped so that a typed word is taken literally. */
var literal = (text) => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
/**
* The text with every word that starts with one of `terms` marked. The text stays text: React escapes it, so
* markup in a name is shown, never run.
*/
function Highlight({ text, terms }) {
	if (terms.length === 0 || !text) return text;
	const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${terms.map(literal).join("|")})`, "giu");
	const parts = [];
	let last = 0;
	for (const match of text.matchAll(pattern)) {
		if (match.index > last) parts.push(text.slice(last, match.index));
		parts.push(/* @__PURE__ */ (0, import_jsx_runtime.jsx)("mark", {
			className: "rounded-sm bg-accent-100 px-0.5 text-inherit",
			children: match[0]
		}, match.index));
		last = match.index + match[0].length;
	}
	if (last < text.length) parts.push(text.slice(last));
	return parts;
}
export { highlightTerms as n, Highlight as t };

//# sourceMappingURL=highlight-CgHNvL1A.js.map