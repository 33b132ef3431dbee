import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/components/ui/field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var inputClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100";
var labelClass = "block text-sm font-medium text-slate-800";
/** A labelled form control with an optional hint and error, wired with aria attributes. */
function Field({ label, hint, error, children }) {
	const id = (0, import_react.useId)();
	const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: id,
			className: labelClass,
			children: label
		}),
		children({
			id,
			"aria-describedby": describedBy || void 0,
			"aria-invalid": error ? true : void 0
		}),
		hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: `${id}-hint`,
			className: "mt-1 text-xs text-slate-600",
			children: hint
		}),
		error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: `${id}-error`,
			role: "alert",
			className: "mt-1 text-xs text-red-700",
			children: error
		})
	] });
}
/** A labelled text input; any other input attribute (type, required, maxLength...) passes through. */
function TextInput({ label, value, onChange, hint, error, ...rest }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		label,
		hint,
		error,
		children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			...props,
			...rest,
			value,
			onChange: (event) => onChange(event.target.value),
			className: inputClass
		})
	});
}
/** A labelled text area; with `max` it holds at most that many characters and counts them in its hint. */
function TextArea({ label, value, onChange, hint, error, max, rows = 5, ...rest }) {
	const counter = max === void 0 ? void 0 : `${value.length}/${max}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		label,
		hint: [counter, hint].filter(Boolean).join(" ") || void 0,
		error,
		children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
			...props,
			...rest,
			rows,
			maxLength: max,
			value,
			onChange: (event) => onChange(event.target.value),
			className: inputClass
		})
	});
}
/**
* A labelled select over `options`, disabled while there are none; `placeholder` adds an empty first choice, which
* `required` then refuses.
*/
function SelectInput({ label, placeholder, value, options, onChange, required, error }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		label,
		error,
		children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
			...props,
			required,
			disabled: !options?.length,
			value,
			onChange: (event) => onChange(event.target.value),
			className: inputClass,
			children: [placeholder !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: "",
				children: placeholder
			}), options?.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: item.id,
				children: item.name
			}, item.id))]
		})
	});
}
export { inputClass as a, TextInput as i, SelectInput as n, labelClass as o, TextArea as r, Field as t };

//# sourceMappingURL=field-CobJeqAW.js.map