import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { g as useSearchParams, i as Link, n as href } from "./paths-BVsv1d7S.js";
import { n as GLOBAL_COUNTRY, t as BUSINESS_TYPES } from "./business-types-Ca4ZvgF3.js";
import { t as BusinessSummaryCard } from "./business-summary-card-zYTX3juS.js";
import { b as keepPreviousData, n as apiRequest } from "./http-4wuBHQRk.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as highlightTerms, t as Highlight } from "./highlight-CgHNvL1A.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as Package } from "./package-CZ_aJCw9.js";
import { t as Heart } from "./heart-BdBHZyFr.js";
import { t as UserRound } from "./user-round-yRVZLcpP.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
// ../../node_modules/lucide-react/dist/esm/icons/images.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "images",
	size: 24,
	node: [
		["path", {
			d: "m22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16",
			key: "9kzy35"
		}],
		["path", {
			d: "M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2",
			key: "1t0f0t"
		}],
		["circle", {
			cx: "13",
			cy: "7",
			r: "1",
			fill: "currentColor",
			key: "1obus6"
		}],
		["rect", {
			x: "8",
			y: "2",
			width: "14",
			height: "14",
			rx: "2",
			key: "1gvhby"
		}]
	]
};
__iconData$1.node;
var Images = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/search-x.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "search-x",
	size: 24,
	node: [
		["path", {
			d: "m13.5 8.5-5 5",
			key: "1cs55j"
		}],
		["path", {
			d: "m8.5 8.5 5 5",
			key: "a8mexj"
		}],
		["circle", {
			cx: "11",
			cy: "11",
			r: "8",
			key: "4ej97u"
		}],
		["path", {
			d: "m21 21-4.3-4.3",
			key: "1qie3q"
		}]
	]
};
__iconData.node;
var SearchX = createLucideIcon(__iconData);
// ../../packages/contracts/src/search-limits.ts
/** Beyond this many matches the count is reported as "1,000+" and only the best are ranked. */
var SEARCH_RESULT_CAP = 1e3;
/** Facet counts past this are reported as "1,000+". */
var FACET_COUNT_CAP = 1e3;
// src/features/search/api/search.ts
/** The country codes of the `countries` parameter; none for global. */
var countryList = (countries) => countries && countries !== "global" ? countries.split(",").filter(Boolean) : [];
/**
* The search an address asks for (`/search-result?business=&countries=&search=&page=`, with the facet filters
* `industries`, `tiers` comma-separated and `exact=1`), with the spec's defaults. The server renders with it and the
* page queries with it, so both ask the same query.
*/
function searchInputFromParams(params) {
	const listOf = (name) => (params.get(name) ?? "").split(",").filter(Boolean);
	return {
		business: params.get("business") || "MA",
		countries: params.get("countries") || "global",
		search: params.get("search") ?? "",
		page: Math.max(1, Number(params.get("page")) || 1),
		industries: listOf("industries"),
		tiers: listOf("tiers"),
		exact: params.get("exact") === "1"
	};
}
/** skip = 5 x (page - 1), as the spec's pager sets it. */
var skipOf = (page) => 5 * (page - 1);
/** One country goes as the spec's `country`, several as the facet filter `countries`. */
var country = (countries) => {
	const codes = countryList(countries);
	return codes.length === 1 ? { country: codes[0] } : codes.length > 1 ? { countries: codes } : {};
};
/** Empty lists and a false flag are left out of the body. */
var extras = ({ industries, tiers, exact }) => ({
	...industries?.length ? { industries } : {},
	...tiers?.length ? { tiers } : {},
	...exact ? { exact } : {}
});
/** PR searches products, UR people, any other code businesses of that type. */
function runSearch(input, signal) {
	const { business, countries, search, page } = input;
	const paging = {
		skip: skipOf(page),
		size: 5
	};
	if (business === "PR") return apiRequest("/search/product", {
		method: "POST",
		body: {
			textQuery: search,
			...paging,
			...extras(input)
		},
		signal
	}).then((data) => ({
		kind: "products",
		data
	}));
	if (business === "UR") return apiRequest("/user/search", {
		method: "POST",
		body: {
			textQuery: search,
			...paging,
			limit: 5,
			country: countryList(countries)[0]
		},
		signal
	}).then((data) => ({
		kind: "users",
		data
	}));
	return apiRequest("/search/business", {
		method: "POST",
		body: {
			textQuery: search,
			businessType: business,
			...paging,
			...country(countries),
			...extras(input)
		},
		signal
	}).then((data) => ({
		kind: "businesses",
		data
	}));
}
var searchQueryOptions = (input) => queryOptions({
	queryKey: ["search", input],
	queryFn: ({ signal }) => runSearch(input, signal),
	placeholderData: keepPreviousData
});
var useSearch = (input) => useQuery(searchQueryOptions(input));
// src/features/search/api/facets.ts
/** The facets a results page shows for its search: none for people, product facets for PR, else businesses'. */
function facetsBodyFor(input) {
	const { business, search: textQuery } = input;
	const filters = {
		industries: input.industries ?? [],
		tiers: input.tiers ?? [],
		exact: input.exact ?? false
	};
	if (business === "UR") return null;
	if (business === "PR") return {
		kind: "products",
		textQuery,
		...filters
	};
	return {
		kind: "businesses",
		textQuery,
		businessType: business,
		countries: countryList(input.countries),
		...filters
	};
}
/** Facet counts for the text and filters of a results page. */
var facetsQueryOptions = (body) => queryOptions({
	queryKey: [
		"search",
		"facets",
		body
	],
	queryFn: ({ signal }) => apiRequest("/search/facets", {
		method: "POST",
		body,
		signal
	}),
	placeholderData: keepPreviousData
});
var useFacets = (body) => useQuery({
	...facetsQueryOptions(body ?? {
		kind: "businesses",
		textQuery: ""
	}),
	enabled: body !== null
});
// src/features/search/components/pager.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Numbers-only pager (spec part 1, section 2): a window of page numbers around the current one. */
function Pager({ page, pages, onPage }) {
	if (pages <= 1) return null;
	const first = Math.max(1, Math.min(page - 3, pages - 6));
	const numbers = Array.from({ length: Math.min(7, pages) }, (_, i) => first + i);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": "Result pages",
		className: "mt-8 flex justify-center",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "flex flex-wrap gap-1",
			children: numbers.map((number) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => onPage(number),
				"aria-current": number === page ? "page" : void 0,
				"aria-label": `Page ${number}`,
				className: `min-w-10 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${number === page ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-700 ring-slate-200 hover:bg-brand-50"}`,
				children: number
			}) }, number))
		})
	});
}
// src/features/search/components/search-facets.tsx
var countLabel = (facet) => facet.capped ? `${FACET_COUNT_CAP.toLocaleString("en-US")}+` : facet.count.toLocaleString("en-US");
var TITLES = {
	businessTypes: "Business type",
	countries: "Country",
	industries: "Industry",
	tiers: "Membership"
};
/**
* Facet counts for the results (business type, country, industry, membership), each a group of checkboxes:
* several values of a facet match any of them, and the choice lives in the address (`onChange` writes it there).
* Business type is one at a time, as the results page shows one type.
*/
function SearchFacetsPanel({ facets, selection, onChange }) {
	const chosen = (facet) => facet === "businessTypes" ? selection.businessType ? [selection.businessType] : [] : selection[facet];
	const facetNames = Object.keys(TITLES).filter((facet) => facets[facet].length > 0);
	if (facetNames.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("aside", {
		"aria-label": "Filter results",
		className: "grid content-start gap-5",
		children: facetNames.map((facet) => {
			const values = chosen(facet);
			const listed = [...facets[facet], ...values.filter((value) => !facets[facet].some((f) => f.value === value)).map((value) => ({
				value,
				label: value,
				count: 0,
				capped: false
			}))];
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "mb-1 text-sm font-semibold text-slate-900",
				children: TITLES[facet]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "grid max-h-64 gap-1 overflow-y-auto",
				children: listed.map((option) => {
					const checked = values.includes(option.value);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "flex items-center gap-2 text-sm text-slate-700",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: facet === "businessTypes" ? "radio" : "checkbox",
								name: `facet-${facet}`,
								checked,
								onChange: () => onChange(facet, facet === "businessTypes" ? [option.value] : checked ? values.filter((value) => value !== option.value) : [...values, option.value]),
								className: "size-4 accent-brand-600"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "min-w-0 flex-1 truncate",
								children: option.label
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "text-xs text-slate-500",
								children: countLabel(option)
							})
						]
					}) }, option.value);
				})
			})] }, facet);
		})
	});
}
// src/features/search/components/search-notices.tsx
/**
* How the text was matched, above the results: the corrected text with a link that searches the words as typed,
* and, when no result has all the words, that these results have some of them.
*/
function SearchNotices({ search, correctedQuery, partialMatch, exactHref }) {
	if (!correctedQuery && !partialMatch) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-3 grid gap-1 text-sm text-slate-700",
		role: "status",
		children: [correctedQuery && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
			"Showing results for ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", {
				className: "font-semibold",
				children: correctedQuery
			}),
			". Search instead for",
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: exactHref,
				className: "font-semibold text-brand-700 underline",
				children: search
			})
		] }), partialMatch && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
			"No results for all of ‘",
			correctedQuery ?? search,
			"’; showing results for some of the words"
		] })]
	});
}
// src/features/search/components/product-result-card.tsx
var cut = (value) => value.length > 50 ? `${value.slice(0, 50)}…` : value;
/** Product card (spec part 1, section 2): photo count, image, name, type, company, taxonomy, description, specs, stock. */
function ProductResultCard({ product, terms = [] }) {
	const business = product.businessProfile.general;
	const taxonomy = [
		product.industry.name,
		product.category.name,
		product.subCategory?.name
	].filter(Boolean).join(" | ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "relative h-40 w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-48",
				children: [product.mainImage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: product.mainImage.url,
					alt: "",
					className: "size-full object-cover"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Package, {
					"aria-hidden": true,
					className: "absolute inset-0 m-auto size-10 text-slate-400"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "absolute bottom-2 left-2 inline-flex items-center gap-1 rounded bg-slate-900/70 px-1.5 py-0.5 text-xs text-white",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Images, {
							"aria-hidden": true,
							className: "size-3"
						}),
						" ",
						product.photos,
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: "photos"
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0 flex-1",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						className: "text-lg font-semibold text-slate-900",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href.product(business.companyName, product.name, product.productID),
							className: "hover:text-brand-600 hover:underline",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Highlight, {
								text: product.name,
								terms
							})
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "text-sm text-slate-600",
						children: [
							business.businessType.name,
							" ·",
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: href.business(business.companyName, product.businessID),
								className: "font-medium hover:underline",
								children: business.companyName
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-xs text-slate-500",
						children: taxonomy
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-2 line-clamp-2 text-sm text-slate-700",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Highlight, {
							text: product.description,
							terms
						})
					}),
					product.specs.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
						className: "mt-2 grid grid-cols-1 gap-x-4 text-xs text-slate-600 sm:grid-cols-2",
						children: product.specs.slice(0, 4).map((spec) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex gap-1",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", {
								className: "font-semibold",
								children: [spec.key, ":"]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: "truncate",
								children: cut(spec.value)
							})]
						}, spec.key))
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex shrink-0 flex-row items-start gap-2 sm:flex-col sm:items-end",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: `rounded-full px-2 py-0.5 text-xs font-semibold ${product.stock ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-600"}`,
					children: product.stock ? "In stock" : "On request"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: href.sendRequest(product.businessID, product.productID),
					className: "rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700",
					children: "Send Request"
				})]
			})
		]
	});
}
// src/features/search/components/user-result-card.tsx
/** User card (spec part 1, section 2): photo, name, place with --- for missing parts, position, presentation, likes. */
function UserResultCard({ user, terms = [] }) {
	const place = [
		user.country?.countryName,
		user.state?.stateName,
		user.city
	].map((part) => part || "---").join(" / ");
	const position = [user.jobPosition?.name, user.companyName].filter(Boolean).join(" at ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200",
		children: [
			user.profilePhoto ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: user.profilePhoto.url,
				alt: "",
				className: "size-16 shrink-0 rounded-full object-cover"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "grid size-16 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600",
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserRound, { className: "size-8" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0 flex-1",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						className: "text-lg font-semibold text-slate-900",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Highlight, {
							text: `${user.firstName} ${user.lastName}`,
							terms
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-sm text-slate-600",
						children: place
					}),
					position && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-sm text-slate-700",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Highlight, {
							text: position,
							terms
						})
					}),
					user.briefPresentation && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 line-clamp-2 text-sm text-slate-600",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Highlight, {
							text: user.briefPresentation,
							terms
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "mt-1 inline-flex items-center gap-1 text-xs text-slate-500",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heart, {
								"aria-hidden": true,
								className: "size-3.5"
							}),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "sr-only",
								children: "Likes:"
							}),
							" ",
							user.reactions.reactionCount.like
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: `/profile/${user.userID}`,
				className: "self-start rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700",
				children: "Go Profile"
			})
		]
	});
}
// src/app/routes/search-result.tsx
function resultCount(outcome) {
	if (outcome.kind === "users") return {
		total: outcome.data.totalResults,
		capped: outcome.data.totalCapped
	};
	return {
		total: outcome.data.total_results,
		capped: outcome.data.total_capped
	};
}
function ResultList({ outcome, terms }) {
	const items = outcome.kind === "products" ? outcome.data.results.map((product) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductResultCard, {
		product,
		terms
	}, product.productID)) : outcome.kind === "users" ? outcome.data.profiles.map((user) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserResultCard, {
		user,
		terms
	}, user.userID)) : outcome.data.results.map(({ businessProfile }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessSummaryCard, {
		business: businessProfile,
		terms
	}, businessProfile.businessID));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "grid gap-4",
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: item }, item.key))
	});
}
/** Search results (spec part 1, section 2): count, heading, cards by type and a numbers-only pager of 5 per page. */
function Component() {
	const [params, setParams] = useSearchParams();
	const input = searchInputFromParams(params);
	const { business, countries, search, page } = input;
	const typeLabel = BUSINESS_TYPES.find((type) => type.code === business)?.label ?? business;
	const filters = {
		industries: input.industries ?? [],
		tiers: input.tiers ?? [],
		exact: input.exact ?? false
	};
	const { data, isPending, isError, isPlaceholderData, refetch } = useSearch(input);
	const { data: facets } = useFacets(facetsBodyFor(input));
	usePageMeta(search ? `${search} - ${typeLabel}` : `${typeLabel} directory`, `Search results for ${search || typeLabel} on the industrial B2B directory (USA edition).`);
	const withParams = (changes) => {
		const updated = new URLSearchParams(params);
		for (const [name, value] of Object.entries(changes)) if (value) updated.set(name, value);
		else updated.delete(name);
		return updated;
	};
	const exactHref = `?${withParams({
		exact: "1",
		page: null
	}).toString()}`;
	const onFacet = (facet, values) => {
		const name = facet === "businessTypes" ? "business" : facet;
		const value = facet === "countries" && values.length === 0 ? GLOBAL_COUNTRY : values.join(",");
		setParams(withParams({
			[name]: value,
			page: null
		}));
	};
	const goTo = (next) => {
		const updated = new URLSearchParams(params);
		updated.set("page", String(next));
		setParams(updated);
		window.scrollTo({ top: 0 });
	};
	const count = data ? resultCount(data) : void 0;
	const pages = count ? Math.ceil(Math.min(count.total, SEARCH_RESULT_CAP) / 5) : 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "mx-auto max-w-5xl px-4 py-8",
		"aria-busy": isPending || isPlaceholderData,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
				className: "text-2xl font-bold text-slate-900",
				children: [
					count ? `${count.capped ? `${SEARCH_RESULT_CAP.toLocaleString("en-US")}+` : count.total.toLocaleString("en-US")} ` : "",
					"Results for ",
					typeLabel,
					search ? ` - ${search}` : ""
				]
			}),
			countries !== "global" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-1 text-sm text-slate-500",
				children: ["Country: ", countries]
			}),
			data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchNotices, {
				search,
				correctedQuery: data.data.correctedQuery,
				partialMatch: data.data.partialMatch,
				exactHref
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: business === "UR" ? "mt-6" : "mt-6 grid gap-6 md:grid-cols-[14rem_1fr]",
				children: [facets ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchFacetsPanel, {
					facets,
					selection: {
						businessType: business,
						countries: countryList(countries),
						...filters
					},
					onChange: onFacet
				}) : business !== "UR" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0",
					children: [
						isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							"aria-label": "Loading results",
							className: "grid gap-4",
							children: Array.from({ length: 3 }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { className: "h-32 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" }, i))
						}),
						isError && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							role: "alert",
							className: "rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200",
							children: [
								"The search could not be completed.",
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
									type: "button",
									className: "font-semibold underline",
									onClick: () => void refetch(),
									children: "Try again"
								})
							]
						}),
						data && count?.total === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex flex-col items-center gap-2 rounded-xl bg-white p-10 text-center ring-1 ring-slate-200",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchX, {
									"aria-hidden": true,
									className: "size-10 text-slate-400"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
									className: "font-semibold text-slate-800",
									children: [
										"No ",
										typeLabel.toLowerCase(),
										" match your search yet."
									]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: "text-sm text-slate-500",
									children: "Try fewer or more general words, another type, or all countries."
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							className: "sr-only",
							children: "Results"
						}),
						data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResultList, {
							outcome: data,
							terms: highlightTerms(data.data.correctedQuery ?? search)
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pager, {
				page,
				pages,
				onPage: goTo
			})
		]
	});
}
export { Component };

//# sourceMappingURL=search-result-BU4RI8lB.js.map