import { a as inputClass, t as Field } from "./field-CobJeqAW.js";
import { n as useCountryStates } from "./get-business-types-B2ooPHFx.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/components/country-state-fields.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The country select and the state select of that country, for every form with an address. Changing the country
* clears the state (spec part 2, section 4); the states come from the reference data. Renders two grid cells.
*/
function CountryStateFields({ countries, value, onChange, countryPlaceholder, required }) {
	const states = useCountryStates(value.country).data ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		label: "Country",
		children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
			...props,
			required,
			value: value.country,
			onChange: (event) => onChange({
				country: event.target.value,
				state: ""
			}),
			className: inputClass,
			children: [countryPlaceholder !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: "",
				children: countryPlaceholder
			}), countries.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: item.code,
				children: item.countryName
			}, item.code))]
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		label: "State",
		children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
			...props,
			value: value.state,
			disabled: states.length === 0,
			onChange: (event) => onChange({
				country: value.country,
				state: event.target.value
			}),
			className: inputClass,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: "",
				children: "Select one state"
			}), states.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: item.stateID,
				children: item.stateName
			}, item.stateID))]
		})
	})] });
}
export { CountryStateFields as t };

//# sourceMappingURL=country-state-fields-BbnDQFZo.js.map