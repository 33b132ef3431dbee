import { t as Match } from "./arguments-IULTvh0Z.js";
import { dt as HasPropertyKey, ft as IsArray, jt as IsObjectNotArray, lt as Every, nt as Update, tt as IsSchema, yt as IsFunction } from "./_add_immutable-Bc_qPmB1.js";
// ../../node_modules/typebox/build/type/types/_refine.mjs
/** Applies a Refine check to the given type. */
function RefineAdd(type, refinement) {
	const refinements = IsRefine(type) ? [...type["~refine"], refinement] : [refinement];
	return Update(type, { "~refine": refinements }, {});
}
/** Refines a type with an explicit check */
function Refine(...args) {
	const [type, check, error] = Match(args, {
		3: (type, check, error) => [
			type,
			check,
			error
		],
		2: (type, check) => [
			type,
			check,
			() => "Refine Error"
		]
	});
	return RefineAdd(type, {
		check,
		error
	});
}
/** Returns true if the given value is a TRefinement. */
function IsRefinement(value) {
	return IsObjectNotArray(value) && HasPropertyKey(value, "check") && HasPropertyKey(value, "error") && IsFunction(value.check) && IsFunction(value.error);
}
/** Returns true if the given value is a TRefine. */
function IsRefine(value) {
	return IsSchema(value) && HasPropertyKey(value, "~refine") && IsArray(value["~refine"]) && Every(value["~refine"], 0, (value) => IsRefinement(value));
}
export { Refine as n, IsRefine as t };

//# sourceMappingURL=_refine-CgT2rO6R.js.map