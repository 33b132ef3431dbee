import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import { C as Evaluate, D as IsMap, E as IsDate, O as IsSet, S as IsAdditionalProperties, T as Hash$1, _ as pointer_exports, a as HasCodec, b as IsMaxItems, c as Default, d as Clone, f as Assert, g as Set$1, h as Delete, i as Create, k as IsTypeArray, l as Convert, m as Check, n as o, o as Encode, p as Errors, r as Parse, s as Decode, t as u, u as Clean, v as IsUniqueItems, w as Set$2, x as IsDefault, y as IsMinItems } from "./typebox-DHtJEpi8.js";
import { $ as IsArray$1, At as IsObject, Ft as IsUnsafePropertyKey, J as IsRef, Lt as Keys, Ot as IsNull, Pt as IsUndefined, R as IsIntersect, T as IsLiteral, U as IsObject$1, Vt as Symbols, X as IsFunction$1, Z as IsConstructor$1, _ as Union, _t as IsDeepEqual, a as IsTemplateLiteral, at as Set$3, c as IsRecord, d as RecordValue, dt as HasPropertyKey, f as Flatten, ft as IsArray, g as IsUnion, gt as IsConstructor, h as TemplateLiteralDecode, jt as IsObjectNotArray, p as IsTuple, q as IsNever, s as IsUndefined$1, st as Entries, t as Instantiate, u as RecordPattern, vt as IsEqual, yt as IsFunction, z as IsEnum } from "./_add_immutable-Bc_qPmB1.js";
import { t as Match } from "./arguments-IULTvh0Z.js";
import { t as IsRefine } from "./_refine-CgT2rO6R.js";
// ../../node_modules/typebox/build/value/equal/equal.mjs
/** Returns true if left and right values are structurally equal */
function Equal(left, right) {
	return IsDeepEqual(left, right);
}
// ../../node_modules/typebox/build/value/hash/hash.mjs
/**
* Computes a unique 64-bit hash of the specified value and returns the hex string representation. This
* function internally uses a non-cryptographic FNV1A64 algorithm for hashing. Hashing is implemented
* via structural traversal of the value.
*/
function Hash(value) {
	return Hash$1(value);
}
// ../../node_modules/typebox/build/value/delta/diff.mjs
function CreateUpdate(path, value) {
	return {
		type: "update",
		path,
		value
	};
}
function CreateInsert(path, value) {
	return {
		type: "insert",
		path,
		value
	};
}
function CreateDelete(path) {
	return {
		type: "delete",
		path
	};
}
function AssertCanDiffObject(value) {
	if (IsObject(value) && IsEqual(Symbols(value).length, 0)) return;
	throw new Error("Cannot create diffs for objects with symbols keys");
}
function* FromObject$1(path, left, right) {
	if (!IsObject(right) || IsArray(right)) return yield CreateUpdate(path, right);
	AssertCanDiffObject(left);
	AssertCanDiffObject(right);
	const leftKeys = Keys(left);
	const rightKeys = Keys(right);
	for (const key of rightKeys) {
		if (HasPropertyKey(left, key)) continue;
		if (IsUnsafePropertyKey(key)) continue;
		yield CreateInsert(`${path}/${key}`, right[key]);
	}
	for (const key of leftKeys) {
		if (!HasPropertyKey(right, key)) continue;
		if (IsUnsafePropertyKey(key)) continue;
		if (Equal(left, right)) continue;
		yield* FromValue(`${path}/${key}`, left[key], right[key]);
	}
	for (const key of leftKeys) {
		if (HasPropertyKey(right, key)) continue;
		if (IsUnsafePropertyKey(key)) continue;
		yield CreateDelete(`${path}/${key}`);
	}
}
function* FromArray$1(path, left, right) {
	if (!IsArray(right)) return yield CreateUpdate(path, right);
	for (let i = 0; i < Math.min(left.length, right.length); i++) yield* FromValue(`${path}/${i}`, left[i], right[i]);
	for (let i = 0; i < right.length; i++) {
		if (i < left.length) continue;
		yield CreateInsert(`${path}/${i}`, right[i]);
	}
	for (let i = left.length - 1; i >= 0; i--) {
		if (i < right.length) continue;
		yield CreateDelete(`${path}/${i}`);
	}
}
function* FromTypedArray(path, left, right) {
	const typeLeft = globalThis.Object.getPrototypeOf(left).constructor.name;
	const typeRight = globalThis.Object.getPrototypeOf(right).constructor.name;
	if (IsTypeArray(right) && IsEqual(left.length, right.length) && IsEqual(typeLeft, typeRight)) for (let index = 0; index < Math.min(left.length, right.length); index++) yield* FromValue(`${path}/${index}`, left[index], right[index]);
	else return yield CreateUpdate(path, right);
}
function* FromUnknown$1(path, left, right) {
	if (left === right) return;
	yield CreateUpdate(path, right);
}
function* FromValue(path, left, right) {
	return IsTypeArray(left) ? yield* FromTypedArray(path, left, right) : IsArray(left) ? yield* FromArray$1(path, left, right) : IsObject(left) ? yield* FromObject$1(path, left, right) : yield* FromUnknown$1(path, left, right);
}
/**
* Generates a sequence of Edit commands to transform the current value into the next value.
* These commands can be serialized and sent over a network to synchronize a remote
* value, applied with Patch, or tested with Hash. Edit commands should be treated as
* opaque data structures; TypeBox may enhance this functionality in the future to
* support full operational transformation and may change the commands. Do not apply
* any logic directly to the command structures.
*/
function Diff(current, next) {
	return [...FromValue("", current, next)];
}
// ../../node_modules/typebox/build/value/delta/patch.mjs
function IsRoot(edits) {
	return edits.length > 0 && edits[0].path === "" && edits[0].type === "update";
}
function IsEmpty(edits) {
	return edits.length === 0;
}
/**
* Applies a sequence of Edit commands to a current value, producing a new value that incorporates
* all edits. This function returns unknown so callers should Check the return value before use.
* This function mutates the provided value. If mutation is not wanted, you should Clone the value
* before passing to this function.
*/
function Patch(current, edits) {
	if (IsRoot(edits)) return Clone(edits[0].value);
	if (IsEmpty(edits)) return Clone(current);
	const clone = Clone(current);
	for (const edit of edits) switch (edit.type) {
		case "insert":
			Set$1(clone, edit.path, edit.value);
			break;
		case "update":
			Set$1(clone, edit.path, edit.value);
			break;
		case "delete": Delete(clone, edit.path);
	}
	return clone;
}
// ../../node_modules/typebox/build/value/repair/error.mjs
var RepairError = class extends Error {
	constructor(context, type, value, message) {
		super(message);
		this.context = context;
		this.type = type;
		this.value = value;
	}
};
// ../../node_modules/typebox/build/value/repair/from_array.mjs
function MakeUnique(values) {
	const [hashes, result] = [/* @__PURE__ */ new Set(), []];
	for (const value of values) {
		const hash = Hash(value);
		if (hashes.has(hash)) continue;
		hashes.add(hash);
		result.push(value);
	}
	return result;
}
function FromArray(context, type, value) {
	if (Check(context, type, value)) return value;
	const created = IsArray(value) ? value : Create(context, type);
	const minimum = IsMinItems(type) && created.length < type.minItems ? [...created, ...Array.from({ length: type.minItems - created.length }, () => Create(context, type))] : created;
	const repaired = (IsMaxItems(type) && minimum.length > type.maxItems ? minimum.slice(0, type.maxItems) : minimum).map((value) => FromType(context, type.items, value));
	if (!IsUniqueItems(type) || IsUniqueItems(type) && !IsEqual(type.uniqueItems, true)) return repaired;
	const unique = MakeUnique(repaired);
	if (!Check(context, type, unique)) throw new RepairError(context, type, value, "Failed to repair Array due to uniqueItems constraint");
	return unique;
}
// ../../node_modules/typebox/build/value/repair/from_enum.mjs
function FromEnum(context, type, value) {
	return FromType(context, Evaluate(type), value);
}
// ../../node_modules/typebox/build/value/repair/from_intersect.mjs
function FromIntersect(context, type, value) {
	const instantiated = Instantiate(context, type);
	return FromType(context, Evaluate(instantiated), value);
}
// ../../node_modules/typebox/build/value/repair/from_object.mjs
function FromObject(context, type, value) {
	if (Check(context, type, value)) return value;
	if (!IsObjectNotArray(value)) return Create(context, type);
	const required = new Set(IsUndefined(type.required) ? [] : type.required);
	const result = {};
	for (const [key, schema] of Entries(type.properties)) {
		if (!required.has(key) && IsUndefined(value[key])) continue;
		result[key] = key in value ? FromType(context, schema, value[key]) : Create(context, schema);
	}
	const evaluatedKeys = Keys(type.properties);
	if (IsAdditionalProperties(type) && IsObject(type.additionalProperties)) for (const key of Keys(value)) {
		if (evaluatedKeys.includes(key)) continue;
		result[key] = FromType(context, type.additionalProperties, value[key]);
	}
	return result;
}
// ../../node_modules/typebox/build/value/repair/from_record.mjs
function FromRecord(context, type, value) {
	if (Check(context, type, value)) return value;
	if (IsNull(value) || !IsObject(value) || IsArray(value)) return Create(context, type);
	const recordKey = new RegExp(RecordPattern(type));
	const recordValue = RecordValue(type);
	const evaluatedKeys = /* @__PURE__ */ new Set();
	const result = {};
	for (const [key, value_] of Entries(value)) {
		if (!recordKey.test(key)) continue;
		result[key] = FromType(context, recordValue, value_);
		evaluatedKeys.add(key);
	}
	if (IsAdditionalProperties(type)) for (const key of Keys(value)) {
		if (evaluatedKeys.has(key)) continue;
		result[key] = FromType(context, type.additionalProperties, value[key]);
	}
	return result;
}
// ../../node_modules/typebox/build/value/repair/from_ref.mjs
function FromRef(context, type, value) {
	return HasPropertyKey(context, type.$ref) ? FromType(context, context[type.$ref], value) : (() => {
		throw new RepairError(context, type, value, "Unable to de-reference target type");
	})();
}
// ../../node_modules/typebox/build/value/repair/from_template_literal.mjs
function FromTemplateLiteral(context, type, value) {
	return FromType(context, TemplateLiteralDecode(type.pattern), value);
}
// ../../node_modules/typebox/build/value/repair/from_tuple.mjs
function FromTuple(context, schema, value) {
	if (Check(context, schema, value)) return value;
	if (!IsArray(value)) return Create(context, schema);
	return schema.items.map((schema, index) => FromType(context, schema, value[index]));
}
// ../../node_modules/typebox/build/value/shared/union_score_select.mjs
function Deref(context, type, value) {
	return IsRef(type) ? HasPropertyKey(context, type.$ref) ? Deref(context, context[type.$ref], value) : (() => {
		throw new Error("Unable to Deref target");
	})() : type;
}
function ScoreVariant(context, type, value) {
	if (!(IsObject$1(type) && IsObject(value))) return 0;
	const keys = Keys(value);
	return Entries(type.properties).reduce((result, [key, schema]) => {
		const literal = IsLiteral(schema) && IsEqual(schema.const, value[key]) ? 100 : 0;
		const checks = Check(context, schema, value[key]) ? 10 : 0;
		const exists = keys.includes(key) ? 1 : 0;
		return result + (literal + checks + exists);
	}, 0);
}
/** Scores Union variants and returns the best match for the given value */
function UnionScoreSelect(context, type, value) {
	const schemas = type.anyOf.map((schema) => Deref(context, schema, value));
	let [select, best] = [schemas[0], 0];
	for (const schema of schemas) {
		const score = ScoreVariant(context, schema, value);
		if (score > best) {
			select = schema;
			best = score;
		}
	}
	return select;
}
// ../../node_modules/typebox/build/value/repair/from_union.mjs
function RepairUnion(context, type, value) {
	return FromType(context, UnionScoreSelect(context, Union(Flatten(type.anyOf)), value), value);
}
function FromUnion(context, type, value) {
	if (Check(context, type, value)) return Clone(value);
	if (IsDefault(type)) return Create(context, type);
	return RepairUnion(context, type, value);
}
// ../../node_modules/typebox/build/value/repair/from_unknown.mjs
function FromUnknown(context, type, value) {
	if (Check(context, type, value)) return value;
	const converted = Convert(context, type, value);
	if (Check(context, type, converted)) return converted;
	return Create(context, type);
}
// ../../node_modules/typebox/build/value/repair/from_type.mjs
function AssertRepairableValue(context, type, value) {
	if (IsDate(value) || IsMap(value) || IsSet(value) || IsTypeArray(value) || IsConstructor(value) || IsFunction(value)) throw new RepairError(context, type, value, "Value is not repairable");
}
function AssertRepairableType(context, type, value) {
	if (IsConstructor$1(type) || IsFunction$1(type) || IsNever(type)) throw new RepairError(context, type, value, "Type is not repairable");
}
function CreateWhenUndefined(context, type, value) {
	return IsUndefined(value) && !IsUndefined$1(type) ? Create(context, type) : value;
}
function FinalizeRepair(context, type, repaired) {
	return IsRefine(type) ? Check(context, type, repaired) ? repaired : Create(context, type) : repaired;
}
function FromType(context, type, value) {
	AssertRepairableValue(context, type, value);
	AssertRepairableType(context, type, value);
	const candidate = CreateWhenUndefined(context, type, value);
	return FinalizeRepair(context, type, IsArray$1(type) ? FromArray(context, type, candidate) : IsEnum(type) ? FromEnum(context, type, candidate) : IsIntersect(type) ? FromIntersect(context, type, candidate) : IsObject$1(type) ? FromObject(context, type, candidate) : IsRecord(type) ? FromRecord(context, type, candidate) : IsRef(type) ? FromRef(context, type, candidate) : IsTemplateLiteral(type) ? FromTemplateLiteral(context, type, candidate) : IsTuple(type) ? FromTuple(context, type, candidate) : IsUnion(type) ? FromUnion(context, type, candidate) : FromUnknown(context, type, candidate));
}
// ../../node_modules/typebox/build/value/repair/repair.mjs
/**
* Repairs a value to match the provided type. This function is intended for data migration
* scenarios where existing values need to be migrating to an updated type. This function will
* repair partially mismatched values by populating missing sub-properties and elements with
* default structures derived from the type. If the value already conforms to the type, no
* action is performed.
*/
function Repair(...args) {
	const [context, type, value] = Match(args, {
		3: (context, type, value) => [
			context,
			type,
			value
		],
		2: (type, value) => [
			{},
			type,
			value
		]
	});
	const repaired = FromType(context, type, value);
	Assert(context, type, repaired);
	return repaired;
}
// ../../node_modules/typebox/build/value/value.mjs
var value_exports = /* @__PURE__ */ __exportAll({
	Assert: () => Assert,
	Check: () => Check,
	Clean: () => Clean,
	Clone: () => Clone,
	Convert: () => Convert,
	Create: () => Create,
	Decode: () => Decode,
	Default: () => Default,
	Diff: () => Diff,
	Encode: () => Encode,
	Equal: () => Equal,
	Errors: () => Errors,
	HasCodec: () => HasCodec,
	Hash: () => Hash,
	Parse: () => Parse,
	Patch: () => Patch,
	Pointer: () => pointer_exports,
	Repair: () => Repair
});
// src/lib/form-checker.ts
/** What a person reads under a field the schema refused; TypeBox's own wording is written for developers. */
function fieldMessage(error) {
	switch (error.keyword) {
		case "required": return "This field is required.";
		case "minLength": return error.params.limit <= 1 ? "This field is required." : `Please enter at least ${error.params.limit} characters.`;
		case "maxLength": return `Please enter at most ${error.params.limit} characters.`;
		case "minItems": return error.params.limit <= 1 ? "Please choose at least one." : `Please choose at least ${error.params.limit}.`;
		case "maxItems": return `Please choose at most ${error.params.limit}.`;
		case "minimum": return `Please enter ${String(error.params.limit)} or more.`;
		case "maximum": return `Please enter ${String(error.params.limit)} or less.`;
		case "uniqueItems": return "Please remove the repeated entries.";
		case "format": return error.params.format === "email" ? "Please enter a valid e-mail address." : "Please check this value.";
		case "~refine": return error.params.message;
		default: return "Please check this value.";
	}
}
Set$2(fieldMessage);
Set$3({ maxErrors: 100 });
export { value_exports as Value, o as toNestErrors, u as typeboxResolver };

//# sourceMappingURL=form-checker-C2eGK9wQ.js.map