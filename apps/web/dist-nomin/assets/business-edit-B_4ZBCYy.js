import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { a as NavLink, h as useParams, i as Link, m as useNavigate, n as href, o as Navigate } from "./paths-BVsv1d7S.js";
import { t as useBusiness } from "./get-business-DnLkDCn-.js";
import { t as Trash } from "./trash-D8l9rHpq.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { o as useForm, s as useWatch, t as Controller } from "./index.esm-Be5ffa0p.js";
import { a as BusinessTermsBody, i as BusinessGeneralBody, o as BusinessTradeBody, r as BusinessFactoryBody, s as CertificateBody, t as BusinessContactBody } from "./business-profile-Mli-eFA6.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { n as uploadBusinessImage } from "./use-object-url-C2SWl7z7.js";
import { t as bodyResolver } from "./form-resolver-DNj_ktuU.js";
import { A as useQueryClient, n as apiRequest, t as ApiError } from "./http-4wuBHQRk.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { n as CategoryChecklist, t as ImagePicker } from "./image-picker-DQ8PiVEU.js";
import { i as TextInput, n as SelectInput, r as TextArea, t as Field } from "./field-CobJeqAW.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { a as DialogOverlay, c as DialogTrigger, i as DialogDescription, n as DialogClose, o as DialogPortal, r as DialogContent, s as DialogTitle, t as Dialog } from "./dist-CVs-TAWR.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as CountryStateFields } from "./country-state-fields-BbnDQFZo.js";
import { i as PopoverPortal, n as PopoverAnchor, r as PopoverContent, t as Popover, u as ChevronDown } from "./dist-lKcYvgip.js";
import { t as Check } from "./check-DluBKa1w.js";
import { t as X } from "./x-CdefWJBa.js";
import { t as useIndustryTree } from "./get-industry-tree-CyLFn-yi.js";
import { t as useBusinessTypes } from "./get-business-types-B2ooPHFx.js";
import { t as useCountries } from "./get-countries-DzYE38ig.js";
import { t as useLanguages } from "./get-languages-7bGTGFa9.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
// src/features/businesses/api/add-certificate.ts
/** POST /business/profile/{id}/certificates. */
var addCertificate = (businessID, body) => apiRequest(`/business/profile/${encodeURIComponent(businessID)}/certificates`, {
	method: "POST",
	body
});
function useAddCertificate(businessID) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => addCertificate(businessID, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["business"] })
	});
}
// src/features/businesses/api/delete-certificate.ts
/** DELETE /business/profile/{id}/certificates/{certificateId}. */
var deleteCertificate = (businessID, certificateID) => apiRequest(`/business/profile/${encodeURIComponent(businessID)}/certificates/${encodeURIComponent(certificateID)}`, { method: "DELETE" });
function useDeleteCertificate(businessID) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (certificateID) => deleteCertificate(businessID, certificateID),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["business"] })
	});
}
// src/features/businesses/api/update-business-section.ts
/** PUT /business/profile/{id}/{section}: each edit tab saves on its own. */
var updateBusinessSection = (id, section, body) => apiRequest(`/business/profile/${encodeURIComponent(id)}/${section}`, {
	method: "PUT",
	body
});
function useUpdateBusinessSection(id, section) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => updateBusinessSection(id, section, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["business"] })
	});
}
// src/features/businesses/components/edit-tab-kit.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Shared pieces of the business edit tabs: the per-section form, its controls, the wide cell and value helpers. */
var SAVED = "Saved successfully";
var FAILED = "Something was wrong, try again please";
var num = (value) => value.trim() === "" ? void 0 : Number(value);
var list = (value) => value.split(",").map((name) => name.trim()).filter(Boolean).map((name) => ({ name }));
var joined = (items) => items.map((item) => item.name).join(", ");
var str = (value) => value.trim() ? value.trim() : void 0;
/**
* One tab's form (react-hook-form, its resolver checking the section's body against the contract): sends its
* section on its own and shows the server's message when it refuses.
*/
function SectionForm({ businessID, section, form, build, children }) {
	const save = useUpdateBusinessSection(businessID, section);
	const { errors, isSubmitting } = form.formState;
	const submit = form.handleSubmit(async (values) => {
		try {
			await save.mutateAsync(await build(values));
			toast.success(SAVED);
		} catch (failure) {
			form.setError("root.server", { message: failure instanceof ApiError ? failure.message : FAILED });
			toast.error(FAILED);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		className: "space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
		onSubmit: submit,
		children: [
			errors.root?.server && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "rounded-lg bg-red-50 p-3 text-sm text-red-800",
				children: errors.root.server.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex justify-end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					disabled: isSubmitting,
					className: buttonClass("primary"),
					children: isSubmitting ? "Saving…" : "Save"
				})
			})
		]
	});
}
/** A TextInput bound to a form field, showing the field's validation message. */
function TextControl({ control, name, ...rest }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name,
		render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
			...rest,
			value: field.value,
			onChange: field.onChange,
			onBlur: field.onBlur,
			error: fieldState.error?.message
		})
	});
}
/** A TextArea bound to a form field, showing the field's validation message. */
function TextAreaControl({ control, name, ...rest }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name,
		render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
			...rest,
			value: field.value,
			onChange: field.onChange,
			onBlur: field.onBlur,
			error: fieldState.error?.message
		})
	});
}
var Wide = ({ children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
	className: "sm:col-span-2",
	children
});
// src/features/businesses/components/certificates-tab.tsx
var EMPTY_CERTIFICATE = {
	name: "",
	issueDate: "",
	expireDate: "",
	photo: null
};
/** The certificate's body without its photo, which is uploaded only when it is sent. */
var toBody$3 = (v) => ({
	name: v.name.trim(),
	issueDate: str(v.issueDate),
	expireDate: str(v.expireDate)
});
var resolver$3 = bodyResolver(CertificateBody, toBody$3);
function CertificatesTab({ business }) {
	const add = useAddCertificate(business.businessID);
	const remove = useDeleteCertificate(business.businessID);
	const { control, handleSubmit, reset, setError, formState } = useForm({
		defaultValues: EMPTY_CERTIFICATE,
		resolver: resolver$3
	});
	const submit = handleSubmit(async (values) => {
		try {
			await add.mutateAsync({
				...toBody$3(values),
				photo: values.photo ? await uploadBusinessImage(values.photo) : void 0
			});
			toast.success(SAVED);
			reset(EMPTY_CERTIFICATE);
		} catch (failure) {
			setError("root.server", { message: failure instanceof ApiError ? failure.message : FAILED });
			toast.error(FAILED);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			noValidate: true,
			className: "grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6",
			onSubmit: submit,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "text-lg font-semibold text-slate-900 sm:col-span-2",
					children: "Add a certificate"
				}),
				formState.errors.root?.server && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "alert",
					className: "rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2",
					children: formState.errors.root.server.message
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
					control,
					name: "name",
					label: "Certificate name",
					required: true
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
					control,
					name: "issueDate",
					label: "Issue date",
					type: "date"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
					control,
					name: "expireDate",
					label: "Expiry date",
					type: "date"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control,
					name: "photo",
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
						label: "Certificate photo",
						shape: "cover",
						file: field.value,
						onChange: field.onChange
					})
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "flex justify-end sm:col-span-2",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						disabled: formState.isSubmitting,
						className: buttonClass("primary"),
						children: formState.isSubmitting ? "Saving…" : "Add certificate"
					})
				})
			]
		}), business.certificates.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-sm text-slate-600",
			children: "No certificates yet."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid gap-4 sm:grid-cols-2",
			children: business.certificates.map((certificate) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200",
				children: [
					certificate.photo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						src: certificate.photo.url,
						alt: "",
						className: "size-16 rounded object-cover"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "font-semibold text-slate-900",
							children: certificate.name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "text-xs text-slate-600",
							children: [certificate.issueDate, certificate.expireDate].filter(Boolean).join(" – ")
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						disabled: remove.isPending,
						onClick: () => remove.mutate(certificate.id, {
							onSuccess: () => toast.success(SAVED),
							onError: (failure) => toast.error(failure.message || "Something was wrong, try again please")
						}),
						className: "rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
							"aria-hidden": true,
							className: "size-4"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "sr-only",
							children: ["Delete certificate ", certificate.name]
						})]
					})
				]
			}, certificate.id))
		})]
	});
}
// src/features/businesses/api/delete-business.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** DELETE /business/profile/{id}: owners only; products, members and certificates go with it. */
var deleteBusiness = (businessID) => apiRequest(`/business/profile/${encodeURIComponent(businessID)}`, { method: "DELETE" });
function useDeleteBusiness(businessID) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => deleteBusiness(businessID),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["business"] })
	});
}
// src/features/businesses/components/delete-business.tsx
/** Owners only: deletes the business after an explicit confirmation naming it. */
function DeleteBusiness({ businessID, companyName }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const remove = useDeleteBusiness(businessID);
	const navigate = useNavigate();
	const confirm = () => remove.mutate(void 0, {
		onSuccess: () => {
			toast.success(`${companyName} was deleted.`);
			navigate("/my-business");
		},
		onError: (error) => toast.error(error instanceof ApiError ? error.message : "Something was wrong, try again please")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "danger-zone",
		className: "rounded-xl border border-red-200 bg-red-50 p-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "danger-zone",
				className: "font-semibold text-red-900",
				children: "Delete this business"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-sm text-red-800",
				children: "The profile, its products, members and certificates are removed for good. This cannot be undone."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
				open,
				onOpenChange: setOpen,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogTrigger, {
					className: "mt-3 inline-flex items-center gap-2 rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
						"aria-hidden": true,
						className: "size-4"
					}), " Delete business"]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogPortal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogOverlay, { className: "fixed inset-0 z-40 bg-slate-900/50" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
					className: "fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogTitle, {
							className: "text-lg font-semibold text-slate-900",
							children: [
								"Delete ",
								companyName,
								"?"
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, {
							className: "mt-2 text-sm text-slate-600",
							children: "Buyers will no longer find it, and its products and members are removed."
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "mt-6 flex justify-end gap-2",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogClose, {
								className: "rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
								children: "Cancel"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								onClick: confirm,
								disabled: remove.isPending,
								className: "rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60",
								children: remove.isPending ? "Deleting…" : "Delete for good"
							})]
						})
					]
				})] })]
			})
		]
	});
}
// src/features/businesses/components/contact-tab.tsx
var toBody$2 = (v) => ({
	country: v.country,
	state: str(v.state),
	city: str(v.city),
	zipcode: str(v.zipcode),
	legalAddressEnglish: str(v.legalAddressEnglish),
	shippingAddressEnglish: str(v.shippingAddressEnglish),
	email: str(v.email),
	website: str(v.website),
	phone: v.phoneCode.trim() && v.phone.trim() ? {
		countryCode: v.phoneCode.trim(),
		businessPhoneNumber: v.phone.trim()
	} : void 0
});
var resolver$2 = bodyResolver(BusinessContactBody, toBody$2);
function ContactTab({ business, countries }) {
	const c = business.contactInfo;
	const form = useForm({
		resolver: resolver$2,
		defaultValues: {
			country: c.country.code,
			state: c.state?.stateID ?? "",
			city: c.city ?? "",
			zipcode: c.zipcode ?? "",
			legalAddressEnglish: c.legalAddressEnglish ?? "",
			shippingAddressEnglish: c.shippingAddressEnglish ?? "",
			email: c.email ?? "",
			website: c.website ?? "",
			phoneCode: c.phone?.countryCode ?? "",
			phone: c.phone?.businessPhoneNumber ?? ""
		}
	});
	const { control, setValue } = form;
	const [country, state] = useWatch({
		control,
		name: ["country", "state"]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SectionForm, {
		businessID: business.businessID,
		section: "contact",
		form,
		build: toBody$2,
		children: [
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
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "city",
				label: "City"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "zipcode",
				label: "Zip code"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "legalAddressEnglish",
				label: "Legal address (in English)"
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "shippingAddressEnglish",
				label: "Shipping address (in English)"
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "email",
				label: "Business e-mail",
				type: "email"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "website",
				label: "Website"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "phoneCode",
				label: "Phone country code"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "phone",
				label: "Phone number",
				type: "tel"
			})
		]
	});
}
// src/features/businesses/components/factory-tab.tsx
var CONTRACT = [
	["OEM", "OEM"],
	["ODM", "ODM"],
	["PRIVATE_LABEL", "Private label"],
	["DESIGN", "Design"]
];
var toBody$1 = (v) => ({
	manufacturingFacilities: str(v.manufacturingFacilities),
	city: str(v.city),
	zipcode: str(v.zipcode),
	country: str(v.country),
	state: str(v.state),
	factorySize: num(v.factorySize),
	numberProductionLines: num(v.numberProductionLines),
	contractManufacturing: v.contractManufacturing
});
var resolver$1 = bodyResolver(BusinessFactoryBody, toBody$1);
function FactoryTab({ business, countries }) {
	const f = business.factory;
	const form = useForm({
		resolver: resolver$1,
		defaultValues: {
			manufacturingFacilities: f.manufacturingFacilities ?? "",
			country: f.country?.code ?? "",
			state: f.state?.stateID ?? "",
			city: f.city ?? "",
			zipcode: f.zipcode ?? "",
			factorySize: f.factorySize?.toString() ?? "",
			numberProductionLines: f.numberProductionLines?.toString() ?? "",
			contractManufacturing: f.contractManufacturing.map((item) => item.code)
		}
	});
	const { control, setValue } = form;
	const [country, state] = useWatch({
		control,
		name: ["country", "state"]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SectionForm, {
		businessID: business.businessID,
		section: "factory",
		form,
		build: toBody$1,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextAreaControl, {
				control,
				name: "manufacturingFacilities",
				label: "Manufacturing facilities",
				max: 1e3
			}) }),
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
				countryPlaceholder: "Select a country"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "city",
				label: "City"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "zipcode",
				label: "Zip code"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "factorySize",
				label: "Factory size (m²)",
				type: "number"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "numberProductionLines",
				label: "Number of production lines",
				type: "number"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "contractManufacturing",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
					className: "sm:col-span-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "text-sm font-medium text-slate-800",
						children: "Contract manufacturing"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "mt-2 flex flex-wrap gap-4",
						children: CONTRACT.map(([code, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: "flex items-center gap-2 text-sm text-slate-700",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: "checkbox",
								checked: field.value.includes(code),
								onChange: (event) => field.onChange(event.target.checked ? [...field.value, code] : field.value.filter((v) => v !== code)),
								className: "size-4 accent-brand-600"
							}), label]
						}, code))
					})]
				})
			})
		]
	});
}
// src/features/businesses/components/general-tab.tsx
/** The section's body without its images, which are uploaded only when it is sent. */
var toBody = (v) => ({
	companyName: v.companyName.trim(),
	businessType: v.businessType,
	categories: v.categories.map((category) => `${v.industryId}.${category}`),
	yearStablished: num(v.yearStablished),
	totalEmployees: v.employeesMin || v.employeesMax ? {
		min: num(v.employeesMin),
		max: num(v.employeesMax)
	} : void 0,
	shortDescription: v.shortDescription.trim(),
	generalDescription: str(v.generalDescription),
	video: str(v.video) ? { url: v.video.trim() } : void 0
});
var resolver = bodyResolver(BusinessGeneralBody, toBody, { totalEmployees: "employeesMax" });
function GeneralTab({ business, businessTypes, industries }) {
	const g = business.general;
	const form = useForm({
		resolver,
		defaultValues: {
			logo: null,
			cover: null,
			companyName: g.companyName,
			businessType: g.businessType.code,
			industryId: g.categories[0]?.industryId ?? g.industry.id,
			categories: g.categories.map((category) => category.id),
			yearStablished: g.yearStablished?.toString() ?? "",
			employeesMin: g.totalEmployees?.min?.toString() ?? "",
			employeesMax: g.totalEmployees?.max?.toString() ?? "",
			shortDescription: g.shortDescription,
			generalDescription: g.generalDescription ?? "",
			video: g.video?.url ?? ""
		}
	});
	const { control, setValue } = form;
	const industryId = useWatch({
		control,
		name: "industryId"
	});
	const industry = industries.find((item) => item.id === industryId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SectionForm, {
		businessID: business.businessID,
		section: "general",
		form,
		build: async (values) => ({
			...toBody(values),
			profilePhoto: values.logo ? await uploadBusinessImage(values.logo) : void 0,
			coverPhoto: values.cover ? await uploadBusinessImage(values.cover) : void 0
		}),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "cover",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
					label: "Cover photo",
					shape: "cover",
					file: field.value,
					currentUrl: g.coverPhoto?.url,
					onChange: field.onChange,
					hint: "Recommended 200x800."
				})
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "logo",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
					label: "Business logo",
					shape: "logo",
					file: field.value,
					currentUrl: g.profilePhoto?.url,
					onChange: field.onChange
				})
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "companyName",
				label: "Company name",
				required: true
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "businessType",
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectInput, {
					label: "Business type",
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
				control,
				name: "industryId",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectInput, {
					label: "Main industry",
					value: field.value,
					options: industries,
					onChange: (id) => {
						field.onChange(id);
						setValue("categories", []);
					}
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "categories",
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryChecklist, {
					industry,
					value: field.value,
					onChange: (update) => field.onChange(update(field.value)),
					error: fieldState.error?.message
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "yearStablished",
				label: "Year established",
				type: "number"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid grid-cols-2 gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
					control,
					name: "employeesMin",
					label: "Employees (min)",
					type: "number"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
					control,
					name: "employeesMax",
					label: "Employees (max)",
					type: "number"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextAreaControl, {
				control,
				name: "shortDescription",
				label: "Short description",
				max: 600
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextAreaControl, {
				control,
				name: "generalDescription",
				label: "General description",
				max: 5e3
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "video",
				label: "YouTube video link",
				type: "url"
			}) })
		]
	});
}
// src/components/ui/combobox-options.ts
var fold = (text) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
/** Options whose label or detail contains the query; those that start with it come first. */
function filterOptions(options, query) {
	const q = fold(query.trim());
	if (!q) return options;
	const words = (option) => [fold(option.label), fold(option.detail ?? "")];
	const matches = options.filter((option) => words(option).some((word) => word.includes(q)));
	const starts = (option) => words(option).some((word) => word.startsWith(q));
	return [...matches.filter(starts), ...matches.filter((option) => !starts(option))];
}
// src/components/ui/removable-chips.tsx
/** Chosen items as chips, each with a button that removes it; nothing when there are none. */
function RemovableChips({ label, items, onRemove }) {
	if (items.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		"aria-label": label,
		className: "flex flex-wrap gap-1.5",
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-brand-800 ring-1 ring-brand-200",
			children: [item.label, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				onClick: () => onRemove(item.value),
				className: "rounded-full p-0.5 hover:bg-brand-100 hover:text-brand-900",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
					"aria-hidden": true,
					className: "size-3.5"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "sr-only",
					children: ["Remove ", item.label]
				})]
			})]
		}, item.value))
	});
}
// src/components/ui/multi-select-combobox.tsx
var optionId = (comboboxId, index) => `${comboboxId}-option-${index}`;
/**
* A searchable multi-select (WAI-ARIA combobox with a multi-selectable listbox): type to filter, arrows to move,
* Enter to pick or drop, Escape to close, Backspace in an empty box drops the last choice. Choices show as chips
* with remove buttons. The list is a Radix popover, so it flips above the box when there is no room below.
*/
function MultiSelectCombobox({ id, label, describedBy, options, value, onChange, max = Infinity, placeholder = "Type to search…" }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const [query, setQuery] = (0, import_react.useState)("");
	const [active, setActive] = (0, import_react.useState)(0);
	const anchor = (0, import_react.useRef)(null);
	const input = (0, import_react.useRef)(null);
	const listId = `${id}-listbox`;
	const byValue = (0, import_react.useMemo)(() => new Map(options.map((option) => [option.value, option])), [options]);
	const shown = (0, import_react.useMemo)(() => filterOptions(options, query), [options, query]);
	const full = value.length >= max;
	(0, import_react.useEffect)(() => {
		if (open) document.getElementById(optionId(id, active))?.scrollIntoView({ block: "nearest" });
	}, [
		open,
		active,
		id,
		query
	]);
	const toggle = (option) => {
		if (value.includes(option.value)) onChange(value.filter((item) => item !== option.value));
		else if (!full) onChange([...value, option.value]);
		setQuery("");
		setActive(0);
	};
	const onKeyDown = (event) => {
		const move = {
			ArrowDown: 1,
			ArrowUp: -1
		}[event.key];
		if (move) {
			event.preventDefault();
			if (!open) setOpen(true);
			else setActive((current) => (current + move + shown.length) % Math.max(shown.length, 1));
		} else if (event.key === "Enter" && open) {
			event.preventDefault();
			const option = shown[active];
			if (option) toggle(option);
		} else if (event.key === "Escape" && open) {
			event.preventDefault();
			setOpen(false);
		} else if (event.key === "Backspace" && !query && value.length) onChange(value.slice(0, -1));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Popover, {
		open,
		onOpenChange: setOpen,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverAnchor, {
				asChild: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					ref: anchor,
					onClick: (event) => {
						if (event.target.closest("button")) return;
						input.current?.focus();
						setOpen(true);
					},
					className: "mt-1 flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm has-[input:focus]:border-brand-500 has-[input:focus]:ring-2 has-[input:focus]:ring-brand-200 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-500",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemovableChips, {
							label: `Chosen ${label.toLowerCase()}`,
							items: value.map((item) => ({
								value: item,
								label: byValue.get(item)?.label ?? item
							})),
							onRemove: (item) => onChange(value.filter((other) => other !== item))
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							ref: input,
							id,
							type: "text",
							role: "combobox",
							autoComplete: "off",
							"aria-autocomplete": "list",
							"aria-expanded": open,
							"aria-controls": listId,
							"aria-activedescendant": open && shown[active] ? optionId(id, active) : void 0,
							"aria-describedby": describedBy,
							placeholder,
							value: query,
							onChange: (event) => {
								setQuery(event.target.value);
								setActive(0);
								setOpen(true);
							},
							onKeyDown,
							style: { outline: "none" },
							className: "min-w-32 flex-1 border-0 bg-transparent px-1 py-0.5 text-slate-900"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
							"aria-hidden": true,
							className: "size-4 shrink-0 text-slate-500"
						})
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverPortal, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverContent, {
				role: "listbox",
				id: listId,
				"aria-label": label,
				"aria-multiselectable": true,
				align: "start",
				sideOffset: 4,
				onOpenAutoFocus: (event) => event.preventDefault(),
				onCloseAutoFocus: (event) => event.preventDefault(),
				onInteractOutside: (event) => {
					if (anchor.current?.contains(event.target)) event.preventDefault();
				},
				className: "z-50 max-h-[min(18rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) overflow-y-auto rounded-lg bg-white p-1 text-sm shadow-lg ring-1 ring-slate-200",
				children: shown.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					role: "option",
					"aria-selected": false,
					"aria-disabled": true,
					className: "px-3 py-2 text-slate-600",
					children: [
						"Nothing matches “",
						query.trim(),
						"”"
					]
				}) : shown.map((option, index) => {
					const selected = value.includes(option.value);
					const disabled = full && !selected;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						id: optionId(id, index),
						role: "option",
						"aria-selected": selected,
						"aria-disabled": disabled || void 0,
						onMouseDown: (event) => event.preventDefault(),
						onMouseMove: () => setActive(index),
						onClick: () => toggle(option),
						className: `flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 ${index === active ? "bg-brand-50 text-brand-900" : "text-slate-800"} ${disabled ? "cursor-not-allowed opacity-50" : ""}`,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
								"aria-hidden": true,
								className: `size-4 shrink-0 ${selected ? "" : "invisible"}`
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "flex-1",
								children: option.label
							}),
							option.detail && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								"aria-hidden": true,
								className: "text-xs text-slate-500",
								children: option.detail
							})
						]
					}, option.value);
				})
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "sr-only",
				children: open && query.trim() ? `${shown.length} ${shown.length === 1 ? "match" : "matches"}` : ""
			})
		]
	});
}
// src/features/businesses/components/trade-terms-tabs.tsx
var COMMAS = "Separated by commas.";
var toTradeBody = (v) => ({
	markets: list(v.markets),
	spokenLanguages: v.spokenLanguages,
	totalEmployeesSales: num(v.totalEmployeesSales),
	averageLeadTime: num(v.averageLeadTime)
});
var tradeResolver = bodyResolver(BusinessTradeBody, toTradeBody);
function TradeTab({ business, languages }) {
	const t = business.tradeCapabilities;
	const form = useForm({
		resolver: tradeResolver,
		defaultValues: {
			markets: joined(t.markets),
			spokenLanguages: t.spokenLanguages.map((language) => language.code),
			totalEmployeesSales: t.totalEmployeesSales?.toString() ?? "",
			averageLeadTime: t.averageLeadTime?.toString() ?? ""
		}
	});
	const { control } = form;
	const options = (0, import_react.useMemo)(() => languages.map((language) => ({
		value: language.code,
		label: language.languageName,
		detail: language.code
	})), [languages]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SectionForm, {
		businessID: business.businessID,
		section: "trade-capabilities",
		form,
		build: toTradeBody,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "markets",
				label: "Main markets",
				hint: COMMAS
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "spokenLanguages",
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: "Spoken languages",
					hint: `Type to search the ${languages.length} languages; 30 at most.`,
					error: fieldState.error?.message,
					children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MultiSelectCombobox, {
						id: props.id,
						describedBy: props["aria-describedby"],
						label: "Spoken languages",
						options,
						value: field.value,
						onChange: field.onChange,
						max: 30
					})
				})
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "totalEmployeesSales",
				label: "Sales employees",
				type: "number"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
				control,
				name: "averageLeadTime",
				label: "Average lead time (days)",
				type: "number"
			})
		]
	});
}
var TERMS = [
	["acceptedDeliveryTerms", "Accepted delivery terms"],
	["acceptedPaymentCurrencies", "Accepted payment currencies"],
	["packagingTypes", "Packaging types"],
	["acceptedPaymentTypes", "Accepted payment types"]
];
var toTermsBody = (v) => ({
	acceptedDeliveryTerms: list(v.acceptedDeliveryTerms),
	acceptedPaymentCurrencies: list(v.acceptedPaymentCurrencies),
	packagingTypes: list(v.packagingTypes),
	acceptedPaymentTypes: list(v.acceptedPaymentTypes)
});
var termsResolver = bodyResolver(BusinessTermsBody, toTermsBody);
function TermsTab({ business }) {
	const t = business.businessTerms;
	const form = useForm({
		resolver: termsResolver,
		defaultValues: {
			acceptedDeliveryTerms: joined(t.acceptedDeliveryTerms),
			acceptedPaymentCurrencies: joined(t.acceptedPaymentCurrencies),
			packagingTypes: joined(t.packagingTypes),
			acceptedPaymentTypes: joined(t.acceptedPaymentTypes)
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionForm, {
		businessID: business.businessID,
		section: "business-terms",
		form,
		build: toTermsBody,
		children: TERMS.map(([name, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wide, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextControl, {
			control: form.control,
			name,
			label,
			hint: COMMAS
		}) }, name))
	});
}
// src/app/routes/business-edit.tsx
var TABS = [
	["general", "General"],
	["contact", "Contact"],
	["factory", "Factory"],
	["trade-capabilities", "Trade Capabilities"],
	["business-terms", "Business Terms"],
	["certificates", "Certificates"]
];
/** Edit a business profile, one tab per section (spec part 2, section 2.7). The layout hides the footer here. */
function Component() {
	usePageMeta("Manage Profile", "Edit your business profile.");
	const { id = "", tab = "general" } = useParams();
	const business = useBusiness(id);
	const countries = useCountries();
	const businessTypes = useBusinessTypes();
	const industries = useIndustryTree();
	const languages = useLanguages();
	if (!TABS.some(([key]) => key === tab)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: "../general",
		relative: "path",
		replace: true
	});
	if (business.isError || countries.isError || businessTypes.isError || industries.isError || languages.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "p-8 text-center text-slate-700",
		children: "An unexpected error has occurred, please try refreshing the page."
	});
	if (!business.data || !countries.data || !businessTypes.data || !industries.data || !languages.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: "p-8 text-center text-slate-600",
		children: "Loading…"
	});
	const data = business.data;
	const base = href.business(data.general.companyName, data.businessID);
	if (data.session.access !== "owner" && data.session.access !== "admin") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "p-8 text-center text-slate-700",
		children: [
			"Only the owners and administrators of this business can edit it.",
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: base,
				className: "text-brand-700 underline",
				children: "Back to the business"
			})
		]
	});
	const current = tab;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-4xl space-y-6 px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: `${base}?editMode=1`,
					className: "text-brand-700 hover:underline",
					children: data.general.companyName
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-bold text-slate-900",
				children: "Manage Profile"
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": "Profile sections",
				className: "-mx-4 overflow-x-auto px-4",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "flex min-w-max gap-1 border-b border-slate-200",
					children: TABS.map(([key, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
						to: `${base}edit/${key}`,
						className: ({ isActive }) => `block border-b-2 px-3 py-2 text-sm font-semibold ${isActive ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`,
						children: label
					}) }, key))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
				current === "general" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GeneralTab, {
					business: data,
					businessTypes: businessTypes.data,
					industries: industries.data
				}),
				current === "contact" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactTab, {
					business: data,
					countries: countries.data
				}),
				current === "factory" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FactoryTab, {
					business: data,
					countries: countries.data
				}),
				current === "trade-capabilities" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TradeTab, {
					business: data,
					languages: languages.data
				}),
				current === "business-terms" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TermsTab, { business: data }),
				current === "certificates" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CertificatesTab, { business: data })
			] }, `${current}-${data.businessID}`),
			current === "general" && data.session.access === "owner" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteBusiness, {
				businessID: data.businessID,
				companyName: data.general.companyName
			})
		]
	});
}
var handle = { hideFooter: true };
export { Component, handle };

//# sourceMappingURL=business-edit-B_4ZBCYy.js.map