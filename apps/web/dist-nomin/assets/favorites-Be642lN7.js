import { i as Link, n as href } from "./paths-BVsv1d7S.js";
import { u as useSession } from "./session-BK40Mzwf.js";
import { n as useFavorites, t as FavoriteStar } from "./favorite-star-DuHfyyOF.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { t as useRequireLogin } from "./require-login-8xz9VJwy.js";
// src/features/favorites/components/favorite-lists.tsx
var import_jsx_runtime = require_jsx_runtime();
function Section({ id, title, empty, rows }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": id,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
			id,
			className: "mb-3 text-lg font-semibold text-slate-900",
			children: [
				title,
				" (",
				rows.length,
				")"
			]
		}), rows.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-sm text-slate-700",
			children: empty
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid gap-2 md:grid-cols-2",
			children: rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						src: row.image?.versions?.thumb?.url ?? row.image?.url ?? "/favicon.svg",
						alt: "",
						className: "size-12 shrink-0 rounded-md bg-slate-100 object-cover"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: row.to,
							className: "font-semibold text-brand-700 hover:underline",
							children: row.title
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "truncate text-sm text-slate-600",
							children: row.detail
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteStar, {
						type: row.type,
						id: row.id
					})
				]
			}, row.id))
		})]
	});
}
/** My favorite businesses and products, each linking to its page with its star to remove it. */
function FavoriteLists() {
	const { isLoggedIn } = useSession();
	const favorites = useFavorites(isLoggedIn);
	if (favorites.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-sm text-slate-600",
		children: "Loading your favorites…"
	});
	if (favorites.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "text-sm text-slate-700",
		children: "Your favorites could not be loaded, please try refreshing the page."
	});
	const { businesses, products } = favorites.data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "favorite-businesses",
			title: "Businesses",
			empty: "No favorite businesses yet: use the star on a business page.",
			rows: businesses.map((item) => ({
				type: "business",
				id: item.businessID,
				title: item.companyName,
				to: href.business(item.companyName, item.businessID),
				detail: item.shortDescription,
				image: item.profilePhoto
			}))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "favorite-products",
			title: "Products",
			empty: "No favorite products yet: use the star on a product page.",
			rows: products.map((item) => ({
				type: "product",
				id: item.productID,
				title: item.name,
				to: href.product(item.companyName, item.name, item.productID),
				detail: item.companyName,
				image: item.image
			}))
		})]
	});
}
// src/app/routes/favorites.tsx
/** The account menu's Favorite Business: the businesses and products I saved with the star. */
function Component() {
	usePageMeta("Favorites", "Your favorite businesses and products.");
	if (!useRequireLogin()) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-5xl px-2 py-4 sm:px-4 sm:py-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "mb-4 px-2 text-2xl font-bold text-slate-900 sm:px-0",
			children: "Favorites"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteLists, {})]
	});
}
export { Component };

//# sourceMappingURL=favorites-Be642lN7.js.map