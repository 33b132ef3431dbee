const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/form-checker-C2eGK9wQ.js","assets/rolldown-runtime-SbdDWaPq.js","assets/typebox-DHtJEpi8.js","assets/_add_immutable-Bc_qPmB1.js","assets/arguments-IULTvh0Z.js","assets/index.esm-Be5ffa0p.js","assets/react-BwxVcRvJ.js","assets/_refine-CgT2rO6R.js"])))=>i.map(i=>d[i]);
import { r as get } from "./index.esm-Be5ffa0p.js";
import { t as __vitePreload } from "./preload-helper-BhofnfyO.js";
// src/lib/form-resolver.ts
/**
* TypeBox's checker is loaded with the first form that validates, not with the site: the entry chunk carries only
* the schema builders the contracts need.
*/
var checker;
var loadChecker = async () => checker ??= await __vitePreload(() => import("./form-checker-C2eGK9wQ.js"), __vite__mapDeps([0,1,2,3,4,5,6,7]));
/**
* Whether a value matches a schema, for refinements of a form schema (a list typed as text checked as the list it
* becomes). Refinements run inside a resolver's check, so the checker is loaded by then.
*/
function matchesSchema(schema, value) {
	if (!checker) throw new Error("matchesSchema runs only inside a schemaResolver check.");
	return checker.Value.Check(schema, value);
}
var trimStrings = (value) => {
	if (typeof value === "string") return value.trim();
	if (Array.isArray(value)) return value.map(trimStrings);
	if (value && Object.getPrototypeOf(value) === Object.prototype) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)]));
	return value;
};
/**
* A react-hook-form resolver from a TypeBox schema (built from the contracts' request schemas, so the browser
* checks what the server checks). Texts are checked and handed to the submit handler trimmed, as they are sent,
* unless `trim` is false (passwords); `messages` words a field's refusals where the generic text would be vague
* (`{ businessType: 'Select ...' }`).
*/
function schemaResolver(schema, messages = {}, { trim = true } = {}) {
	return async (values, context, options) => {
		const result = await (await loadChecker()).typeboxResolver(schema)(trim ? trimStrings(values) : values, context, options);
		for (const [path, wording] of Object.entries(messages)) {
			const error = get(result.errors, path);
			if (!error) continue;
			const message = typeof wording === "string" ? wording : wording[error.type];
			if (message) error.message = message;
		}
		return result;
	};
}
/**
* A resolver that checks the request body a form's values become (`toBody`) against the contract's schema itself,
* for forms whose fields are the body's fields typed as text. A refusal lands on the field named like the body
* property it concerns, or on `fieldOf[property]` where the names differ.
*/
function bodyResolver(schema, toBody, fieldOf = {}) {
	return async (values, _context, options) => {
		const { toNestErrors, Value } = await loadChecker();
		const errors = {};
		for (const error of Value.Errors(schema, toBody(values))) {
			const properties = error.keyword === "required" && error.instancePath === "" ? error.params.requiredProperties : [error.instancePath.split("/")[1] ?? ""];
			for (const property of properties) {
				const field = fieldOf[property] ?? property;
				errors[field] ??= {
					type: error.keyword,
					message: error.message
				};
			}
		}
		if (Object.keys(errors).length === 0) return {
			values,
			errors: {}
		};
		return {
			values: {},
			errors: toNestErrors(errors, options)
		};
	};
}
export { matchesSchema as n, schemaResolver as r, bodyResolver as t };

//# sourceMappingURL=form-resolver-DNj_ktuU.js.map