import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { o as useForm, s as useWatch, t as Controller } from "./index.esm-Be5ffa0p.js";
import { i as Link, m as useNavigate, r as paths } from "./paths-BVsv1d7S.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as CountryStateFields } from "./country-state-fields-BbnDQFZo.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { i as TextInput, n as SelectInput, r as TextArea } from "./field-CobJeqAW.js";
import { n as uploadBusinessImage } from "./use-object-url-C2SWl7z7.js";
import { H as Unknown, W as _Object_, et as _Array_, y as String } from "./_add_immutable-Bc_qPmB1.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { n as BusinessCreateBody } from "./business-profile-Mli-eFA6.js";
import { r as schemaResolver } from "./form-resolver-DNj_ktuU.js";
import { n as CategoryChecklist, t as ImagePicker } from "./image-picker-DQ8PiVEU.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as useIndustryTree } from "./get-industry-tree-CyLFn-yi.js";
import { t as useBusinessTypes } from "./get-business-types-B2ooPHFx.js";
import { t as useCountries } from "./get-countries-DzYE38ig.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { a as loginUrl, u as useSession } from "./session-BK40Mzwf.js";
// src/features/businesses/api/create-business.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** POST /business/profile/create (spec part 2, section 2.6). */
var createBusiness = (body) => apiRequest("/business/profile/create", {
	method: "POST",
	body
});
function useCreateBusiness() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createBusiness,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["business"] })
	});
}
// src/features/businesses/components/business-create-values.ts
var body = BusinessCreateBody.properties;
/** The rules of POST /business/profile/create, on the form's values. */
var businessCreateSchema = _Object_({
	logo: Unknown(),
	cover: Unknown(),
	companyName: body.companyName,
	industryId: String({ minLength: 1 }),
	categories: _Array_(String(), {
		minItems: 1,
		maxItems: 10
	}),
	businessType: body.businessType,
	country: body.country,
	state: String(),
	shortDescription: body.shortDescription
});
var businessCreateResolver = schemaResolver(businessCreateSchema, {
	industryId: "Please select the main industry.",
	categories: { minItems: "Please choose at least one category." },
	businessType: "Please select a business type.",
	country: "Please select a country."
});
var EMPTY_BUSINESS = {
	logo: null,
	cover: null,
	companyName: "",
	industryId: "",
	categories: [],
	businessType: "",
	country: "US",
	state: "",
	shortDescription: ""
};
// src/features/businesses/components/business-create-form.tsx
var import_jsx_runtime = require_jsx_runtime();
var FAILED = "Complete all the information required to create your business profile.";
var MAX_DESCRIPTION = 600;
/** The create form (spec part 2, section 2.6). Nothing typed is lost when the server refuses. */
function BusinessCreateForm({ countries, businessTypes, industries, doneUrl, cancelUrl }) {
	const navigate = useNavigate();
	const create = useCreateBusiness();
	const { control, handleSubmit, setValue, formState } = useForm({
		defaultValues: EMPTY_BUSINESS,
		resolver: businessCreateResolver
	});
	const [industryId, country, state] = useWatch({
		control,
		name: [
			"industryId",
			"country",
			"state"
		]
	});
	const industry = industries.find((item) => item.id === industryId);
	const submit = handleSubmit(async (values) => {
		try {
			const [profilePhoto, coverPhoto] = await Promise.all([values.logo ? uploadBusinessImage(values.logo) : void 0, values.cover ? uploadBusinessImage(values.cover) : void 0]);
			const body = {
				companyName: values.companyName,
				categories: values.categories.map((categoryId) => `${values.industryId}.${categoryId}`),
				businessType: values.businessType,
				country: values.country,
				...values.state ? { state: values.state } : {},
				shortDescription: values.shortDescription,
				...profilePhoto ? { profilePhoto } : {},
				...coverPhoto ? { coverPhoto } : {}
			};
			await create.mutateAsync(body);
			toast.success("Your business profile was created.");
			navigate(doneUrl);
		} catch {
			toast.error(FAILED);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "space-y-6",
		noValidate: true,
		onSubmit: submit,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "sr-only",
						children: "Images"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						name: "cover",
						control,
						render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
							label: "Cover photo",
							shape: "cover",
							file: field.value,
							onChange: field.onChange,
							hint: "Recommended 200x800."
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						name: "logo",
						control,
						render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
							label: "Business logo",
							shape: "logo",
							file: field.value,
							onChange: field.onChange
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "sr-only",
						children: "Business information"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "sm:col-span-2",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
							name: "companyName",
							control,
							render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Company name",
								required: true,
								maxLength: 120,
								value: field.value,
								onChange: field.onChange,
								onBlur: field.onBlur,
								error: fieldState.error?.message
							})
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						name: "industryId",
						control,
						render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectInput, {
							label: "Main industry",
							placeholder: "Select an industry",
							required: true,
							value: field.value,
							options: industries,
							onChange: (id) => {
								field.onChange(id);
								setValue("categories", []);
							},
							error: fieldState.error?.message
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						name: "businessType",
						control,
						render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectInput, {
							label: "Business type",
							placeholder: "Select a business type",
							required: true,
							value: field.value,
							options: businessTypes.map((type) => ({
								id: type.code,
								name: type.businessTypeName
							})),
							onChange: field.onChange,
							error: fieldState.error?.message
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						name: "categories",
						control,
						render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryChecklist, {
							industry,
							value: field.value,
							onChange: (update) => field.onChange(update(field.value)),
							error: fieldState.error?.message
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountryStateFields, {
						countries,
						value: {
							country,
							state
						},
						onChange: (region) => {
							setValue("country", region.country);
							setValue("state", region.state);
						},
						required: true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "sm:col-span-2",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
							name: "shortDescription",
							control,
							render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
								label: "Short description",
								hint: "(at least 20 characters)",
								required: true,
								max: MAX_DESCRIPTION,
								value: field.value,
								onChange: field.onChange,
								onBlur: field.onBlur,
								error: fieldState.error?.message
							})
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap justify-end gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: cancelUrl,
					className: buttonClass("outline"),
					children: "Cancel"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					disabled: formState.isSubmitting,
					className: buttonClass("primary"),
					children: formState.isSubmitting ? "Creating…" : "Create your Business Profile"
				})]
			})
		]
	});
}
// src/app/routes/business-create.tsx
/** Create a business profile (spec part 2, section 2.6); logged-out visitors go to log in. */
function Component() {
	usePageMeta("Create your Business Profile", "Register your company in the industrial supplier directory.");
	const { isLoggedIn } = useSession();
	const countries = useCountries();
	const businessTypes = useBusinessTypes();
	const industries = useIndustryTree();
	(0, import_react.useEffect)(() => {
		if (!isLoggedIn) window.location.assign(loginUrl());
	}, [isLoggedIn]);
	if (!isLoggedIn) return null;
	const failed = countries.isError || businessTypes.isError || industries.isError;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-3xl px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-bold text-slate-900",
				children: "Create your Business Profile"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-sm text-slate-600",
				children: "Tell buyers who you are. You can complete the rest of the profile after creating it."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-6",
				children: failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "alert",
					className: "rounded-lg bg-red-50 p-4 text-sm text-red-800",
					children: "An unexpected error has occurred, please try refreshing the page."
				}) : countries.data && businessTypes.data && industries.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessCreateForm, {
					countries: countries.data,
					businessTypes: businessTypes.data,
					industries: industries.data,
					doneUrl: paths.myBusiness,
					cancelUrl: paths.myBusiness
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "status",
					className: "text-sm text-slate-600",
					children: "Loading…"
				})
			})
		]
	});
}
export { Component };

//# sourceMappingURL=business-create-DFoHGlNG.js.map