import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as Pencil } from "./pencil-BCjpET7G.js";
import { t as Plus } from "./plus-DxRcIC8n.js";
import { t as Trash } from "./trash-D8l9rHpq.js";
import { g as useSearchParams, h as useParams, i as Link, n as href } from "./paths-BVsv1d7S.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { n as PRODUCT_LIMITS, t as BusinessSummary } from "./business-DabP6kpD.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { t as useBusiness } from "./get-business-DnLkDCn-.js";
import { t as useIndustryTree } from "./get-industry-tree-CyLFn-yi.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { A as useQueryClient, i as postSignedUpload, n as apiRequest, t as ApiError } from "./http-4wuBHQRk.js";
import { A as Literal, B as Unsafe, H as Unknown, K as Optional, N as Boolean$1, S as Number$1, W as _Object_, _ as Union, et as _Array_, j as Integer, w as Null, y as String$1 } from "./_add_immutable-Bc_qPmB1.js";
import { n as Refine } from "./_refine-CgT2rO6R.js";
import { a as useBusinessProducts, c as MAX_TRADE_AMOUNT, d as TRADE_UNITS, f as TRADE_UNIT_CODES, l as PAYMENT_TERMS, o as INCOTERMS, s as INCOTERM_NAMES, t as ProductGrid, u as SUPPLY_PERIODS } from "./product-card-BF3fGZB2.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { a as useController, o as useForm, s as useWatch, t as Controller } from "./index.esm-Be5ffa0p.js";
import { a as inputClass, i as TextInput, n as SelectInput, o as labelClass, r as TextArea } from "./field-CobJeqAW.js";
import { c as UPLOAD_MESSAGES, i as StoredImage } from "./profile-Dm_2PdCo.js";
import { n as matchesSchema, r as schemaResolver } from "./form-resolver-DNj_ktuU.js";
import { t as X } from "./x-CdefWJBa.js";
import { n as uploadBusinessImage, t as useObjectUrl } from "./use-object-url-C2SWl7z7.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
// ../../packages/contracts/src/product-terms.ts
/**
* The commercial terms of a product: what it costs, how much must be ordered, how much can be supplied, how it
* ships and how it is paid. Lists here are the values the API accepts and search filters on.
*/
/** One of `values`, typed as their union (a mapped array of literals would lose it). */
var literals = (values) => Unsafe(Union(values.map((value) => Literal(value))));
var Unit = literals(TRADE_UNIT_CODES);
/**
* The price range per unit. `currency` is an ISO 4217 code the runtime knows (`Intl.supportedValuesOf`), checked
* by the API along with `min <= max` and the currency's decimals.
*/
var ProductPrice = _Object_({
	min: Number$1({
		exclusiveMinimum: 0,
		maximum: MAX_TRADE_AMOUNT
	}),
	max: Number$1({
		exclusiveMinimum: 0,
		maximum: MAX_TRADE_AMOUNT
	}),
	currency: String$1({ pattern: "^[A-Z]{3}$" }),
	unit: Unit
}, { additionalProperties: false });
var ProductQuantity = _Object_({
	quantity: Integer({
		minimum: 1,
		maximum: MAX_TRADE_AMOUNT
	}),
	unit: Unit
}, { additionalProperties: false });
var ProductSupply = _Object_({
	quantity: Integer({
		minimum: 1,
		maximum: MAX_TRADE_AMOUNT
	}),
	unit: Unit,
	period: literals(SUPPLY_PERIODS)
}, { additionalProperties: false });
/** A PDF catalogue or datasheet in a product form: a new upload (its token) or the one the product has (its url). */
var ProductDatasheetRef = Union([_Object_({ token: String$1({ format: "uuid" }) }, { additionalProperties: false }), _Object_({ url: String$1({
	minLength: 1,
	maxLength: 500
}) }, { additionalProperties: false })]);
/** The commercial fields of a product form; all optional, an absent one is cleared on save. */
var ProductTermsBody = {
	price: Optional(ProductPrice),
	moq: Optional(ProductQuantity),
	supplyAbility: Optional(ProductSupply),
	portOfShipment: Optional(String$1({ maxLength: 120 })),
	paymentTerms: Optional(_Array_(literals(PAYMENT_TERMS), { uniqueItems: true })),
	incoterms: Optional(_Array_(literals(INCOTERMS), { uniqueItems: true })),
	packaging: Optional(String$1({ maxLength: 1e3 })),
	datasheet: Optional(ProductDatasheetRef)
};
/** The commercial fields of a product as answered; null when the supplier did not state them. */
var ProductTerms = {
	price: Union([ProductPrice, Null()]),
	moq: Union([ProductQuantity, Null()]),
	supplyAbility: Union([ProductSupply, Null()]),
	portOfShipment: Union([String$1(), Null()]),
	paymentTerms: _Array_(String$1()),
	incoterms: _Array_(String$1()),
	packaging: Union([String$1(), Null()]),
	datasheet: Union([_Object_({
		url: String$1({ description: "Downloads the PDF (served as an attachment)" }),
		name: String$1(),
		size: Integer()
	}), Null()])
};
_Object_({
	contentType: Literal("application/pdf"),
	fileSize: Integer({
		minimum: 1,
		maximum: 10485760
	})
}, { additionalProperties: false });
// ../../packages/contracts/src/product.ts
var Text = (maxLength, minLength = 0) => String$1({
	minLength,
	maxLength
});
var Nullable = (schema) => Union([schema, Null()]);
/** An image in a product form: a new upload (its token) or one the product already has (its url). */
var ProductImageRef = Union([_Object_({ token: String$1({ format: "uuid" }) }, { additionalProperties: false }), _Object_({ url: Text(500, 1) }, { additionalProperties: false })]);
var ProductBody = _Object_({
	name: Text(120, 2),
	keywords: _Array_(Text(40, 1), { maxItems: 20 }),
	description: Text(5e3, 20),
	industryId: String$1({ pattern: "^\\d{4}$" }),
	categoryId: String$1({ pattern: "^\\d{4}-\\d{2}$" }),
	subCategoryId: Optional(String$1({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" })),
	leadTime: Optional(Text(60)),
	stock: Boolean$1(),
	specs: _Array_(_Object_({
		key: Text(60, 1),
		value: Text(500, 1)
	}, { additionalProperties: false }), { maxItems: 30 }),
	mainImage: Optional(ProductImageRef),
	images: _Array_(ProductImageRef, { maxItems: 10 }),
	videos: _Array_(_Object_({ url: Text(300, 1) }, { additionalProperties: false }), { maxItems: 5 }),
	...ProductTermsBody
}, { additionalProperties: false });
var Named = _Object_({
	id: String$1(),
	name: String$1()
});
_Object_({
	productID: String$1({ format: "uuid" }),
	businessID: String$1({ format: "uuid" }),
	name: String$1(),
	keywords: _Array_(String$1()),
	description: String$1(),
	mainImage: Nullable(StoredImage),
	images: _Array_(StoredImage),
	photos: Integer({ description: "Number of images, main image included" }),
	videos: _Array_(_Object_({
		videoID: String$1(),
		url: String$1()
	})),
	industry: Named,
	category: Named,
	subCategory: Nullable(Named),
	leadTime: Nullable(String$1()),
	stock: Boolean$1(),
	specs: _Array_(_Object_({
		key: String$1(),
		value: String$1()
	})),
	...ProductTerms,
	createdAt: String$1({ format: "date-time" }),
	/** Beyond the membership's product limit after it lapsed: only the business's managers see it listed. */
	hidden: Boolean$1(),
	businessProfile: BusinessSummary
});
_Object_({ id: String$1({
	minLength: 36,
	maxLength: 800,
	description: "Product id, or a slug ending with it"
}) });
_Object_({ bid: String$1({
	minLength: 36,
	maxLength: 600
}) });
// src/features/products/api/create-product.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** POST /business/{id}/products; 409 when the membership's product limit is reached. */
var createProduct = (businessID, body) => apiRequest(`/business/${encodeURIComponent(businessID)}/products`, {
	method: "POST",
	body
});
function useCreateProduct(businessID) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => createProduct(businessID, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["product"] })
	});
}
// src/features/products/api/delete-product.ts
/** DELETE /product/{id}. */
var deleteProduct = (productID) => apiRequest(`/product/${encodeURIComponent(productID)}`, { method: "DELETE" });
function useDeleteProduct() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteProduct,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["product"] })
	});
}
// src/features/products/api/update-product.ts
/** PUT /product/{id}. */
var updateProduct = (productID, body) => apiRequest(`/product/${encodeURIComponent(productID)}`, {
	method: "PUT",
	body
});
function useUpdateProduct() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ productID, body }) => updateProduct(productID, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["product"] })
	});
}
// src/features/products/components/business-product-catalog.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The products of a business as buyers see them (/business/{id}/products): cards, a page at a time, the page in
* the address (`?page=2`) so it can be shared and survives a reload. The API answers the whole list (at most the
* membership's product limit, 100), so pages are cut here.
*/
function BusinessProductCatalog({ businessID, companyName, businessHref }) {
	const id = (0, import_react.useId)();
	const [params] = useSearchParams();
	const products = useBusinessProducts(businessID);
	const all = products.data ?? [];
	const pages = Math.max(1, Math.ceil(all.length / 12));
	const page = Math.min(pages, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
	const shown = products.data?.slice((page - 1) * 12, page * 12);
	const pageLink = (to) => to === 1 ? "?" : `?page=${to}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": id,
		className: "mx-auto max-w-6xl space-y-6 px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-sm text-slate-600",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: businessHref,
						className: "text-brand-700 hover:underline",
						children: companyName
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
					id,
					className: "text-2xl font-bold text-slate-900",
					children: ["Products of ", companyName]
				}),
				products.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-sm text-slate-600",
					children: [
						all.length,
						" ",
						all.length === 1 ? "product" : "products"
					]
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGrid, {
				products: shown,
				companyName,
				isPending: products.isPending,
				isError: products.isError
			}),
			pages > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
				"aria-label": "Product pages",
				className: "flex items-center justify-center gap-3",
				children: [
					page > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: pageLink(page - 1),
						className: buttonClass("outline", "sm"),
						children: "Previous"
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "text-sm text-slate-700",
						"aria-current": "page",
						children: [
							"Page ",
							page,
							" of ",
							pages
						]
					}),
					page < pages ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: pageLink(page + 1),
						className: buttonClass("outline", "sm"),
						children: "Next"
					}) : null
				]
			})
		]
	});
}
// src/features/products/components/product-terms-values.ts
var toTermsValues = (product) => ({
	priceMin: product?.price ? String(product.price.min) : "",
	priceMax: product?.price ? String(product.price.max) : "",
	currency: product?.price?.currency ?? "USD",
	priceUnit: product?.price?.unit ?? "piece",
	moq: product?.moq ? String(product.moq.quantity) : "",
	moqUnit: product?.moq?.unit ?? "piece",
	supply: product?.supplyAbility ? String(product.supplyAbility.quantity) : "",
	supplyUnit: product?.supplyAbility?.unit ?? "piece",
	supplyPeriod: product?.supplyAbility?.period ?? "month",
	portOfShipment: product?.portOfShipment ?? "",
	paymentTerms: product?.paymentTerms ?? [],
	incoterms: product?.incoterms ?? [],
	packaging: product?.packaging ?? "",
	datasheet: product?.datasheet ? {
		url: product.datasheet.url,
		size: product.datasheet.size
	} : null
});
/** An amount typed in the form: empty is none; anything else must be a number the save checks. */
var amount$1 = (text) => text.trim() === "" ? void 0 : Number(text);
/** Problems the form reports before sending, by field (the server checks the same and names the field too). */
function termsProblems(v) {
	const problems = {};
	const [min, max] = [amount$1(v.priceMin), amount$1(v.priceMax)];
	if (min !== void 0 && !(min > 0)) problems.priceMin = "Enter a price above 0.";
	if (max !== void 0 && !(max > 0)) problems.priceMax = "Enter a price above 0.";
	if (min !== void 0 && max !== void 0 && max < min) problems.priceMax = "The highest price must not be below the lowest.";
	for (const field of ["moq", "supply"]) {
		const quantity = amount$1(v[field]);
		if (quantity !== void 0 && !(Number.isInteger(quantity) && quantity >= 1)) problems[field] = "Enter a whole number of at least 1.";
	}
	return problems;
}
/** The terms part of the product save; `datasheetRef` turns a kept or picked PDF into what the API takes. */
async function toTermsBody(v, datasheetRef) {
	const [min, max, moq, supply] = [
		amount$1(v.priceMin),
		amount$1(v.priceMax),
		amount$1(v.moq),
		amount$1(v.supply)
	];
	const low = min ?? max;
	const high = max ?? min;
	return {
		...low !== void 0 && high !== void 0 ? { price: {
			min: low,
			max: high,
			currency: v.currency,
			unit: v.priceUnit
		} } : {},
		...moq !== void 0 ? { moq: {
			quantity: moq,
			unit: v.moqUnit
		} } : {},
		...supply !== void 0 ? { supplyAbility: {
			quantity: supply,
			unit: v.supplyUnit,
			period: v.supplyPeriod
		} } : {},
		...v.portOfShipment.trim() ? { portOfShipment: v.portOfShipment.trim() } : {},
		paymentTerms: v.paymentTerms,
		incoterms: v.incoterms,
		...v.packaging.trim() ? { packaging: v.packaging.trim() } : {},
		...v.datasheet ? { datasheet: await datasheetRef(v.datasheet) } : {}
	};
}
// src/features/products/components/product-form-values.ts
/** Splits a typed list on the separator, trimmed, empty items dropped. */
var splitList = (text, separator) => text.split(separator).map((item) => item.trim()).filter(Boolean);
var toKeywords = (text) => splitList(text, ",");
var toVideos = (text) => splitList(text, "\n").map((url) => ({ url }));
/** Rows with a name and a value are sent; a row left half empty is dropped. */
var toSpecs = (specs) => specs.map((spec) => ({
	key: spec.key.trim(),
	value: spec.value.trim()
})).filter((spec) => spec.key && spec.value);
var body = ProductBody.properties;
/** The rules of the product save, on the form's values: the typed lists are checked as they will be sent. */
var productFormSchema = _Object_({
	name: body.name,
	keywords: Refine(String$1(), (text) => matchesSchema(body.keywords, toKeywords(text)), () => "Up to 20 keywords, of at most 40 characters each."),
	description: body.description,
	industryId: body.industryId,
	categoryId: body.categoryId,
	subCategoryId: String$1(),
	leadTime: body.leadTime,
	stock: body.stock,
	specs: Refine(_Array_(_Object_({
		key: String$1(),
		value: String$1()
	})), (specs) => matchesSchema(body.specs, toSpecs(specs)), () => "Up to 30 specifications; names of at most 60 characters, values of at most 500."),
	mainImage: Unknown(),
	images: _Array_(Unknown(), { maxItems: 10 }),
	videos: Refine(String$1(), (text) => matchesSchema(body.videos, toVideos(text)), () => "Up to 5 links, of at most 300 characters each."),
	terms: Unknown()
});
var productFormResolver = schemaResolver(productFormSchema, {
	industryId: "Please select an industry.",
	categoryId: "Please select a category."
});
var toFormValues = (product) => ({
	name: product?.name ?? "",
	keywords: product?.keywords.join(", ") ?? "",
	description: product?.description ?? "",
	industryId: product?.industry.id ?? "",
	categoryId: product?.category.id ?? "",
	subCategoryId: product?.subCategory?.id ?? "",
	leadTime: product?.leadTime ?? "",
	stock: product?.stock ?? true,
	specs: product?.specs.length ? product.specs : [{
		key: "",
		value: ""
	}],
	mainImage: product?.mainImage ? { url: product.mainImage.url } : null,
	images: product?.images.map((image) => ({ url: image.url })) ?? [],
	videos: product?.videos.map((video) => video.url).join("\n") ?? "",
	terms: toTermsValues(product)
});
// src/features/products/components/product-images-editor.tsx
/** What the product save sends for an image: an upload token for a new file, the URL of a kept one. */
async function imageRef(item) {
	return item.file ? { token: await uploadBusinessImage(item.file) } : { url: item.url };
}
var toItem = (file) => ({
	url: file.name,
	file
});
function ImagePreview({ item, alt }) {
	const src = useObjectUrl(item.file) ?? item.url;
	return src ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src,
		alt,
		className: "size-20 rounded-lg object-cover ring-1 ring-slate-200"
	}) : null;
}
function ImageFileInput({ id, hintId, multiple, disabled, onFiles }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		id,
		type: "file",
		multiple,
		disabled,
		accept: "image/jpeg,image/png,image/webp,image/gif",
		"aria-describedby": hintId,
		onChange: (event) => {
			const files = Array.from(event.target.files ?? []);
			event.target.value = "";
			if (files.length) onFiles(files);
		},
		className: "mt-2 block text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700"
	});
}
/** The main image and the gallery of a product, with previews and remove buttons. */
function ProductImagesEditor({ mainImage, images, onMainImageChange, onImagesChange }) {
	const id = (0, import_react.useId)();
	const hintId = `${id}-hint`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-4 sm:grid-cols-2",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${id}-main`,
					className: labelClass,
					children: "Main image"
				}),
				mainImage && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-2 flex items-center gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePreview, {
						item: mainImage,
						alt: "Main image preview"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						onClick: () => onMainImageChange(null),
						className: buttonClass("ghost", "sm"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
							"aria-hidden": true,
							className: "size-4"
						}), " Remove"]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageFileInput, {
					id: `${id}-main`,
					hintId,
					onFiles: ([file]) => onMainImageChange(toItem(file))
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${id}-gallery`,
					className: labelClass,
					children: "Gallery images"
				}),
				images.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "mt-2 flex flex-wrap gap-2",
					children: images.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "relative",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePreview, {
							item: image,
							alt: `Gallery image ${index + 1} preview`
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
							type: "button",
							onClick: () => onImagesChange(images.filter((_, at) => at !== index)),
							className: "absolute -top-2 -right-2 rounded-full bg-white p-1 text-slate-700 shadow ring-1 ring-slate-200 hover:text-red-700",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
								"aria-hidden": true,
								className: "size-3"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "sr-only",
								children: ["Remove gallery image ", index + 1]
							})]
						})]
					}, `${image.url}-${index}`))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageFileInput, {
					id: `${id}-gallery`,
					hintId,
					multiple: true,
					disabled: images.length >= 10,
					onFiles: (files) => onImagesChange([...images, ...files.map(toItem)].slice(0, 10))
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				id: hintId,
				className: "text-xs text-slate-600 sm:col-span-2",
				children: [
					UPLOAD_MESSAGES.advice,
					" Up to ",
					10,
					" gallery images."
				]
			})
		]
	});
}
// src/features/products/components/product-taxonomy-fields.tsx
/** Industry, category and subcategory: one branch of the tree, so each choice clears the levels below it. */
function ProductTaxonomyFields({ industries, value, errors = {}, onChange }) {
	const industry = industries.find((item) => item.id === value.industryId);
	const category = industry?.categories.find((item) => item.id === value.categoryId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectInput, {
			label: "Industry",
			placeholder: "Select an industry",
			required: true,
			value: value.industryId,
			options: industries,
			onChange: (industryId) => onChange({
				industryId,
				categoryId: "",
				subCategoryId: ""
			}),
			error: errors.industryId
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectInput, {
			label: "Category",
			placeholder: "Select a category",
			required: true,
			value: value.categoryId,
			options: industry?.categories,
			onChange: (categoryId) => onChange({
				...value,
				categoryId,
				subCategoryId: ""
			}),
			error: errors.categoryId
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectInput, {
			label: "Subcategory",
			placeholder: "None",
			value: value.subCategoryId,
			options: category?.subCategories,
			onChange: (subCategoryId) => onChange({
				...value,
				subCategoryId
			})
		})
	] });
}
// src/features/products/components/product-terms-fields.tsx
var currencyNames = new Intl.DisplayNames(["en"], { type: "currency" });
/** Every ISO 4217 currency the browser knows, the common trade currencies first. */
var COMMON = [
	"USD",
	"EUR",
	"CNY",
	"GBP",
	"JPY",
	"CAD",
	"MXN"
];
var CURRENCIES = [...COMMON, ...Intl.supportedValuesOf("currency").filter((code) => !COMMON.includes(code))];
function Small({ label, error, children }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: id,
			className: labelClass,
			children: label
		}),
		children(id),
		error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "alert",
			className: "mt-1 text-xs text-red-700",
			children: error
		})
	] });
}
var options = (values, label = (value) => value) => values.map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
	value,
	children: label(value)
}, value));
var unitOptions = options(TRADE_UNIT_CODES, (code) => TRADE_UNITS[code][0]);
var currencyOptions = options(CURRENCIES, (code) => `${code} – ${currencyNames.of(code)}`);
var periodOptions = options(SUPPLY_PERIODS);
var amount = {
	type: "number",
	inputMode: "decimal",
	min: 0,
	max: MAX_TRADE_AMOUNT
};
/** Price, order and supply quantities, shipping and payment, packaging and the PDF datasheet of a product. */
function ProductTermsFields({ control, register, errors }) {
	const datasheet = useController({
		control,
		name: "terms.datasheet"
	}).field;
	const [paymentTerms, incoterms] = useWatch({
		control,
		name: ["terms.paymentTerms", "terms.incoterms"]
	});
	const input = (name, label, attributes) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Small, {
		label,
		error: errors?.[name]?.message,
		children: (id) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			id,
			...attributes,
			...register(`terms.${name}`),
			className: inputClass
		})
	});
	const select = (name, label, options) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Small, {
		label,
		children: (id) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
			id,
			...register(`terms.${name}`),
			className: inputClass,
			children: options
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "space-y-4 rounded-lg border border-slate-200 p-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "px-1 text-sm font-semibold text-slate-900",
				children: "Commercial terms"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-4 sm:grid-cols-4",
				children: [
					input("priceMin", "Lowest price", {
						...amount,
						step: "any"
					}),
					input("priceMax", "Highest price", {
						...amount,
						step: "any"
					}),
					select("currency", "Currency", currencyOptions),
					select("priceUnit", "Price per", unitOptions),
					input("moq", "Minimum order (MOQ)", {
						...amount,
						step: 1
					}),
					select("moqUnit", "MOQ unit", unitOptions),
					input("supply", "Supply ability", {
						...amount,
						step: 1
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "grid grid-cols-2 gap-2",
						children: [select("supplyUnit", "Supply unit", unitOptions), select("supplyPeriod", "Per", periodOptions)]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [input("portOfShipment", "Port of shipment", {
					maxLength: 120,
					placeholder: "e.g. Port of Houston"
				}), input("packaging", "Packaging", {
					maxLength: 1e3,
					placeholder: "e.g. 10 per carton, 40 cartons per pallet"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checks, {
				legend: "Payment terms",
				selected: paymentTerms,
				options: PAYMENT_TERMS.map((term) => [term, term]),
				field: "terms.paymentTerms",
				register
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checks, {
				legend: "Incoterms 2020",
				selected: incoterms,
				options: INCOTERMS.map((term) => [term, `${term} (${INCOTERM_NAMES[term]})`]),
				field: "terms.incoterms",
				register
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Small, {
				label: "Catalogue or datasheet (PDF, 10 MB at most)",
				error: errors?.datasheet?.message,
				children: (id) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-1 flex flex-wrap items-center gap-3",
					children: [
						datasheet.value && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "text-sm text-slate-700",
							children: [
								datasheet.value.file ? datasheet.value.file.name : "Current datasheet",
								" (",
								Math.max(1, Math.round(datasheet.value.size / 1024)),
								" KB)"
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							id,
							type: "file",
							accept: "application/pdf",
							className: "text-sm",
							onChange: (event) => {
								const file = event.target.files?.[0];
								event.target.value = "";
								if (file) datasheet.onChange({
									url: file.name,
									file,
									size: file.size
								});
							}
						}),
						datasheet.value && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: buttonClass("outline"),
							onClick: () => datasheet.onChange(null),
							children: "Remove datasheet"
						})
					]
				})
			})
		]
	});
}
function Checks({ legend, options, field, selected, register }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("legend", {
		className: labelClass,
		children: [
			legend,
			" ",
			selected.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "text-slate-500",
				children: [
					"(",
					selected.length,
					" chosen)"
				]
			})
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mt-1 flex flex-wrap gap-x-4 gap-y-1",
		children: options.map(([value, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "flex items-center gap-1.5 text-sm text-slate-800",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "checkbox",
				value,
				...register(field),
				className: "size-4 accent-brand-600"
			}), label]
		}, value))
	})] });
}
// src/features/products/api/upload-datasheet.ts
var DATASHEET_MESSAGES = {
	notAPdf: "The datasheet must be a PDF file.",
	tooLarge: "The datasheet is larger than 10 MB."
};
/**
* POST /product/datasheet/upload-request, then the file to the signed target; the token goes with the product
* save, where the server checks that the bytes are a PDF and attaches it.
*/
async function uploadDatasheet(file) {
	if (file.type !== "application/pdf") throw new ApiError("ValidationError", DATASHEET_MESSAGES.notAPdf, 400);
	if (file.size > 10485760) throw new ApiError("PayloadTooLarge", DATASHEET_MESSAGES.tooLarge, 413);
	const request = {
		contentType: "application/pdf",
		fileSize: file.size
	};
	const { signedPost, token } = await apiRequest("/product/datasheet/upload-request", {
		method: "POST",
		body: request
	});
	await postSignedUpload(signedPost, file);
	return token;
}
// src/features/products/components/spec-rows-editor.tsx
var COLUMNS = [{
	field: "key",
	noun: "name",
	maxLength: 60
}, {
	field: "value",
	noun: "value",
	maxLength: 500
}];
/** The technical specification rows of a product: a name and a value each, added and removed freely. */
function SpecRowsEditor({ specs, onChange, error }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		"aria-describedby": error ? `${id}-error` : void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "text-sm font-medium text-slate-800",
				children: "Technical specifications"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-2 space-y-2",
				children: specs.map((spec, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "grid grid-cols-[1fr_1fr_auto] items-end gap-2",
					children: [COLUMNS.map(({ field, noun, maxLength }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						htmlFor: `${id}-${field}-${index}`,
						className: "text-xs text-slate-600",
						children: [
							"Specification ",
							index + 1,
							" ",
							noun
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: `${id}-${field}-${index}`,
						maxLength,
						value: spec[field],
						onChange: (event) => onChange(specs.map((item, at) => at === index ? {
							...item,
							[field]: event.target.value
						} : item)),
						className: inputClass
					})] }, field)), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						onClick: () => onChange(specs.filter((_, at) => at !== index)),
						className: "mb-0.5 rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
							"aria-hidden": true,
							className: "size-4"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "sr-only",
							children: ["Remove specification ", index + 1]
						})]
					})]
				}, index))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				onClick: () => onChange([...specs, {
					key: "",
					value: ""
				}]),
				className: `${buttonClass("ghost", "sm")} mt-2`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, {
					"aria-hidden": true,
					className: "size-4"
				}), " Add specification"]
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${id}-error`,
				role: "alert",
				className: "mt-1 text-xs text-red-700",
				children: error
			})
		]
	});
}
// src/features/products/components/product-form.tsx
var DESCRIPTION_MAX = 5e3;
/** Add or edit a product (spec part 2, section 2.8); the server's message is shown when it refuses. */
function ProductForm({ product, industries, onSave, onCancel }) {
	const id = (0, import_react.useId)();
	const { control, register, handleSubmit, setValue, setError, formState } = useForm({
		defaultValues: toFormValues(product),
		resolver: productFormResolver
	});
	const { errors, isSubmitting } = formState;
	const mainImage = useController({
		control,
		name: "mainImage"
	}).field;
	const images = useController({
		control,
		name: "images"
	}).field;
	const [industryId, categoryId, subCategoryId] = useWatch({
		control,
		name: [
			"industryId",
			"categoryId",
			"subCategoryId"
		]
	});
	const submit = handleSubmit(async (values) => {
		const problems = Object.entries(termsProblems(values.terms));
		for (const [field, message] of problems) setError(`terms.${field}`, { message }, { shouldFocus: field === problems[0][0] });
		if (problems.length) return;
		try {
			await onSave({
				name: values.name,
				keywords: toKeywords(values.keywords),
				description: values.description,
				industryId: values.industryId,
				categoryId: values.categoryId,
				...values.subCategoryId ? { subCategoryId: values.subCategoryId } : {},
				...values.leadTime ? { leadTime: values.leadTime } : {},
				stock: values.stock,
				specs: toSpecs(values.specs),
				...values.mainImage ? { mainImage: await imageRef(values.mainImage) } : {},
				images: await Promise.all(values.images.map(imageRef)),
				videos: toVideos(values.videos),
				...await toTermsBody(values.terms, async (sheet) => sheet.file ? { token: await uploadDatasheet(sheet.file) } : { url: sheet.url })
			});
		} catch (failure) {
			const message = failure instanceof ApiError ? failure.message : "Something was wrong, try again please";
			setError("root.server", { message });
			toast.error(message);
		}
	});
	const text = (name, label, extra = {}) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		name,
		control,
		render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
			label,
			...extra,
			value: field.value,
			onChange: field.onChange,
			onBlur: field.onBlur,
			error: fieldState.error?.message
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		"aria-labelledby": `${id}-title`,
		noValidate: true,
		className: "space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
		onSubmit: submit,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: `${id}-title`,
				className: "text-lg font-semibold text-slate-900",
				children: product ? `Edit ${product.name}` : "Add a product"
			}),
			errors.root?.server && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "rounded-lg bg-red-50 p-3 text-sm text-red-800",
				children: errors.root.server.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "sm:col-span-2",
						children: text("name", "Product name", {
							required: true,
							maxLength: 120
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "sm:col-span-2",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
							name: "description",
							control,
							render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
								label: "Description",
								hint: "(at least 20 characters)",
								required: true,
								max: DESCRIPTION_MAX,
								value: field.value,
								onChange: field.onChange,
								onBlur: field.onBlur,
								error: fieldState.error?.message
							})
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "sm:col-span-2",
						children: text("keywords", "Keywords", { hint: "Separated by commas, 20 at most." })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductTaxonomyFields, {
						industries,
						value: {
							industryId,
							categoryId,
							subCategoryId
						},
						errors: {
							industryId: errors.industryId?.message,
							categoryId: errors.categoryId?.message
						},
						onChange: (taxonomy) => {
							setValue("industryId", taxonomy.industryId, { shouldValidate: formState.isSubmitted });
							setValue("categoryId", taxonomy.categoryId, { shouldValidate: formState.isSubmitted });
							setValue("subCategoryId", taxonomy.subCategoryId);
						}
					}),
					text("leadTime", "Lead time", {
						maxLength: 60,
						placeholder: "e.g. 2 weeks"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "flex items-center gap-2 text-sm font-medium text-slate-800",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "checkbox",
							...register("stock"),
							className: "size-4 accent-brand-600"
						}), "Stock available"]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				name: "specs",
				control,
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SpecRowsEditor, {
					specs: field.value,
					onChange: field.onChange,
					error: fieldState.error?.message
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductTermsFields, {
				control,
				register,
				errors: errors.terms
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductImagesEditor, {
				mainImage: mainImage.value,
				images: images.value,
				onMainImageChange: mainImage.onChange,
				onImagesChange: images.onChange
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				name: "videos",
				control,
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
					label: "YouTube videos",
					hint: "One YouTube link per line, 5 at most.",
					rows: 2,
					value: field.value,
					onChange: field.onChange,
					onBlur: field.onBlur,
					error: fieldState.error?.message
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap justify-end gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					onClick: onCancel,
					className: buttonClass("outline"),
					children: "Cancel"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					disabled: isSubmitting,
					className: buttonClass("primary"),
					children: isSubmitting ? "Saving…" : product ? "Save product" : "Add product"
				})]
			})
		]
	});
}
// src/app/routes/business-products.tsx
/** Products of a business: managed by its owners and admins (spec part 2, section 2.8), listed for buyers. */
function Component() {
	usePageMeta("Products", "The products of a business on the industrial B2B network.");
	const { id = "" } = useParams();
	const business = useBusiness(id);
	const businessID = business.data?.businessID;
	const products = useBusinessProducts(businessID);
	const industries = useIndustryTree();
	const create = useCreateProduct(businessID ?? "");
	const update = useUpdateProduct();
	const remove = useDeleteProduct();
	const [editing, setEditing] = (0, import_react.useState)(null);
	if (business.isPending || industries.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: "p-8 text-center text-slate-600",
		children: "Loading…"
	});
	if (business.isError || industries.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "p-8 text-center text-slate-700",
		children: "An unexpected error has occurred, please try refreshing the page."
	});
	const data = business.data;
	const base = href.business(data.general.companyName, data.businessID);
	if (data.session.access !== "owner" && data.session.access !== "admin") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessProductCatalog, {
		businessID: data.businessID,
		companyName: data.general.companyName,
		businessHref: base
	});
	const list = products.data ?? [];
	const limit = PRODUCT_LIMITS[data.subscription];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-5xl space-y-6 px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-sm text-slate-600",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: `${base}?editMode=1`,
							className: "text-brand-700 hover:underline",
							children: data.general.companyName
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "text-2xl font-bold text-slate-900",
						children: "Products"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "text-sm text-slate-600",
						children: [
							list.length,
							" of ",
							limit,
							" products (",
							data.subscription.toUpperCase(),
							" membership)"
						]
					})
				] }), editing === null && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					onClick: () => setEditing("new"),
					className: buttonClass("primary"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, {
						"aria-hidden": true,
						className: "size-4"
					}), " Add product"]
				})]
			}),
			editing !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductForm, {
				product: editing === "new" ? void 0 : editing,
				industries: industries.data,
				onCancel: () => setEditing(null),
				onSave: async (body) => {
					if (editing === "new") await create.mutateAsync(body);
					else await update.mutateAsync({
						productID: editing.productID,
						body
					});
					toast.success("Saved successfully");
					setEditing(null);
				}
			}, editing === "new" ? "new" : editing.productID),
			products.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "text-sm text-slate-600",
				children: "Loading products…"
			}) : products.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "text-sm text-red-700",
				children: "The products could not be loaded."
			}) : list.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200",
				children: "This business has no products yet."
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "space-y-3",
				children: list.map((product) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200",
					children: [
						product.mainImage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
							src: product.mainImage.url,
							alt: "",
							className: "size-16 rounded-lg object-cover"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "size-16 rounded-lg bg-slate-100",
							"aria-hidden": true
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "min-w-0 flex-1",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
								className: "font-semibold text-slate-900",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									to: href.product(data.general.companyName, product.name, product.productID),
									className: "hover:text-brand-700 hover:underline",
									children: product.name
								})
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
								className: "text-sm text-slate-600",
								children: [
									product.category.name,
									" · ",
									product.photos,
									" images · ",
									product.specs.length,
									" specifications"
								]
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex gap-2",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
								type: "button",
								onClick: () => setEditing(product),
								className: buttonClass("outline", "sm"),
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
										"aria-hidden": true,
										className: "size-4"
									}),
									" Edit",
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
										className: "sr-only",
										children: [" ", product.name]
									})
								]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
								type: "button",
								disabled: remove.isPending,
								onClick: () => {
									if (!window.confirm(`Delete ${product.name}?`)) return;
									remove.mutate(product.productID, {
										onSuccess: () => toast.success("Product deleted"),
										onError: (error) => toast.error(error.message)
									});
								},
								className: `${buttonClass("ghost", "sm")} text-red-700 hover:bg-red-50`,
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
										"aria-hidden": true,
										className: "size-4"
									}),
									" Delete",
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
										className: "sr-only",
										children: [" ", product.name]
									})
								]
							})]
						})
					]
				}, product.productID))
			})
		]
	});
}
export { Component };

//# sourceMappingURL=business-products-j3g6xItK.js.map