import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
import { b as keepPreviousData, n as apiRequest } from "./http-4wuBHQRk.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { f as useLocation, g as useSearchParams, m as useNavigate, n as href, r as paths } from "./paths-BVsv1d7S.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as Search } from "./search-DrRzNxmS.js";
import { n as GLOBAL_COUNTRY, t as BUSINESS_TYPES } from "./business-types-Ca4ZvgF3.js";
import { t as useCountries } from "./get-countries-DzYE38ig.js";
import { n as highlightTerms, t as Highlight } from "./highlight-CgHNvL1A.js";
// ../../node_modules/lucide-react/dist/esm/icons/play.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "play",
	size: 24,
	node: [["path", {
		d: "M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z",
		key: "10ikf1"
	}]]
};
__iconData.node;
var Play = createLucideIcon(__iconData);
// src/components/promo-video.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Countries whose visitors get the Spanish video (spec part 1, section 1); everyone else gets English. */
/** The still shown until the video plays. */
var PROMO_POSTER = "/images/video-poster.svg";
var SPANISH_VIDEO_REGIONS = /* @__PURE__ */ new Set([
	"MX",
	"CL",
	"PE"
]);
/**
* The visitor's country is taken from the browser's preferred locales (e.g. `es-MX` means Mexico), because the
* site has no IP geolocation and asks for no permission; a locale without a region (plain `es`) counts as not
* Mexico, Chile or Peru, so those visitors get English.
*/
function detectVisitorRegion(locales = navigator.languages) {
	for (const locale of locales) try {
		const region = new Intl.Locale(locale).region;
		if (region) return region.toUpperCase();
	} catch {}
}
function choosePromoVideoLanguage(region) {
	return region && SPANISH_VIDEO_REGIONS.has(region) ? "es" : "en";
}
var noSubscription = () => () => {};
/**
* The promotional video as a click-to-load poster: nothing is fetched from YouTube until the visitor asks for it
* (privacy, and the CSP only allows the youtube-nocookie frame). Without a configured video id the poster stays a
* still illustration.
*/
function PromoVideo({ title, className = "" }) {
	const [playing, setPlaying] = (0, import_react.useState)(false);
	const language = choosePromoVideoLanguage((0, import_react.useSyncExternalStore)(noSubscription, () => detectVisitorRegion(), () => void 0));
	const videoId = runtimeConfig.promoVideos[language] || runtimeConfig.promoVideos.en;
	const frame = `aspect-video w-full overflow-hidden rounded-xl ${className}`;
	if (playing && videoId) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
		className: frame,
		src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`,
		title,
		allow: "autoplay; encrypted-media; picture-in-picture",
		allowFullScreen: true
	});
	const poster = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src: PROMO_POSTER,
			alt: "",
			fetchPriority: "high",
			className: "absolute inset-0 size-full object-cover"
		}),
		videoId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "relative flex size-16 items-center justify-center rounded-full bg-accent-500 text-brand-900 shadow-lg transition-transform group-hover:scale-105",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Play, {
				"aria-hidden": true,
				className: "size-7 translate-x-0.5",
				fill: "currentColor"
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "absolute bottom-3 left-3 rounded bg-brand-900/80 px-2 py-1 text-xs font-medium text-white",
			children: [title, language === "es" ? " (Español)" : ""]
		})
	] });
	if (!videoId) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("figure", {
		className: `relative flex items-center justify-center ${frame}`,
		"aria-label": title,
		children: poster
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
		type: "button",
		onClick: () => setPlaying(true),
		"aria-label": `Play video: ${title}`,
		className: `group relative flex items-center justify-center ${frame}`,
		children: poster
	});
}
// src/features/search/api/suggest.ts
/** Suggestions while typing; only once a letter or digit has been typed. */
var suggestQueryOptions = (typed) => queryOptions({
	queryKey: [
		"search",
		"suggest",
		typed.trim().toLowerCase()
	],
	queryFn: ({ signal }) => apiRequest(`/search/suggest?${new URLSearchParams({ q: typed.trim() }).toString()}`, { signal }),
	enabled: /[\p{L}\p{N}]/u.test(typed),
	staleTime: 6e4,
	placeholderData: keepPreviousData
});
var useSuggestions = (typed) => useQuery(suggestQueryOptions(typed));
// src/features/search/components/suggest-box.tsx
var GROUPS = [
	["businesses", "Businesses"],
	["products", "Products"],
	["categories", "Categories"],
	["subCategories", "Sub-categories"]
];
/** Where each suggestion leads: a business to its page, a product name to a product search, a category to a search. */
function choicesOf(found) {
	const search = (business, text) => href.search({
		business,
		countries: GLOBAL_COUNTRY,
		search: text
	});
	const to = {
		businesses: (item) => href.business(item.name, item.id),
		products: (item) => search("PR", item.name),
		categories: (item) => search("MA", item.name),
		subCategories: (item) => search("MA", item.name)
	};
	return GROUPS.map(([kind, title]) => ({
		kind,
		title,
		choices: found[kind].map((item) => ({
			key: `${kind}-${item.id}`,
			label: item.name,
			detail: "categoryName" in item ? String(item.categoryName) : void 0,
			to: to[kind](item)
		}))
	})).filter((group) => group.choices.length > 0);
}
/**
* The header's search text with suggestions while typing (WAI-ARIA combobox with a grouped listbox): arrows move
* through the suggestions, Enter opens the active one (or submits the form when none is), Escape closes the list.
*/
function SuggestBox({ id, value, onChange, className, placeholder }) {
	const navigate = useNavigate();
	const listId = (0, import_react.useId)();
	const [open, setOpen] = (0, import_react.useState)(false);
	const [active, setActive] = (0, import_react.useState)(-1);
	const typed = (0, import_react.useDeferredValue)(value);
	const { data } = useSuggestions(open ? typed : "");
	const groups = data && /[\p{L}\p{N}]/u.test(value) ? choicesOf(data) : [];
	const flat = groups.flatMap((group) => group.choices);
	const expanded = open && flat.length > 0;
	const optionId = (index) => `${listId}-option-${index}`;
	function choose(choice) {
		setOpen(false);
		navigate(choice.to);
	}
	function onKeyDown(event) {
		if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			event.preventDefault();
			setOpen(true);
			if (flat.length === 0) return;
			const last = flat.length - 1;
			setActive((current) => event.key === "ArrowDown" ? current >= last ? 0 : current + 1 : current <= 0 ? last : current - 1);
		} else if (event.key === "Enter" && expanded && active >= 0 && flat[active]) {
			event.preventDefault();
			choose(flat[active]);
		} else if (event.key === "Escape") {
			setOpen(false);
			setActive(-1);
		}
	}
	const terms = highlightTerms(value);
	const starts = groups.map((_group, at) => groups.slice(0, at).reduce((count, group) => count + group.choices.length, 0));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "relative w-full min-w-0 sm:flex-1",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			id,
			type: "search",
			role: "combobox",
			"aria-autocomplete": "list",
			"aria-expanded": expanded,
			"aria-controls": listId,
			"aria-activedescendant": expanded && active >= 0 ? optionId(active) : void 0,
			autoComplete: "off",
			value,
			onChange: (event) => {
				onChange(event.target.value);
				setOpen(true);
				setActive(-1);
			},
			onFocus: () => setOpen(true),
			onBlur: () => setOpen(false),
			onKeyDown,
			placeholder,
			className: `${className} w-full`
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			id: listId,
			role: "listbox",
			"aria-label": "Suggestions",
			hidden: !expanded,
			className: "absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-y-auto rounded-lg bg-white py-1 text-left text-sm text-slate-900 shadow-lg ring-1 ring-slate-200",
			children: groups.map((group, groupAt) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				role: "group",
				"aria-labelledby": `${listId}-${group.kind}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					id: `${listId}-${group.kind}`,
					role: "presentation",
					className: "px-3 pt-2 pb-1 text-xs font-semibold uppercase text-slate-500",
					children: group.title
				}), group.choices.map((choice, choiceAt) => {
					const at = starts[groupAt] + choiceAt;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						id: optionId(at),
						role: "option",
						"aria-selected": at === active,
						onMouseDown: (event) => {
							event.preventDefault();
							choose(choice);
						},
						onMouseEnter: () => setActive(at),
						className: `cursor-pointer px-3 py-1.5 ${at === active ? "bg-brand-50 text-brand-900" : ""}`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Highlight, {
							text: choice.label,
							terms
						}), choice.detail && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "ml-2 text-xs text-slate-500",
							children: ["in ", choice.detail]
						})]
					}, choice.key);
				})]
			}, group.kind))
		})]
	});
}
// src/app/layout/search-form.tsx
/**
* The search bar (spec part 1, section 2). Its state is read from the address on the results page, and the
* component is keyed by the query string, so back and forward put the bar back in step with the address.
*/
function SearchForm({ variant }) {
	const location = useLocation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchFormFields, { variant }, location.search);
}
function SearchFormFields({ variant }) {
	const navigate = useNavigate();
	const location = useLocation();
	const [params] = useSearchParams();
	const onResults = location.pathname === paths.searchResult;
	const [search, setSearch] = (0, import_react.useState)(onResults ? params.get("search") ?? "" : "");
	const [business, setBusiness] = (0, import_react.useState)(onResults && params.get("business") || "MA");
	const [countries, setCountries] = (0, import_react.useState)(onResults && params.get("countries") || "global");
	const { data: countryList = [] } = useCountries();
	function submit(event) {
		event.preventDefault();
		navigate(href.search({
			business,
			countries,
			search: search.trim()
		}));
	}
	const hero = variant === "hero";
	const field = hero ? "h-12 bg-white text-slate-900 text-base" : "h-10 bg-white text-slate-900 text-sm";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		role: "search",
		"aria-label": "Search the directory",
		onSubmit: submit,
		className: `grid w-full grid-cols-[minmax(0,1fr)_auto] gap-2 sm:flex sm:flex-row sm:gap-0 ${hero ? "rounded-xl bg-white p-2 shadow-card" : ""}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				className: "sr-only",
				htmlFor: `${variant}-search-text`,
				children: "Search for companies, products or people"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SuggestBox, {
				id: `${variant}-search-text`,
				value: search,
				onChange: setSearch,
				placeholder: "Search products, companies, people…",
				className: `${field} min-w-0 rounded-lg border border-slate-300 px-3 sm:rounded-r-none`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "col-span-2 row-start-2 flex gap-2 sm:gap-0",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						className: "sr-only",
						htmlFor: `${variant}-search-business`,
						children: "Business type"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
						id: `${variant}-search-business`,
						value: business,
						onChange: (event) => setBusiness(event.target.value),
						className: `${field} min-w-0 flex-1 rounded-lg border border-slate-300 px-2 ${hero ? "sm:w-32" : "sm:w-36"} sm:flex-none sm:rounded-none sm:border-l-0`,
						children: BUSINESS_TYPES.map((type) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: type.code,
							children: type.label
						}, type.code))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						className: "sr-only",
						htmlFor: `${variant}-search-country`,
						children: "Country"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
						id: `${variant}-search-country`,
						value: countries,
						onChange: (event) => setCountries(event.target.value),
						className: `${field} min-w-0 flex-1 rounded-lg border border-slate-300 px-2 ${hero ? "sm:w-32" : "sm:w-36"} sm:flex-none sm:rounded-none sm:border-l-0`,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: GLOBAL_COUNTRY,
								children: "Global"
							}),
							countries !== "global" && !countryList.some((c) => c.code === countries) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: countries,
								children: countries
							}),
							countryList.map((country) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: country.code,
								children: country.countryName
							}, country.code))
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				"aria-label": "Search",
				className: `${hero ? "h-12 w-14" : "h-10 w-11"} col-start-2 row-start-1 flex shrink-0 items-center justify-center rounded-lg bg-accent-500 text-brand-900 hover:bg-accent-400 sm:rounded-l-none`,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
					"aria-hidden": true,
					className: "size-5"
				})
			})
		]
	});
}
export { PromoVideo as n, SearchForm as t };

//# sourceMappingURL=search-form-DYjXY6nP.js.map