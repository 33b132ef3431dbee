import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as LifeBuoy } from "./life-buoy-C8-GR_kB.js";
import { i as Link, n as href, r as paths } from "./paths-BVsv1d7S.js";
import { n as PromoVideo, t as SearchForm } from "./search-form-DYjXY6nP.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
import { t as BusinessSummaryCard } from "./business-summary-card-zYTX3juS.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as UserPlus } from "./user-plus-Ct8eTyjn.js";
import { l as useAccountLink } from "./session-BK40Mzwf.js";
import { t as MessagesSquare } from "./messages-square-CNqux6z4.js";
import { t as useIndustryTree } from "./get-industry-tree-CyLFn-yi.js";
import { t as IndustryIcon } from "./industry-icon-CSCZH86N.js";
import { t as ChevronRight } from "./chevron-right-p_MCsZYu.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
// ../../node_modules/lucide-react/dist/esm/icons/earth.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "earth",
	size: 24,
	node: [
		["path", {
			d: "M21.54 15H17a2 2 0 0 0-2 2v4.54",
			key: "1djwo0"
		}],
		["path", {
			d: "M7 3.34V5a3 3 0 0 0 3 3a2 2 0 0 1 2 2c0 1.1.9 2 2 2a2 2 0 0 0 2-2c0-1.1.9-2 2-2h3.17",
			key: "1tzkfa"
		}],
		["path", {
			d: "M11 21.95V18a2 2 0 0 0-2-2a2 2 0 0 1-2-2v-1a2 2 0 0 0-2-2H2.05",
			key: "14pb5j"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}]
	],
	aliases: ["globe-2"]
};
__iconData$3.node;
var Earth = createLucideIcon(__iconData$3);
// ../../node_modules/lucide-react/dist/esm/icons/handshake.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "handshake",
	size: 24,
	node: [
		["path", {
			d: "m11 17 2 2a1 1 0 1 0 3-3",
			key: "efffak"
		}],
		["path", {
			d: "m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4",
			key: "9pr0kb"
		}],
		["path", {
			d: "m21 3 1 11h-2",
			key: "1tisrp"
		}],
		["path", {
			d: "M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3",
			key: "1uvwmv"
		}],
		["path", {
			d: "M3 4h8",
			key: "1ep09j"
		}]
	]
};
__iconData$2.node;
var Handshake = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/package-search.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "package-search",
	size: 24,
	node: [
		["path", {
			d: "M12 22V12",
			key: "d0xqtd"
		}],
		["path", {
			d: "M20.27 18.27 22 20",
			key: "er2am"
		}],
		["path", {
			d: "M21 10.498V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.729l7 4a2 2 0 0 0 2 .001l.98-.559",
			key: "tok1h1"
		}],
		["path", {
			d: "M3.29 7 12 12l8.71-5",
			key: "19ckod"
		}],
		["path", {
			d: "m7.5 4.27 8.997 5.148",
			key: "9yrvtv"
		}],
		["circle", {
			cx: "18.5",
			cy: "16.5",
			r: "2.5",
			key: "ke13xx"
		}]
	]
};
__iconData$1.node;
var PackageSearch = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/triangle-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "triangle-exclamation-point",
	size: 24,
	node: [
		["path", {
			d: "m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3",
			key: "wmoenq"
		}],
		["path", {
			d: "M12 9v4",
			key: "juzpu7"
		}],
		["path", {
			d: "M12 17h.01",
			key: "p32p05"
		}]
	],
	aliases: ["alert-triangle", "triangle-alert"]
};
__iconData.node;
var TriangleExclamationPoint = createLucideIcon(__iconData);
// src/features/businesses/api/get-last-registered.ts
var getLastRegistered = (signal) => apiRequest("/search/business/last-registered", { signal });
var lastRegisteredQueryOptions = () => queryOptions({
	queryKey: [
		"search",
		"business",
		"last-registered"
	],
	queryFn: ({ signal }) => getLastRegistered(signal)
});
var useLastRegistered = () => useQuery(lastRegisteredQueryOptions());
// src/features/businesses/components/latest-businesses.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Home block: the newest Manufacturers, Distributors, Exporters and Consultants, three each. */
function LatestBusinesses() {
	const { data, isPending, isError } = useLastRegistered();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "latest-businesses-heading",
		className: "mx-auto max-w-7xl px-4 py-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "latest-businesses-heading",
				className: "text-2xl font-bold text-slate-900",
				children: "Latest registered businesses"
			}),
			isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-4 text-slate-500",
				children: "Loading the newest businesses…"
			}),
			isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-4 text-slate-500",
				children: "The newest businesses could not be loaded right now."
			}),
			data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-6 grid gap-8 lg:grid-cols-2",
				children: data.map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "mb-3 text-lg font-semibold text-brand-700",
					children: group.businessType.name
				}), group.businesses.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-500",
					children: [
						"No ",
						group.businessType.name.toLowerCase(),
						" have registered yet. Yours could be the first."
					]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3",
					children: group.businesses.map((business) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessSummaryCard, { business }) }, business.businessID))
				})] }, group.businessType.code))
			})
		]
	});
}
// src/features/home/components/join-banner.tsx
/** The Register Now / Go Global banner of the home page (spec part 1, section 1). */
function JoinBanner() {
	const registerHref = useAccountLink("register");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		"aria-labelledby": "join-heading",
		className: "mx-auto max-w-7xl px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "relative overflow-hidden rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 px-6 py-10 text-white md:px-12",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: "/images/globe-network.svg",
					alt: "",
					className: "pointer-events-none absolute -right-10 -bottom-16 hidden w-80 opacity-30 md:block"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "join-heading",
					className: "max-w-2xl text-3xl font-bold tracking-tight",
					children: "Put your company on the map of industrial trade"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-3 max-w-2xl text-brand-100",
					children: "Registration is free for every business. Create your profile today, and reach buyers in 25 countries when you are ready to go global."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-6 flex flex-wrap gap-3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
						href: registerHref,
						className: buttonClass("accent", "lg"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserPlus, {
							"aria-hidden": true,
							className: "size-5"
						}), " Register Now"]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: paths.ourNetwork,
						className: buttonClass("light", "lg"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Earth, {
							"aria-hidden": true,
							className: "size-5"
						}), " Go Global"]
					})]
				})
			]
		})
	});
}
// src/features/home/components/landing-blocks.tsx
var STEPS = [
	{
		icon: PackageSearch,
		title: "Find qualified suppliers",
		text: "Search manufacturers, distributors and exporters by product, business type and country, across 15 industries and more than 900 product categories."
	},
	{
		icon: MessagesSquare,
		title: "Talk to the right people",
		text: "Send a request straight to a business, follow up in the message center and see who you are dealing with before you meet them."
	},
	{
		icon: Handshake,
		title: "Showcase your business",
		text: "Create a business profile for free, list up to 7 products on the Standard plan and let buyers in the USA and abroad find you."
	},
	{
		icon: Earth,
		title: "Grow beyond the USA",
		text: "A family of 25 country portals since 2000 puts your company in front of importers and distributors on every continent."
	}
];
var FACTS = [
	{
		value: "15",
		label: "industries"
	},
	{
		value: "900+",
		label: "product categories"
	},
	{
		value: "25",
		label: "country portals"
	},
	{
		value: "2000",
		label: "connecting trade since"
	}
];
/** What the platform does, in four steps and four facts: the first thing a new visitor needs to know. */
function LandingBlocks() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "how-heading",
		className: "mx-auto max-w-7xl px-4 py-14",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
				id: "how-heading",
				className: "text-center text-3xl font-bold tracking-tight text-brand-900",
				children: [
					"How ",
					runtimeConfig.siteName,
					" works"
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mx-auto mt-3 max-w-2xl text-center text-slate-600",
				children: "An industrial B2B network built for companies, not consumers: every profile is a business, every contact a potential trade partner."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4",
				children: STEPS.map(({ icon: Icon, title, text }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "rounded-xl bg-white p-6 shadow-card ring-1 ring-slate-200",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "flex size-12 items-center justify-center rounded-lg bg-accent-100 text-accent-700",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
								"aria-hidden": true,
								className: "size-6"
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
							className: "mt-4 text-lg font-semibold text-brand-800",
							children: title
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "mt-2 text-sm leading-relaxed text-slate-600",
							children: text
						})
					]
				}, title))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
				className: "mt-12 grid grid-cols-2 gap-6 rounded-2xl bg-brand-800 px-6 py-8 text-center text-white md:grid-cols-4",
				children: FACTS.map((fact) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-col-reverse",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-sm text-brand-100",
						children: fact.label
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "text-3xl font-bold text-accent-400",
						children: fact.value
					})]
				}, fact.label))
			})
		]
	});
}
// src/features/industries/components/industry-grid.tsx
var SHOWN_CATEGORIES = 6;
/** The 15 industries with their icon, description and first categories, each linking to a search. */
function IndustryGrid() {
	const { data, isPending, isError, refetch } = useIndustryTree();
	if (isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		"aria-busy": "true",
		"aria-label": "Loading industries",
		className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
		children: Array.from({ length: 6 }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { className: "h-40 animate-pulse rounded-xl bg-white shadow-sm ring-1 ring-slate-200" }, i))
	});
	if (isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "alert",
		className: "flex items-center gap-3 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TriangleExclamationPoint, {
				"aria-hidden": true,
				className: "size-5"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: "We could not load the industries." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => void refetch(),
				className: "ml-auto font-semibold underline",
				children: "Try again"
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
		children: data.map((industry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "flex flex-col rounded-xl bg-white p-5 shadow-card ring-1 ring-slate-200 transition-shadow hover:shadow-lg",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "mb-3 flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IndustryIcon, {
						name: industry.icon,
						className: "size-6"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "text-lg font-semibold text-brand-700",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: href.search({
							business: "MA",
							countries: "global",
							search: industry.name
						}),
						className: "hover:underline",
						children: industry.name
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1 text-sm text-slate-600",
					children: industry.description
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
					className: "mt-3 flex flex-wrap gap-2",
					children: [industry.categories.slice(0, SHOWN_CATEGORIES).map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: href.search({
							business: "MA",
							countries: "global",
							search: category.name
						}),
						className: "inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100",
						children: category.name
					}) }, category.id)), industry.categories.length > SHOWN_CATEGORIES && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: paths.industries,
						className: "inline-block rounded-full px-3 py-1 text-xs font-semibold text-brand-600 hover:underline",
						children: [
							"+",
							industry.categories.length - SHOWN_CATEGORIES,
							" more",
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "sr-only",
								children: [
									" ",
									industry.name,
									" categories"
								]
							})
						]
					}) })]
				})
			]
		}, industry.id))
	});
}
// src/features/industries/components/industry-flyout.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var searchFor = (text) => href.search({
	business: "MA",
	countries: "global",
	search: text
});
/** The sub-categories of one industry beside the sidebar: groups are categories, links their sub-categories. */
function IndustryFlyout({ industry, id, onNavigate }) {
	const groups = industry.categories.slice(0, 6);
	const link = "text-sm text-slate-600 hover:text-brand-700 hover:underline";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		id,
		role: "group",
		"aria-label": `${industry.name} categories`,
		"data-testid": "industry-flyout",
		className: "absolute top-0 left-full z-30 ml-2 w-[min(760px,calc(100vw-300px))] animate-flyout-in rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-200",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "grid grid-cols-3 gap-x-6 gap-y-5",
			children: groups.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: searchFor(category.name),
				onClick: onNavigate,
				className: "text-sm font-semibold text-brand-800 hover:underline",
				children: category.name
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: "mt-1.5 space-y-1",
				children: [category.subCategories.slice(0, 6).map((subCategory) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: searchFor(subCategory.name),
					onClick: onNavigate,
					className: link,
					children: subCategory.name
				}) }, subCategory.id)), category.subCategories.length > 6 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.industries,
					onClick: onNavigate,
					className: "text-sm font-medium text-brand-600 hover:underline",
					children: "View More"
				}) })]
			})] }, category.id))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mt-6 flex gap-6 border-t border-slate-200 pt-4 text-sm font-semibold",
			children: [industry.categories.length > 6 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.home,
				onClick: onNavigate,
				className: "text-brand-600 hover:underline",
				children: "View More Categories"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: paths.industries,
				onClick: onNavigate,
				className: "inline-flex items-center gap-1 text-brand-600 hover:underline",
				children: ["All Categories ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
					"aria-hidden": true,
					className: "size-4"
				})]
			})]
		})]
	});
}
// src/features/industries/components/industry-sidebar.tsx
/**
* The left sidebar of the 15 top industries (spec part 1, section 2). Hovering or focusing an industry opens its
* flyout; leaving, Escape or following a link closes it. Keyboard users tab from the industry into its flyout.
*/
function IndustrySidebar() {
	const { data: industries = [], isPending } = useIndustryTree();
	const [openId, setOpenId] = (0, import_react.useState)(null);
	const links = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const refocusing = (0, import_react.useRef)(false);
	function openOnFocus(id) {
		if (!refocusing.current) setOpenId(id);
	}
	function closeOnBlur(event) {
		if (!event.currentTarget.contains(event.relatedTarget)) setOpenId(null);
	}
	function closeOnEscape(event, id) {
		if (event.key !== "Escape" || openId !== id) return;
		event.stopPropagation();
		setOpenId(null);
		refocusing.current = true;
		links.current.get(id)?.focus();
		refocusing.current = false;
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
		"aria-label": "Industries",
		className: "relative rounded-xl bg-white shadow-card ring-1 ring-slate-200",
		onMouseLeave: () => setOpenId(null),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: "border-b border-slate-200 px-4 py-3 text-sm font-bold tracking-wider text-brand-800 uppercase",
			children: "Industries"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			"aria-busy": isPending,
			className: "py-1",
			children: industries.map((industry) => {
				const open = openId === industry.id;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					onMouseEnter: () => setOpenId(industry.id),
					onFocus: () => openOnFocus(industry.id),
					onBlur: closeOnBlur,
					onKeyDown: (event) => closeOnEscape(event, industry.id),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						ref: (element) => {
							if (element) links.current.set(industry.id, element);
						},
						to: href.search({
							business: "MA",
							countries: "global",
							search: industry.name
						}),
						onClick: () => setOpenId(null),
						className: `flex items-center gap-3 px-4 py-2 text-sm font-medium ${open ? "bg-brand-50 text-brand-800" : "text-slate-700"}`,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IndustryIcon, {
								name: industry.icon,
								className: "size-4 shrink-0 text-brand-500"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "flex-1",
								children: industry.name
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
								"aria-hidden": true,
								className: "size-4 text-slate-400"
							})
						]
					}), open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IndustryFlyout, {
						industry,
						id: `flyout-${industry.id}`,
						onNavigate: () => setOpenId(null)
					})]
				}, industry.id);
			})
		})]
	});
}
// src/app/routes/home.tsx
function Component() {
	const { siteName } = runtimeConfig;
	usePageMeta("Industrial B2B Network and Supplier Directory", "Find manufacturers, distributors, exporters and industrial products in the USA, and contact suppliers directly.");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "bg-gradient-to-br from-brand-800 via-brand-900 to-brand-900",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 lg:grid-cols-[260px_minmax(0,1fr)] lg:py-12",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "hidden lg:block",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IndustrySidebar, {})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					"aria-labelledby": "hero-heading",
					className: "grid grid-cols-1 items-center gap-8 text-white xl:grid-cols-[minmax(0,1fr)_360px]",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-sm font-semibold tracking-wider text-accent-400 uppercase",
							children: [siteName, " USA · B2B network since 2000"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
							id: "hero-heading",
							className: "mt-3 text-3xl font-bold tracking-tight text-balance md:text-4xl xl:text-[2.6rem] xl:leading-tight",
							children: "The industrial B2B network where suppliers and buyers meet"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "mt-4 max-w-2xl text-lg text-brand-100",
							children: [siteName, " connects manufacturers, distributors, exporters and buyers across 15 industries. Find companies and products, send requests and grow your trade network. Free for every business."]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: "mt-6",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchForm, { variant: "hero" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "mt-5 flex flex-wrap gap-3",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
								to: paths.contactForm,
								className: buttonClass("accent", "lg"),
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LifeBuoy, {
									"aria-hidden": true,
									className: "size-5"
								}), " Need Help?"]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: paths.industries,
								className: buttonClass("light", "lg"),
								children: "Browse all industries"
							})]
						})
					] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromoVideo, {
						title: `Discover ${siteName}`,
						className: "shadow-2xl ring-1 ring-white/20"
					})]
				})]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LandingBlocks, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-labelledby": "industries-heading",
			className: "mx-auto max-w-7xl px-4 py-6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "industries-heading",
					className: "text-3xl font-bold tracking-tight text-brand-900",
					children: "Browse by industry"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 mb-8 max-w-2xl text-slate-600",
					children: "Fifteen industries, from automation to business services. Pick a category to see the manufacturers that make it."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IndustryGrid, {})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LatestBusinesses, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JoinBanner, {})
	] });
}
export { Component };

//# sourceMappingURL=home-CfoXme5o.js.map