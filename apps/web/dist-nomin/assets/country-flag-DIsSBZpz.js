import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/components/ui/country-flag.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A country's flag as an SVG image (from `country-flag-icons`, copied into the build as /flags/{code}.svg by
* vite.config.ts), not an emoji: Windows shows emoji flags as two letters. Decorative: the country's name is
* always written beside it. Its box is fixed, so nothing moves when it loads.
*/
function CountryFlag({ code, className = "" }) {
	if (!/^[A-Z]{2}$/.test(code)) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: `/flags/${code}.svg`,
		alt: "",
		width: 18,
		height: 12,
		loading: "lazy",
		className: `inline-block h-3 w-[18px] rounded-[2px] align-[-1px] ring-1 ring-slate-200 ${className}`
	});
}
export { CountryFlag as t };

//# sourceMappingURL=country-flag-DIsSBZpz.js.map