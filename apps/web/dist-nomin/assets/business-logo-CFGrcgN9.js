import { t as BuildingComplex } from "./building-complex-B7r6vMx-.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/features/businesses/components/business-logo.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A business's logo, or a building icon when it has none. `className` sizes and shapes both; `imageClassName`
* adds to the image only (a ring, a backdrop).
*/
function BusinessLogo({ photo, alt, className, imageClassName = "", iconClassName }) {
	return photo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: photo.url,
		alt,
		className: `${className} object-cover ${imageClassName}`.trim()
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: `${className} grid place-items-center bg-brand-50 text-brand-600`,
		"aria-hidden": true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BuildingComplex, { className: iconClassName })
	});
}
export { BusinessLogo as t };

//# sourceMappingURL=business-logo-CFGrcgN9.js.map