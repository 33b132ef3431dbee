import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { g as useSearchParams, h as useParams, i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as Crown } from "./crown-BggDHLxf.js";
import { t as FileText } from "./file-text-CA0Ex0mx.js";
import { t as MessageSquareText } from "./message-square-text-D-TWvVj0.js";
import { t as Pencil } from "./pencil-BCjpET7G.js";
import { t as Send } from "./send-DedsF432.js";
import { i as Share2, r as copyLink, t as LikeButton } from "./like-button-CezW6fhs.js";
import { t as useBusiness } from "./get-business-DnLkDCn-.js";
import { t as CountryFlag } from "./country-flag-DIsSBZpz.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as BusinessBadges } from "./business-badges-B3NYu620.js";
import { t as BusinessLogo } from "./business-logo-CFGrcgN9.js";
import { t as ResponseStatsLine } from "./response-stats-C0pEuRzM.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { a as useBusinessProducts, t as ProductGrid } from "./product-card-BF3fGZB2.js";
import { t as UserPlus } from "./user-plus-Ct8eTyjn.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { a as loginUrl, u as useSession } from "./session-BK40Mzwf.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { t as FavoriteStar } from "./favorite-star-DuHfyyOF.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { t as LazyTimelineSection } from "./lazy-timeline-section-DAZ_ACwb.js";
// ../../node_modules/lucide-react/dist/esm/icons/boxes.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "boxes",
	size: 24,
	node: [
		["path", {
			d: "M2.97 12.92A2 2 0 0 0 2 14.63v3.24a2 2 0 0 0 .97 1.71l3 1.8a2 2 0 0 0 2.06 0L12 19v-5.5l-5-3-4.03 2.42Z",
			key: "lc1i9w"
		}],
		["path", {
			d: "m7 16.5-4.74-2.85",
			key: "1o9zyk"
		}],
		["path", {
			d: "m7 16.5 5-3",
			key: "va8pkn"
		}],
		["path", {
			d: "M7 16.5v5.17",
			key: "jnp8gn"
		}],
		["path", {
			d: "M12 13.5V19l3.97 2.38a2 2 0 0 0 2.06 0l3-1.8a2 2 0 0 0 .97-1.71v-3.24a2 2 0 0 0-.97-1.71L17 10.5l-5 3Z",
			key: "8zsnat"
		}],
		["path", {
			d: "m17 16.5-5-3",
			key: "8arw3v"
		}],
		["path", {
			d: "m17 16.5 4.74-2.85",
			key: "8rfmw"
		}],
		["path", {
			d: "M17 16.5v5.17",
			key: "k6z78m"
		}],
		["path", {
			d: "M7.97 4.42A2 2 0 0 0 7 6.13v4.37l5 3 5-3V6.13a2 2 0 0 0-.97-1.71l-3-1.8a2 2 0 0 0-2.06 0l-3 1.8Z",
			key: "1xygjf"
		}],
		["path", {
			d: "M12 8 7.26 5.15",
			key: "1vbdud"
		}],
		["path", {
			d: "m12 8 4.74-2.85",
			key: "3rx089"
		}],
		["path", {
			d: "M12 13.5V8",
			key: "1io7kd"
		}]
	]
};
__iconData$2.node;
var Boxes = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/user-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "user-check",
	size: 24,
	node: [
		["path", {
			d: "m16 11 2 2 4-4",
			key: "9rsbq5"
		}],
		["path", {
			d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
			key: "1yyitq"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}]
	]
};
__iconData$1.node;
var UserCheck = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/users.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "users",
	size: 24,
	node: [
		["path", {
			d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
			key: "1yyitq"
		}],
		["path", {
			d: "M16 3.128a4 4 0 0 1 0 7.744",
			key: "16gr8j"
		}],
		["path", {
			d: "M22 21v-2a4 4 0 0 0-3-3.87",
			key: "kshegd"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}]
	]
};
__iconData.node;
var Users = createLucideIcon(__iconData);
// src/features/businesses/components/youtube.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The id of a YouTube video from its usual link forms, or null. */
function youtubeId(url) {
	try {
		const parsed = new URL(url);
		const host = parsed.hostname.replace(/^www\.|^m\./, "");
		let id = null;
		if (host === "youtu.be") id = parsed.pathname.slice(1);
		else if (host.endsWith("youtube.com") || host.endsWith("youtube-nocookie.com")) id = parsed.searchParams.get("v") ?? parsed.pathname.match(/\/(?:embed|shorts|v)\/([^/?]+)/)?.[1] ?? null;
		return id && /^[\w-]{6,20}$/.test(id) ? id : null;
	} catch {
		return null;
	}
}
// src/features/businesses/components/business-profile-view.tsx
var import_jsx_runtime = require_jsx_runtime();
var PREVIEW = 340;
function Section({ id, title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		id,
		"aria-labelledby": `${id}-title`,
		className: "scroll-mt-24 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: `${id}-title`,
			className: "text-lg font-semibold text-slate-900",
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mt-3",
			children
		})]
	});
}
function Rows({ rows }) {
	const shown = rows.filter(([, value]) => value !== null && value !== void 0 && value !== "");
	if (!shown.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-sm text-slate-600",
		children: "No information yet."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
		className: "grid gap-x-6 gap-y-3 sm:grid-cols-2",
		children: shown.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
			className: "text-xs font-semibold tracking-wide text-slate-600 uppercase",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: "mt-0.5 text-sm break-words text-slate-900",
			children: value
		})] }, label))
	});
}
var range = (value) => value && (value.min !== void 0 || value.max !== void 0) ? `${value.min ?? "—"} - ${value.max ?? "—"}` : null;
var names = (list) => list.length ? list.map((item) => item.name).join(", ") : null;
/** Description shown whole on large screens; on phones 340 characters with View more / View less. */
function Description({ text }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const long = text.length > PREVIEW;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "text-sm whitespace-pre-line text-slate-700",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "hidden sm:block",
				children: text
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "sm:hidden",
				children: open || !long ? text : `${text.slice(0, PREVIEW)}…`
			}),
			long && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => setOpen(!open),
				"aria-expanded": open,
				className: "mt-1 font-semibold text-brand-700 hover:underline sm:hidden",
				children: open ? "View less" : "View more"
			})
		]
	});
}
/** The business page header: cover, logo, name, badges and the page's action buttons. */
function BusinessHeader({ business, actions }) {
	const { general, contactInfo } = business;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-slate-200",
		children: [
			general.coverPhoto ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: general.coverPhoto.url,
				alt: "",
				fetchPriority: "high",
				className: "h-32 w-full object-cover sm:h-52"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "h-24 bg-gradient-to-r from-brand-700 to-brand-500 sm:h-40",
				"aria-hidden": true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:p-6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessLogo, {
					photo: general.profilePhoto,
					alt: `Logo of ${general.companyName}`,
					className: "-mt-14 size-24 shrink-0 rounded-xl ring-4 ring-white sm:-mt-16",
					imageClassName: "bg-white",
					iconClassName: "size-10"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
							className: "text-2xl font-bold break-words text-slate-900",
							children: general.companyName
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-sm text-slate-600",
							children: [
								general.businessType.name,
								" · ",
								general.industry.name,
								" ·",
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountryFlag, { code: contactInfo.country.code }),
								" ",
								contactInfo.country.countryName
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: "mt-2",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessBadges, {
								subscription: business.subscription,
								verified: business.verified
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponseStatsLine, {
							stats: business.responseStats,
							className: "mt-2 text-sm"
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-4 py-3 sm:px-6",
				children: actions
			})
		]
	});
}
/** The sections of a business profile (spec part 2, section 2.7). */
function BusinessSections({ business, products }) {
	const { general, contactInfo, factory, tradeCapabilities, businessTerms } = business;
	const video = general.video ? youtubeId(general.video.url) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "general",
				title: "General Information",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Description, { text: general.shortDescription }),
					general.generalDescription && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-3 text-sm whitespace-pre-line text-slate-700",
						children: general.generalDescription
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "mt-4",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Rows, { rows: [
							["Business type", general.businessType.name],
							["Industry", general.industry.name],
							["Categories", general.categories.map((category) => category.name).join(", ")],
							["Year established", general.yearStablished],
							["Total employees", range(general.totalEmployees)],
							["Production employees", range(general.totalProductionEmployees)],
							["Annual revenue (USD)", range(general.totalAnnualRevenue)],
							["Production capacity", general.productionCapacity && range(general.productionCapacity) ? `${range(general.productionCapacity)} ${general.productionCapacity.unit ?? ""} ${general.productionCapacity.period ? `per ${general.productionCapacity.period}` : ""}` : null]
						] })
					})
				]
			}),
			video && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "video",
				title: "Video",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "aspect-video overflow-hidden rounded-lg",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
						src: `https://www.youtube-nocookie.com/embed/${video}`,
						title: `Video of ${general.companyName}`,
						className: "size-full",
						allow: "accelerometer; encrypted-media; gyroscope; picture-in-picture",
						allowFullScreen: true,
						loading: "lazy"
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "contact",
				title: "Contact Information",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Rows, { rows: [
					["Country", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountryFlag, { code: contactInfo.country.code }),
						" ",
						contactInfo.country.countryName
					] })],
					["State", contactInfo.state?.stateName],
					["City", contactInfo.city],
					["Zip code", contactInfo.zipcode],
					["Legal address", contactInfo.legalAddressEnglish],
					["Shipping address", contactInfo.shippingAddressEnglish],
					["E-mail", contactInfo.email],
					["Website", contactInfo.website && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						href: /^https?:\/\//.test(contactInfo.website) ? contactInfo.website : `https://${contactInfo.website}`,
						rel: "noopener noreferrer nofollow",
						target: "_blank",
						className: "text-brand-700 underline",
						children: contactInfo.website
					})],
					["Phone", contactInfo.phone && `${contactInfo.phone.countryCode} ${contactInfo.phone.businessPhoneNumber}`],
					["Mobile phone", contactInfo.mobilePhone && `${contactInfo.mobilePhone.countryCode} ${contactInfo.mobilePhone.businessPhoneNumber}`]
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "factory",
				title: "Factory",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Rows, { rows: [
					["Manufacturing facilities", factory.manufacturingFacilities],
					["Country", factory.country && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountryFlag, { code: factory.country.code }),
						" ",
						factory.country.countryName
					] })],
					["State", factory.state?.stateName],
					["City", factory.city],
					["Zip code", factory.zipcode],
					["Factory size (m²)", factory.factorySize],
					["Production lines", factory.numberProductionLines],
					["Contract manufacturing", factory.contractManufacturing.map((item) => item.code.replace("_", " ")).join(", ")]
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "trade-capabilities",
				title: "Trade Capabilities",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Rows, { rows: [
					["Main markets", names(tradeCapabilities.markets)],
					["Spoken languages", tradeCapabilities.spokenLanguages.map((language) => language.languageName).join(", ")],
					["Sales employees", tradeCapabilities.totalEmployeesSales],
					["Average lead time", tradeCapabilities.averageLeadTime !== null ? `${tradeCapabilities.averageLeadTime} days` : null]
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "business-terms",
				title: "Business Terms",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Rows, { rows: [
					["Delivery terms", names(businessTerms.acceptedDeliveryTerms)],
					["Payment currencies", names(businessTerms.acceptedPaymentCurrencies)],
					["Packaging types", names(businessTerms.packagingTypes)],
					["Payment types", names(businessTerms.acceptedPaymentTypes)]
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "certificates",
				title: "Certificates",
				children: business.certificates.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
					children: business.certificates.map((certificate) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "rounded-lg border border-slate-200 p-3",
						children: [
							certificate.photo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
								src: certificate.photo.url,
								alt: `Certificate ${certificate.name}`,
								className: "mb-2 h-32 w-full rounded object-cover"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "font-semibold text-slate-900",
								children: certificate.name
							}),
							(certificate.issueDate || certificate.expireDate) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
								className: "text-xs text-slate-600",
								children: [
									certificate.issueDate && `Issued ${certificate.issueDate}`,
									certificate.issueDate && certificate.expireDate && " · ",
									certificate.expireDate && `Expires ${certificate.expireDate}`
								]
							})
						]
					}, certificate.id))
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-sm text-slate-600",
					children: "No certificates yet."
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "products",
				title: "Products",
				children: products
			})
		]
	});
}
/** The loading placeholder of the business page. */
function BusinessSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "animate-pulse space-y-6",
		role: "status",
		"aria-label": "Loading the business profile",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-64 rounded-xl bg-slate-200" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-40 rounded-xl bg-slate-200" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-40 rounded-xl bg-slate-200" })
		]
	});
}
// src/features/social/api/follow.ts
/** POST /social/follow/business or DELETE /social/follow/{id}. */
var setFollow = (businessID, follow) => follow ? apiRequest("/social/follow/business", {
	method: "POST",
	body: { resourceID: businessID }
}) : apiRequest(`/social/follow/${encodeURIComponent(businessID)}`, { method: "DELETE" });
/** Optimistic follow, reverted when the server refuses. */
function useSetFollow(businessID) {
	const queryClient = useQueryClient();
	const key = [
		"social",
		"follow",
		businessID
	];
	return useMutation({
		mutationFn: (follow) => setFollow(businessID, follow),
		onMutate: async (follow) => {
			await queryClient.cancelQueries({ queryKey: key });
			const previous = queryClient.getQueryData(key);
			if (previous) queryClient.setQueryData(key, {
				following: follow,
				followers: Math.max(0, previous.followers + (follow ? 1 : -1))
			});
			return { previous };
		},
		onError: (_error, _follow, context) => queryClient.setQueryData(key, context?.previous),
		onSuccess: (summary) => queryClient.setQueryData(key, summary),
		onSettled: () => queryClient.invalidateQueries({ queryKey: key })
	});
}
// src/features/social/api/follow-summary.ts
/** GET /social/follow/{id}/summary. */
var getFollowSummary = (businessID, signal) => apiRequest(`/social/follow/${encodeURIComponent(businessID)}/summary`, { signal });
var followSummaryQueryOptions = (businessID) => queryOptions({
	queryKey: [
		"social",
		"follow",
		businessID
	],
	queryFn: ({ signal }) => getFollowSummary(businessID, signal)
});
var useFollowSummary = (businessID) => useQuery(followSummaryQueryOptions(businessID));
// src/features/social/components/follow-button.tsx
/** Follow a business, with its follower count; optimistic, reverted on failure. */
function FollowButton({ businessID }) {
	const { isLoggedIn } = useSession();
	const summary = useFollowSummary(businessID);
	const setFollow = useSetFollow(businessID);
	const following = summary.data?.following ?? false;
	const Icon = following ? UserCheck : UserPlus;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		"aria-pressed": following,
		disabled: setFollow.isPending,
		onClick: () => {
			if (!isLoggedIn) {
				window.location.assign(loginUrl());
				return;
			}
			setFollow.mutate(!following, { onError: (error) => toast.error(error.message || "Something was wrong, try again please") });
		},
		className: `inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors ${following ? "border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100" : "border-slate-300 text-slate-700 hover:bg-slate-100"}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				"aria-hidden": true,
				className: "size-4"
			}),
			following ? "Following" : "Follow",
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "rounded-full bg-white/80 px-2 text-xs tabular-nums ring-1 ring-slate-200",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "sr-only",
					children: "followers: "
				}), summary.data?.followers ?? 0]
			})
		]
	});
}
// src/app/routes/business.tsx
var action = "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100";
var primary = "inline-flex items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700";
/** A business profile (spec part 2, section 2.7): the buyer's view, or the manager's with ?editMode=1. */
function Component() {
	const { id = "" } = useParams();
	const [params] = useSearchParams();
	const business = useBusiness(id);
	const products = useBusinessProducts(business.data?.businessID);
	const description = business.data?.general.shortDescription ?? "";
	usePageMeta(business.data ? description.slice(0, 64) : "Business profile", business.data ? description : "A business profile.");
	if (business.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-6xl px-4 py-8",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessSkeleton, {})
	});
	if (business.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "mx-auto max-w-6xl px-4 py-16 text-center text-slate-700",
		children: "An unexpected error has occurred, please try refreshing the page."
	});
	const data = business.data;
	const canManage = data.session.access === "owner" || data.session.access === "admin";
	const editMode = canManage && params.get("editMode") === "1";
	const base = href.business(data.general.companyName, data.businessID).replace(/\/$/, "");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl space-y-6 px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessHeader, {
				business: data,
				actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [editMode ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
					"aria-label": "Manage business",
					className: "flex flex-wrap gap-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: `${base}/edit`,
							className: primary,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
								"aria-hidden": true,
								className: "size-4"
							}), " Manage Profile"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: href.businessRequests(data.businessID),
							className: action,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageSquareText, {
								"aria-hidden": true,
								className: "size-4"
							}), " Requests"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: `${base}/products`,
							className: action,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Boxes, {
								"aria-hidden": true,
								className: "size-4"
							}), " Products"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: `${base}/membership`,
							className: action,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Crown, {
								"aria-hidden": true,
								className: "size-4"
							}), " Membership"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: `${base}/members`,
							className: action,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Users, {
								"aria-hidden": true,
								className: "size-4"
							}), " Members"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: `${base}/`,
							className: action,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, {
								"aria-hidden": true,
								className: "size-4"
							}), " View as a buyer"]
						})
					]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
					"aria-label": "Business",
					className: "flex flex-wrap gap-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							href: "#general",
							className: action,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, {
								"aria-hidden": true,
								className: "size-4"
							}), " Business Profile"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: href.sendRequest(data.businessID),
							className: primary,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Send, {
								"aria-hidden": true,
								className: "size-4"
							}), " Send Request"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							href: "#products",
							className: action,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Boxes, {
								"aria-hidden": true,
								className: "size-4"
							}), " Company Products"]
						}),
						canManage && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: `${base}/?editMode=1`,
							className: action,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageSquareText, {
								"aria-hidden": true,
								className: "size-4"
							}), " Manage Business"]
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap gap-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LikeButton, {
							type: "business",
							resourceID: data.businessID
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteStar, {
							type: "business",
							id: data.businessID
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FollowButton, { businessID: data.businessID }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
							type: "button",
							className: action,
							onClick: () => void copyLink(`${window.location.origin}${base}/`, "Business Link copied!"),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Share2, {
								"aria-hidden": true,
								className: "size-4"
							}), " Share"]
						})
					]
				})] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessSections, {
				business: data,
				products: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGrid, {
					products: products.data,
					companyName: data.general.companyName,
					isPending: products.isPending,
					isError: products.isError
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "max-w-2xl",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyTimelineSection, { timelineID: data.businessID })
			})
		]
	});
}
export { Component };

//# sourceMappingURL=business-B7p2G6eM.js.map