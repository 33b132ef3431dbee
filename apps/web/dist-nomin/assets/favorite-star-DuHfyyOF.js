import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { a as loginUrl, u as useSession } from "./session-BK40Mzwf.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// ../../node_modules/lucide-react/dist/esm/icons/star.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "star",
	size: 24,
	node: [["path", {
		d: "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
		key: "r04s7s"
	}]]
};
__iconData.node;
var Star = createLucideIcon(__iconData);
// src/features/favorites/api/get-favorites.ts
var favoriteKeys = { all: ["favorites"] };
/** GET /favorites: my favorite businesses and products, newest first. */
var getFavorites = (signal) => apiRequest("/favorites", { signal });
var favoritesQueryOptions = () => queryOptions({
	queryKey: favoriteKeys.all,
	queryFn: ({ signal }) => getFavorites(signal)
});
var useFavorites = (enabled) => useQuery({
	...favoritesQueryOptions(),
	enabled
});
// src/features/favorites/api/set-favorite.ts
/** PUT (save) or DELETE (remove) /favorites/{type}/{id}. */
var setFavorite = (type, id, favorite) => apiRequest(`/favorites/${type}/${encodeURIComponent(id)}`, { method: favorite ? "PUT" : "DELETE" });
function useSetFavorite(type, id) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (favorite) => setFavorite(type, id, favorite),
		onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all })
	});
}
// src/features/favorites/components/favorite-star.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The star that saves a business or product to my favorites (a toggle button; visitors are sent to log in). While
* saving it shows the choice being saved; a failure puts back the stored one. Cards and pages place it with just
* the type and id.
*/
function FavoriteStar({ type, id, compact = false, className = "" }) {
	const { isLoggedIn } = useSession();
	const favorites = useFavorites(isLoggedIn);
	const change = useSetFavorite(type, id);
	const stored = type === "business" ? favorites.data?.businesses.some((item) => item.businessID === id) ?? false : favorites.data?.products.some((item) => item.productID === id) ?? false;
	const on = change.isPending ? change.variables : stored;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		"aria-pressed": on,
		"aria-label": compact ? "Favorite" : void 0,
		disabled: change.isPending,
		onClick: () => {
			if (!isLoggedIn) {
				window.location.assign(loginUrl());
				return;
			}
			change.mutate(!on, {
				onSuccess: ({ favorite }) => toast.success(favorite ? "Saved to your favorites." : "Removed from your favorites."),
				onError: (error) => toast.error(error.message || "Something was wrong, try again please")
			});
		},
		className: `inline-flex items-center gap-2 rounded-lg border text-sm font-semibold transition-colors ${compact ? "p-1.5" : "px-3 py-2"} ${on ? "border-amber-300 bg-amber-50 text-amber-800 hover:bg-amber-100" : "border-slate-300 text-slate-700 hover:bg-slate-100"} ${className}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
			"aria-hidden": true,
			className: `size-4 ${on ? "fill-current" : ""}`
		}), !compact && "Favorite"]
	});
}
export { useFavorites as n, FavoriteStar as t };

//# sourceMappingURL=favorite-star-DuHfyyOF.js.map