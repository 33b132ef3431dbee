import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as Send } from "./send-DedsF432.js";
import { i as Share2, n as useReactionSummary, r as copyLink, t as LikeButton } from "./like-button-CezW6fhs.js";
import { h as useParams, i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as useBusiness } from "./get-business-DnLkDCn-.js";
import { t as MessageSquareText } from "./message-square-text-D-TWvVj0.js";
import { t as BusinessBadges } from "./business-badges-B3NYu620.js";
import { t as BusinessLogo } from "./business-logo-CFGrcgN9.js";
import { t as ResponseStatsLine } from "./response-stats-C0pEuRzM.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { a as useBusinessProducts, i as tradeTermRows, n as DatasheetLink, r as ProductPriceLine, t as ProductGrid } from "./product-card-BF3fGZB2.js";
import { n as useProduct } from "./get-product-CA4uawys.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as Package } from "./package-CZ_aJCw9.js";
import { t as Comments } from "./comments-C5DMK2SI.js";
import { t as FavoriteStar } from "./favorite-star-DuHfyyOF.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
// src/features/businesses/components/business-aside-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The business card beside a product (spec part 2, section 2.9). Buyers get Send Request naming `productID`;
* members of the business get its Requests.
*/
function BusinessAsideCard({ business, productID }) {
	const { general } = business;
	const url = href.business(general.companyName, business.businessID);
	const member = business.session.access !== "none";
	const employees = general.totalEmployees;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "business-card-title",
		className: "rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-xs font-semibold tracking-wide text-slate-600 uppercase",
				children: general.businessType.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-2 flex items-center gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessLogo, {
					photo: general.profilePhoto,
					alt: `Logo of ${general.companyName}`,
					className: "size-14 rounded-lg",
					imageClassName: "ring-1 ring-slate-200",
					iconClassName: "size-7"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "business-card-title",
					className: "min-w-0 font-semibold break-words text-slate-900",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: url,
						className: "hover:text-brand-700 hover:underline",
						children: general.companyName
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-3",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessBadges, {
					subscription: business.subscription,
					verified: business.verified
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponseStatsLine, {
				stats: business.responseStats,
				className: "mt-2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "mt-3 space-y-2 text-sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex justify-between gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
							className: "text-slate-600",
							children: "Year established"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: "text-slate-900",
							children: general.yearStablished ?? "----"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex justify-between gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
							className: "text-slate-600",
							children: "Employees"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: "text-slate-900",
							children: employees && (employees.min !== void 0 || employees.max !== void 0) ? `${employees.min ?? "—"} - ${employees.max ?? "—"}` : "----"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-slate-600",
						children: "Categories"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "mt-1 flex flex-wrap gap-1",
						children: general.categories.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700",
							children: category.name
						}, category.id))
					})] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: member ? href.businessRequests(business.businessID) : href.sendRequest(business.businessID, productID),
				className: "mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700",
				children: member ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageSquareText, {
					"aria-hidden": true,
					className: "size-4"
				}), " Requests"] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Send, {
					"aria-hidden": true,
					className: "size-4"
				}), " Send Request"] })
			})
		]
	});
}
// src/features/products/components/product-details.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var LONG_VALUE = 50;
function youtubeId(url) {
	try {
		const parsed = new URL(url);
		const id = parsed.hostname.replace(/^www\.|^m\./, "") === "youtu.be" ? parsed.pathname.slice(1) : parsed.searchParams.get("v") ?? parsed.pathname.match(/\/(?:embed|shorts|v)\/([^/?]+)/)?.[1] ?? null;
		return id && /^[\w-]{6,20}$/.test(id) ? id : null;
	} catch {
		return null;
	}
}
function Box({ title, children }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": id,
		className: "rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id,
			className: "text-lg font-semibold text-slate-900",
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mt-3",
			children
		})]
	});
}
/** Labelled values in tiles, as the Specifications and Trade Terms boxes show them. */
function LabelGrid({ rows, className = "" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
		className: `grid gap-3 sm:grid-cols-2 ${className}`,
		children: rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "rounded-lg bg-slate-50 p-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: "text-xs font-semibold tracking-wide text-slate-600 uppercase",
				children: label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: "mt-0.5 text-sm break-words whitespace-pre-line text-slate-900",
				children: value
			})]
		}, label))
	});
}
/** The product page body (spec part 2, section 2.9). */
function ProductDetails({ product, actions }) {
	const images = [...product.mainImage ? [product.mainImage] : [], ...product.images];
	const [shown, setShown] = (0, import_react.useState)(0);
	const current = images[shown] ?? images[0];
	const company = product.businessProfile.general.companyName;
	const specBox = [
		["Industry", product.industry.name],
		["Product Name", product.name],
		["Lead Time", product.leadTime ?? "—"],
		["Category", product.category.name],
		["Subcategory", product.subCategory?.name ?? "—"],
		["Stock Available", product.stock ? "Yes" : "No"]
	];
	const terms = tradeTermRows(product);
	const videos = product.videos.map((video) => youtubeId(video.url)).filter((id) => !!id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-6 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6 md:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [current ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: current.url,
					alt: `${product.name}${shown ? `, image ${shown + 1}` : ""}`,
					fetchPriority: "high",
					className: "aspect-[4/3] w-full rounded-lg object-contain ring-1 ring-slate-200"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "grid aspect-[4/3] w-full place-items-center rounded-lg bg-slate-100 text-slate-400",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Package, {
						"aria-hidden": true,
						className: "size-16"
					})
				}), images.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "mt-3 flex flex-wrap gap-2",
					"aria-label": "Gallery",
					children: images.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						onClick: () => setShown(index),
						"aria-pressed": index === shown,
						className: `overflow-hidden rounded-lg ring-2 ${index === shown ? "ring-brand-600" : "ring-transparent"}`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
							src: image.url,
							alt: `Show image ${index + 1}`,
							className: "size-16 object-cover"
						})
					}) }, image.url))
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
							className: "text-2xl font-bold break-words text-slate-900",
							children: product.name
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "mt-1 text-sm text-slate-600",
							children: [
								"by",
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									to: href.business(company, product.businessID),
									className: "font-semibold text-brand-700 hover:underline",
									children: company
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductPriceLine, { product }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: "mt-4 flex flex-wrap gap-2",
							children: actions
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "mt-4 text-sm break-words whitespace-pre-line text-slate-700",
							children: product.description
						}),
						product.keywords.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: "mt-4 flex flex-wrap gap-2",
							"aria-label": "Keywords",
							children: product.keywords.map((keyword) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
								className: "rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700",
								children: keyword
							}, keyword))
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				title: "Specifications",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelGrid, {
					rows: specBox,
					className: "lg:grid-cols-3"
				})
			}),
			(terms.length > 0 || product.datasheet) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				title: "Trade Terms",
				children: [terms.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelGrid, { rows: terms }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: terms.length ? "mt-3" : "",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DatasheetLink, { product })
				})]
			}),
			product.specs.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				title: "Technical Specifications",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
					className: "divide-y divide-slate-100",
					children: product.specs.map((spec, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: spec.value.length > LONG_VALUE ? "py-2" : "grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
							className: "text-sm font-semibold text-slate-800",
							children: spec.key
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: "text-sm break-words text-slate-700",
							children: spec.value
						})]
					}, `${spec.key}-${index}`))
				})
			}),
			videos.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				title: "Videos",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "grid gap-4 md:grid-cols-2",
					children: videos.map((id, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "aspect-video overflow-hidden rounded-lg",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
							src: `https://www.youtube-nocookie.com/embed/${id}`,
							title: `Video ${index + 1} of ${product.name}`,
							className: "size-full",
							allow: "accelerometer; encrypted-media; gyroscope; picture-in-picture",
							allowFullScreen: true,
							loading: "lazy"
						})
					}, id))
				})
			})
		]
	});
}
// src/app/routes/business-product.tsx
/** A product page (spec part 2, section 2.9). */
function Component() {
	const { slug = "" } = useParams();
	const product = useProduct(slug);
	const business = useBusiness(product.data?.businessID ?? "");
	const summary = useReactionSummary(product.data?.productID);
	const products = useBusinessProducts(product.data?.businessID);
	const description = product.data?.description ?? "";
	usePageMeta(product.data ? description.slice(0, 64) : "Product", description || "A product.");
	if (product.isError || business.isError || summary.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "mx-auto max-w-6xl px-4 py-16 text-center text-slate-700",
		children: "Error loading data"
	});
	if (!product.data || !business.data || !summary.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl animate-pulse space-y-6 px-4 py-8",
		role: "status",
		"aria-label": "Loading the product",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-80 rounded-xl bg-slate-200" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-40 rounded-xl bg-slate-200" })]
	});
	const data = product.data;
	const company = business.data.general.companyName;
	const others = products.data?.filter((item) => item.productID !== data.productID);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_300px]",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0 space-y-6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductDetails, {
					product: data,
					actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						business.data.session.access === "none" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: href.sendRequest(data.businessID, data.productID),
							className: "inline-flex items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Send, {
								"aria-hidden": true,
								className: "size-4"
							}), " Send Request"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LikeButton, {
							type: "product",
							resourceID: data.productID
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteStar, {
							type: "product",
							id: data.productID
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
							type: "button",
							onClick: () => void copyLink(window.location.href, "Product Link copied!"),
							className: "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Share2, {
								"aria-hidden": true,
								className: "size-4"
							}), " Share"]
						})
					] })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Comments, {
					resourceID: data.productID,
					resourceType: "product"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					"aria-labelledby": "main-products-title",
					className: "rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
						id: "main-products-title",
						className: "text-lg font-semibold text-slate-900",
						children: ["Main products of ", company]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "mt-3",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGrid, {
							products: others,
							companyName: company,
							isPending: products.isPending,
							isError: products.isError
						})
					})]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("aside", {
			"aria-label": "Supplier",
			className: "lg:sticky lg:top-24 lg:self-start",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessAsideCard, {
				business: business.data,
				productID: data.productID
			})
		})]
	});
}
export { Component };

//# sourceMappingURL=business-product-Ba4CEQd3.js.map