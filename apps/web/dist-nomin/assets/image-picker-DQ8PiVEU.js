import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as ImagePlus } from "./image-plus-CbTmVncT.js";
import { c as UPLOAD_MESSAGES } from "./profile-Dm_2PdCo.js";
import { t as useObjectUrl } from "./use-object-url-C2SWl7z7.js";
// src/features/businesses/components/category-checklist.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The main categories of the chosen industry as checkboxes, at most MAX_BUSINESS_CATEGORIES of them checked. */
function CategoryChecklist({ industry, value, onChange, error }) {
	const errorId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "sm:col-span-2",
		"aria-describedby": error ? errorId : void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "text-sm font-medium text-slate-800",
				children: "Main categories"
			}),
			industry ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-2 grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-2",
				children: industry.categories.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "flex items-center gap-2 text-sm text-slate-700",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "checkbox",
						checked: value.includes(category.id),
						onChange: (event) => onChange((current) => event.target.checked ? [...current, category.id].slice(0, 10) : current.filter((id) => id !== category.id)),
						className: "size-4 accent-brand-600"
					}), category.name]
				}, category.id))
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-xs text-slate-600",
				children: "Choose the main industry first."
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: errorId,
				role: "alert",
				className: "mt-1 text-xs text-red-700",
				children: error
			})
		]
	});
}
// src/features/businesses/components/image-picker.tsx
/** Picks an image and shows a local preview; the file is uploaded when the form is sent. */
function ImagePicker({ label, file, currentUrl, onChange, shape, hint }) {
	const id = (0, import_react.useId)();
	const shown = useObjectUrl(file) ?? currentUrl;
	const box = shape === "logo" ? "size-24 rounded-xl" : "h-24 w-full max-w-md rounded-xl";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: id,
			className: "block text-sm font-medium text-slate-800",
			children: label
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mt-1 flex flex-wrap items-center gap-4",
			children: [shown ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: shown,
				alt: `${label} preview`,
				className: `${box} object-cover ring-1 ring-slate-200`
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: `${box} grid place-items-center bg-slate-100 text-slate-500`,
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePlus, { className: "size-6" })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				type: "file",
				accept: "image/jpeg,image/png,image/webp,image/gif",
				"aria-describedby": `${id}-hint`,
				onChange: (event) => onChange(event.target.files?.[0] ?? null),
				className: "block text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			id: `${id}-hint`,
			className: "mt-1 text-xs text-slate-600",
			children: [hint ? `${hint} ` : "", UPLOAD_MESSAGES.advice]
		})
	] });
}
export { CategoryChecklist as n, ImagePicker as t };

//# sourceMappingURL=image-picker-DQ8PiVEU.js.map