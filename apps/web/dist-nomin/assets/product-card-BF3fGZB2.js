import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as Package } from "./package-CZ_aJCw9.js";
// ../../node_modules/lucide-react/dist/esm/icons/file-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "file-down",
	size: 24,
	node: [
		["path", {
			d: "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z",
			key: "1oefj6"
		}],
		["path", {
			d: "M14 2v5a1 1 0 0 0 1 1h5",
			key: "wfsgrz"
		}],
		["path", {
			d: "M12 18v-6",
			key: "17g6i2"
		}],
		["path", {
			d: "m9 15 3 3 3-3",
			key: "1npd3o"
		}]
	]
};
__iconData.node;
var FileDown = createLucideIcon(__iconData);
// ../../packages/contracts/src/trade-terms.ts
/**
* The lists and wording of a product's commercial terms, without schemas: what the web app imports for its forms
* and cards stays free of TypeBox (`product-terms.ts` builds the API's schemas from these lists).
*/
/** The eleven rules of Incoterms 2020 (ICC), in the ICC's order: any mode of transport, then sea and inland water. */
var INCOTERMS = [
	"EXW",
	"FCA",
	"CPT",
	"CIP",
	"DAP",
	"DPU",
	"DDP",
	"FAS",
	"FOB",
	"CFR",
	"CIF"
];
var INCOTERM_NAMES = {
	EXW: "Ex Works",
	FCA: "Free Carrier",
	CPT: "Carriage Paid To",
	CIP: "Carriage and Insurance Paid To",
	DAP: "Delivered at Place",
	DPU: "Delivered at Place Unloaded",
	DDP: "Delivered Duty Paid",
	FAS: "Free Alongside Ship",
	FOB: "Free on Board",
	CFR: "Cost and Freight",
	CIF: "Cost, Insurance and Freight"
};
/** Payment terms suppliers commonly accept in B2B trade. */
var PAYMENT_TERMS = [
	"T/T",
	"L/C",
	"D/P",
	"D/A",
	"Net 30",
	"Net 60",
	"PayPal",
	"Credit card",
	"Western Union",
	"Escrow",
	"Cash in advance"
];
/** Units a price, an order quantity or a supply is counted in: singular and plural for "500 pieces". */
var TRADE_UNITS = {
	piece: ["piece", "pieces"],
	pair: ["pair", "pairs"],
	set: ["set", "sets"],
	unit: ["unit", "units"],
	dozen: ["dozen", "dozen"],
	box: ["box", "boxes"],
	carton: ["carton", "cartons"],
	bag: ["bag", "bags"],
	roll: ["roll", "rolls"],
	drum: ["drum", "drums"],
	pallet: ["pallet", "pallets"],
	container: ["container (20 ft)", "containers (20 ft)"],
	kg: ["kilogram", "kilograms"],
	lb: ["pound", "pounds"],
	t: ["metric ton", "metric tons"],
	sh_t: ["short ton", "short tons"],
	m: ["meter", "meters"],
	ft: ["foot", "feet"],
	m2: ["square meter", "square meters"],
	ft2: ["square foot", "square feet"],
	l: ["liter", "liters"],
	gal: ["gallon", "gallons"]
};
var TRADE_UNIT_CODES = Object.keys(TRADE_UNITS);
var SUPPLY_PERIODS = [
	"day",
	"week",
	"month",
	"year"
];
/** The largest price, order or supply quantity a product can state (fits numeric(14,3) and an integer). */
var MAX_TRADE_AMOUNT = 1e9;
/** "500 pieces", "1 piece". */
function formatQuantity(quantity, unit) {
	const names = TRADE_UNITS[unit] ?? [unit, unit];
	return `${quantity.toLocaleString("en-US")} ${quantity === 1 ? names[0] : names[1]}`;
}
var currencyFormats = /* @__PURE__ */ new Map();
function currencyFormat(currency) {
	let format = currencyFormats.get(currency);
	if (!format) {
		format = new Intl.NumberFormat("en-US", {
			style: "currency",
			currency,
			trailingZeroDisplay: "stripIfInteger"
		});
		currencyFormats.set(currency, format);
	}
	return format;
}
/** "$12 – $18 / piece", in the currency's own symbol and decimals. */
function formatPrice(price) {
	const format = currencyFormat(price.currency);
	return `${price.min === price.max ? format.format(price.min) : format.formatRange(price.min, price.max)} / ${TRADE_UNITS[price.unit]?.[0] ?? price.unit}`;
}
// src/features/products/api/get-business-products.ts
/** GET /product/by-business?bid=: the products of one business. */
var getBusinessProducts = (businessID, signal) => apiRequest(`/product/by-business?${new URLSearchParams({ bid: businessID }).toString()}`, { signal });
var businessProductsQueryOptions = (businessID) => queryOptions({
	queryKey: [
		"product",
		"by-business",
		businessID
	],
	queryFn: ({ signal }) => getBusinessProducts(businessID, signal)
});
var useBusinessProducts = (businessID) => useQuery({
	...businessProductsQueryOptions(businessID ?? ""),
	enabled: !!businessID
});
// src/features/products/components/product-terms-view.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The card line: "$12 – $18 / piece · MOQ 500 pieces"; nothing when the supplier stated neither. */
function ProductPriceLine({ product }) {
	const parts = [product.price && formatPrice(product.price), product.moq && `MOQ ${formatQuantity(product.moq.quantity, product.moq.unit)}`].filter(Boolean);
	if (!parts.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "mt-1 text-sm font-semibold text-slate-900",
		children: parts.join(" · ")
	});
}
var kilobytes = (size) => size >= 1048576 ? `${(size / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`;
/** The rows of the product page's Trade Terms box: only what the supplier stated. */
function tradeTermRows(product) {
	const supply = product.supplyAbility;
	return [
		["Price", product.price && formatPrice(product.price)],
		["Minimum Order", product.moq && formatQuantity(product.moq.quantity, product.moq.unit)],
		["Supply Ability", supply && `${formatQuantity(supply.quantity, supply.unit)} per ${supply.period}`],
		["Port of Shipment", product.portOfShipment],
		["Payment Terms", product.paymentTerms.join(", ") || null],
		["Incoterms", product.incoterms.map((term) => `${term} (${INCOTERM_NAMES[term] ?? term})`).join(", ") || null],
		["Packaging", product.packaging]
	].filter((row) => !!row[1]);
}
/** The datasheet download link, when the product has one. */
function DatasheetLink({ product }) {
	if (!product.datasheet) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
		href: product.datasheet.url,
		download: product.datasheet.name,
		className: "inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDown, {
				"aria-hidden": true,
				className: "size-4"
			}),
			"Download the catalogue / datasheet (PDF, ",
			kilobytes(product.datasheet.size),
			")"
		]
	});
}
// src/features/products/components/product-card.tsx
var PREVIEW = 200;
/** A product of a business: main image (or the default), name, a 200-character description preview. */
function ProductCard({ product, companyName }) {
	const description = product.description.length > PREVIEW ? `${product.description.slice(0, PREVIEW)}…` : product.description;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white",
		children: [product.mainImage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src: product.mainImage.url,
			alt: "",
			className: "aspect-[4/3] w-full object-cover"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "grid aspect-[4/3] w-full place-items-center bg-slate-100 text-slate-400",
			"aria-hidden": true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Package, { className: "size-10" })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-1 flex-col p-3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "font-semibold text-slate-900",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: href.product(companyName, product.name, product.productID),
						className: "hover:text-brand-700 hover:underline",
						children: product.name
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductPriceLine, { product }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1 text-sm break-words text-slate-700",
					children: description
				}),
				product.hidden && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 self-start rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900",
					children: "Hidden from buyers: over the membership's product limit"
				})
			]
		})]
	});
}
/** The products of a business as a grid, with loading, error and empty states. */
function ProductGrid({ products, companyName, isPending, isError }) {
	if (isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-sm text-slate-600",
		role: "status",
		children: "Loading products…"
	});
	if (isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-sm text-red-700",
		children: "The products could not be loaded."
	});
	if (!products?.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-sm text-slate-600",
		children: "No products yet."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
		children: products.map((product) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductCard, {
			product,
			companyName
		}) }, product.productID))
	});
}
export { useBusinessProducts as a, MAX_TRADE_AMOUNT as c, TRADE_UNITS as d, TRADE_UNIT_CODES as f, tradeTermRows as i, PAYMENT_TERMS as l, DatasheetLink as n, INCOTERMS as o, ProductPriceLine as r, INCOTERM_NAMES as s, ProductGrid as t, SUPPLY_PERIODS as u };

//# sourceMappingURL=product-card-BF3fGZB2.js.map