import { t as PageHeader } from "./page-header-kLXoI0Go.js";
import { t as useIndustryTree } from "./get-industry-tree-CyLFn-yi.js";
import { t as LoaderCircle } from "./loader-circle-CzmZ2MUX.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as Send } from "./send-DedsF432.js";
import { o as useForm } from "./index.esm-Be5ffa0p.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { K as Optional, W as _Object_, j as Integer, y as String$1 } from "./_add_immutable-Bc_qPmB1.js";
import { n as apiRequest, t as ApiError } from "./http-4wuBHQRk.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
import { r as schemaResolver } from "./form-resolver-DNj_ktuU.js";
import { n as useCountryStates, t as useBusinessTypes } from "./get-business-types-B2ooPHFx.js";
import { t as useCountries } from "./get-countries-DzYE38ig.js";
import { t as useJobPositions } from "./get-job-positions-g1ZYJ3r3.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
// ../../node_modules/lucide-react/dist/esm/icons/rotate-ccw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "rotate-ccw",
	size: 24,
	node: [["path", {
		d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
		key: "1357e3"
	}], ["path", {
		d: "M3 3v5h5",
		key: "1xhq8a"
	}]]
};
__iconData.node;
var RotateCcw = createLucideIcon(__iconData);
var ENQUIRY_PRODUCT_SLOTS = [
	1,
	2,
	3,
	4
];
var text = (maxLength, description) => Optional(String$1({
	maxLength,
	...description ? { description } : {}
}));
var product = () => text(120, "A product or category name from the industry list");
/**
* The need-help enquiry (spec part 2, section 3): a no-fee request to be contacted by the operator. Only the
* company phone and the e-mail are required; unknown fields are stripped, every text has a real limit.
*/
var NeedHelpEnquiry = _Object_({
	firstName: text(80),
	lastName: text(80),
	businessName: text(160),
	businessType: Optional(String$1({
		pattern: "^[A-Z]{2}$",
		description: "Business type code"
	})),
	website: text(200),
	jobPosition: Optional(Integer({
		minimum: 1,
		description: "jobPositionID"
	})),
	address: text(200),
	zipcode: text(20),
	city: text(100),
	usaState: Optional(String$1({
		maxLength: 10,
		description: "stateID of a US state, e.g. US-FL"
	})),
	country: Optional(String$1({
		pattern: "^[A-Z]{2}$",
		description: "ISO 3166-1 alpha-2 code"
	})),
	companyPhone: String$1({
		minLength: 1,
		maxLength: 30,
		description: "International format, e.g. +1 305 555 0100"
	}),
	companyFax: text(30),
	totalEmployees: text(40),
	salesEmployees: text(40),
	mobilePhone: text(30),
	email: String$1({
		format: "email",
		minLength: 3,
		maxLength: 254
	}),
	buyProduct1: product(),
	buyProduct2: product(),
	buyProduct3: product(),
	buyProduct4: product(),
	moreInfoBuy: text(512),
	sellProduct1: product(),
	sellProduct2: product(),
	sellProduct3: product(),
	sellProduct4: product(),
	moreInfoSell: text(512)
}, { additionalProperties: false });
_Object_({ enquiryID: String$1({ format: "uuid" }) }, { additionalProperties: false });
var NEEDHELP_MESSAGES = {
	success: "Request sent successfully, you will be contacted soon!",
	failure: "There was an error processing your request, please try again in a few hours!"
};
// src/features/need-help/api/send-need-help.ts
/** Untouched fields are empty strings: they are left out, and the job position id travels as a number. */
function toEnquiry(values) {
	const entries = Object.entries(values).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== "");
	const enquiry = Object.fromEntries(entries);
	if (typeof enquiry.jobPosition === "string") enquiry.jobPosition = Number(enquiry.jobPosition);
	return enquiry;
}
var sendNeedHelp = (values) => apiRequest("/needhelp/send", {
	method: "POST",
	body: toEnquiry(values)
});
var useSendNeedHelp = () => useMutation({ mutationFn: sendNeedHelp });
// src/features/need-help/components/form-fields.tsx
var import_jsx_runtime = require_jsx_runtime();
var control = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 aria-[invalid=true]:border-red-500 aria-[invalid=true]:bg-red-50";
/** A labelled control with its error (announced) and an optional hint such as a character counter. */
function Field({ id, label, required, error, hint, children }) {
	const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			htmlFor: id,
			className: "text-sm font-medium text-slate-800",
			children: [label, required && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "text-red-700",
				"aria-hidden": true,
				children: [" ", "*"]
			})]
		}),
		children({
			id,
			className: control,
			"aria-invalid": !!error,
			"aria-describedby": describedBy
		}),
		hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: `${id}-hint`,
			className: "mt-1 text-right text-xs text-slate-600",
			children: hint
		}),
		error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: `${id}-error`,
			role: "alert",
			className: "mt-1 text-sm text-red-700",
			children: error.message
		})
	] });
}
function SelectControl({ registration, options, placeholder, groups, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
		...props,
		...registration,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: "",
				children: placeholder
			}),
			options?.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: option.value,
				children: option.label
			}, option.value)),
			groups?.map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("optgroup", {
				label: group.label,
				children: group.options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: option.value,
					children: option.label
				}, option.value))
			}, group.label))
		]
	});
}
function Fieldset({ legend, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "rounded-xl bg-white p-5 shadow-card ring-1 ring-slate-200 md:p-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "px-1 text-lg font-semibold text-brand-800",
			children: legend
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mt-2 grid gap-4 md:grid-cols-2",
			children
		})]
	});
}
// src/features/need-help/components/form-values.ts
/** An empty form: what Reset Form and a successful send go back to. */
var EMPTY = {
	firstName: "",
	lastName: "",
	businessName: "",
	businessType: "",
	website: "",
	jobPosition: "",
	address: "",
	zipcode: "",
	city: "",
	usaState: "",
	country: "",
	companyPhone: "",
	companyFax: "",
	totalEmployees: "",
	salesEmployees: "",
	mobilePhone: "",
	email: "",
	buyProduct1: "",
	buyProduct2: "",
	buyProduct3: "",
	buyProduct4: "",
	moreInfoBuy: "",
	sellProduct1: "",
	sellProduct2: "",
	sellProduct3: "",
	sellProduct4: "",
	moreInfoSell: ""
};
var EMPLOYEE_RANGES = [
	"1-10",
	"11-50",
	"51-200",
	"201-500",
	"501-1000",
	"More than 1000"
].map((range) => ({
	value: range,
	label: range
}));
/**
* The enquiry's rules on the form's values: the contract's limits and required fields; the choices from lists
* (codes and the job position id) are text here and become what the contract wants when sent.
*/
var needHelpFormSchema = _Object_({
	...NeedHelpEnquiry.properties,
	businessType: String$1(),
	jobPosition: String$1(),
	country: String$1()
});
var needHelpResolver = schemaResolver(needHelpFormSchema, {
	companyPhone: { minLength: "Please enter your company phone." },
	email: {
		minLength: "Please enter your e-mail.",
		format: "Please enter a valid e-mail address."
	}
});
// src/features/need-help/components/product-choices.tsx
/** Four product choices from the industry list and a free-text area of at most 512 characters with a counter. */
function ProductChoices({ side, legend, groups, slots, max, register, watch, errors }) {
	const more = side === "buy" ? "moreInfoBuy" : "moreInfoSell";
	const length = watch(more).length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fieldset, {
		legend,
		children: [slots.map((slot) => {
			const name = `${side}Product${slot}`;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				id: name,
				label: `Product ${slot}`,
				error: errors[name],
				children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectControl, {
					...props,
					registration: register(name),
					groups,
					placeholder: "Select a product category"
				})
			}, name);
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "md:col-span-2",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				id: more,
				label: "More information",
				error: errors[more],
				hint: `${length}/${max}`,
				children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
					rows: 5,
					maxLength: max,
					placeholder: side === "buy" ? "Quantities, specifications, target price, delivery…" : "Your products, capacity, markets you sell to…",
					...props,
					...register(more)
				})
			})
		})]
	});
}
// src/features/need-help/components/need-help-form.tsx
/**
* The need-help enquiry (spec part 2, sections 2.13 and 3). Company phone and e-mail are required here and on the
* server. On failure nothing typed is lost: the values stay, and a field the server rejected is marked.
*/
function NeedHelpForm({ lists }) {
	const { register, handleSubmit, reset, watch, setError, formState } = useForm({
		defaultValues: EMPTY,
		resolver: needHelpResolver
	});
	const { errors } = formState;
	const send = useSendNeedHelp();
	const submit = handleSubmit((values) => send.mutateAsync(values).then(() => {
		toast.success(NEEDHELP_MESSAGES.success);
		reset(EMPTY);
	}, (error) => {
		toast.error(NEEDHELP_MESSAGES.failure);
		if (error instanceof ApiError && Array.isArray(error.details)) for (const detail of error.details) {
			const field = detail.path?.replace(/^\//, "");
			if (field && field in EMPTY) setError(field, { message: detail.message ?? "Please check this value." });
		}
	}));
	const text = (name, label, type = "text", autoComplete) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		id: name,
		label,
		error: errors[name],
		children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			type,
			autoComplete,
			maxLength: 200,
			...props,
			...register(name)
		})
	});
	const select = (name, label, options, placeholder) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		id: name,
		label,
		error: errors[name],
		children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectControl, {
			...props,
			registration: register(name),
			options,
			placeholder
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit: submit,
		className: "space-y-6",
		"aria-label": "Need help request",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fieldset, {
				legend: "About you",
				children: [
					text("firstName", "First name", "text", "given-name"),
					text("lastName", "Last name", "text", "family-name"),
					select("jobPosition", "Job position", lists.jobPositions, "Select your position"),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						id: "email",
						label: "E-mail",
						required: true,
						error: errors.email,
						children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "email",
							autoComplete: "email",
							required: true,
							maxLength: 254,
							...props,
							...register("email")
						})
					}),
					text("mobilePhone", "Mobile phone", "tel", "tel")
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fieldset, {
				legend: "Your company",
				children: [
					text("businessName", "Business name", "text", "organization"),
					select("businessType", "Business type", lists.businessTypes, "Select a business type"),
					text("website", "Website", "url", "url"),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						id: "companyPhone",
						label: "Company phone",
						required: true,
						error: errors.companyPhone,
						children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "tel",
							autoComplete: "tel",
							required: true,
							maxLength: 30,
							placeholder: "+1 305 555 0100",
							...props,
							...register("companyPhone")
						})
					}),
					text("companyFax", "Company fax", "tel"),
					text("address", "Address", "text", "street-address"),
					text("city", "City", "text", "address-level2"),
					text("zipcode", "Zip code", "text", "postal-code"),
					select("usaState", "State (USA)", lists.usaStates, "Select one state"),
					select("country", "Country", lists.countries, "Select a country"),
					select("totalEmployees", "Total employees", EMPLOYEE_RANGES, "Select a range"),
					select("salesEmployees", "Sales employees", EMPLOYEE_RANGES, "Select a range")
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductChoices, {
				side: "buy",
				legend: "What do you want to buy?",
				register,
				watch,
				errors,
				groups: lists.productGroups,
				max: 512,
				slots: ENQUIRY_PRODUCT_SLOTS
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductChoices, {
				side: "sell",
				legend: "What do you want to sell?",
				register,
				watch,
				errors,
				groups: lists.productGroups,
				max: 512,
				slots: ENQUIRY_PRODUCT_SLOTS
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap justify-end gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					onClick: () => reset(EMPTY),
					className: buttonClass("outline", "lg"),
					disabled: send.isPending,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcw, {
						"aria-hidden": true,
						className: "size-4"
					}), " Reset Form"]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "submit",
					className: buttonClass("primary", "lg"),
					disabled: send.isPending,
					children: [send.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
						"aria-hidden": true,
						className: "size-4 animate-spin"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Send, {
						"aria-hidden": true,
						className: "size-4"
					}), send.isPending ? "Sending…" : "Send request"]
				})]
			})
		]
	});
}
// src/app/routes/contact-form.tsx
/** The need-help form, with its choice lists from the reference data (a failed list leaves its select empty). */
function Component() {
	usePageMeta("Need Help? Contact Us", `Tell ${runtimeConfig.siteName} what you want to buy or sell, and our team will contact you. Free of charge.`);
	const { data: businessTypes = [] } = useBusinessTypes();
	const { data: jobPositions = [] } = useJobPositions();
	const { data: usaStates = [] } = useCountryStates("US");
	const { data: countries = [] } = useCountries();
	const { data: industries = [] } = useIndustryTree();
	const lists = {
		businessTypes: businessTypes.map((type) => ({
			value: type.code,
			label: type.businessTypeName
		})),
		jobPositions: jobPositions.map((job) => ({
			value: String(job.jobPositionID),
			label: job.name
		})),
		usaStates: usaStates.map((state) => ({
			value: state.stateID,
			label: state.stateName
		})),
		countries: countries.map((country) => ({
			value: country.code,
			label: country.countryName
		})),
		productGroups: industries.map((industry) => ({
			label: industry.name,
			options: industry.categories.map((category) => ({
				value: category.name,
				label: category.name
			}))
		}))
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		eyebrow: "Need help?",
		title: "Tell us what you are looking for",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Looking for suppliers, or for buyers of your products? Fill in what you can; our team will contact you, free of charge. Only the company phone and the e-mail are required." })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-4xl px-4 py-10",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NeedHelpForm, { lists })
	})] });
}
export { Component };

//# sourceMappingURL=contact-form-CQkPdDyM.js.map