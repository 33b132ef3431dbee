import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { a as loginUrl, u as useSession } from "./session-BK40Mzwf.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as Heart } from "./heart-BdBHZyFr.js";
// ../../node_modules/lucide-react/dist/esm/icons/share-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "share-2",
	size: 24,
	node: [
		["circle", {
			cx: "18",
			cy: "5",
			r: "3",
			key: "gq8acd"
		}],
		["circle", {
			cx: "6",
			cy: "12",
			r: "3",
			key: "w7nqdw"
		}],
		["circle", {
			cx: "18",
			cy: "19",
			r: "3",
			key: "1xt0gg"
		}],
		["line", {
			x1: "8.59",
			x2: "15.42",
			y1: "13.51",
			y2: "17.49",
			key: "47mynk"
		}],
		["line", {
			x1: "15.41",
			x2: "8.59",
			y1: "6.51",
			y2: "10.49",
			key: "1n3mei"
		}]
	]
};
__iconData.node;
var Share2 = createLucideIcon(__iconData);
// src/lib/share.ts
/** Copies a page's address and confirms with a toast (the spec's Share buttons). */
async function copyLink(url, message) {
	try {
		await navigator.clipboard.writeText(url);
		toast.success(message);
	} catch {
		toast.error(`Copy this link: ${url}`);
	}
}
// src/features/social/api/reaction-check.ts
/** GET /social/reaction/check/{id}: whether the logged-in user likes the resource. */
var getReactionCheck = (resourceID, signal) => apiRequest(`/social/reaction/check/${encodeURIComponent(resourceID)}`, { signal });
var reactionCheckQueryOptions = (resourceID) => queryOptions({
	queryKey: [
		"social",
		"reaction",
		"check",
		resourceID
	],
	queryFn: ({ signal }) => getReactionCheck(resourceID, signal)
});
var useReactionCheck = (resourceID, enabled) => useQuery({
	...reactionCheckQueryOptions(resourceID),
	enabled
});
// src/features/social/api/reaction-summary.ts
/** GET /social/reaction/summary/{id}. */
var getReactionSummary = (resourceID, signal) => apiRequest(`/social/reaction/summary/${encodeURIComponent(resourceID)}`, { signal });
var reactionSummaryQueryOptions = (resourceID) => queryOptions({
	queryKey: [
		"social",
		"reaction",
		"summary",
		resourceID
	],
	queryFn: ({ signal }) => getReactionSummary(resourceID, signal)
});
var useReactionSummary = (resourceID) => useQuery({
	...reactionSummaryQueryOptions(resourceID ?? ""),
	enabled: !!resourceID
});
// src/features/social/api/react.ts
/** POST (like) or DELETE (take back) /social/reaction/react/{type}. */
var setReaction = (type, resourceID, like) => apiRequest(`/social/reaction/react/${type}`, {
	method: like ? "POST" : "DELETE",
	body: { resourceID }
});
/** Optimistic: the count and the button change at once and go back when the server refuses. */
function useSetReaction(type, resourceID) {
	const queryClient = useQueryClient();
	const summaryKey = [
		"social",
		"reaction",
		"summary",
		resourceID
	];
	const checkKey = [
		"social",
		"reaction",
		"check",
		resourceID
	];
	return useMutation({
		mutationFn: (like) => setReaction(type, resourceID, like),
		onMutate: async (like) => {
			await queryClient.cancelQueries({ queryKey: ["social", "reaction"] });
			const summary = queryClient.getQueryData(summaryKey);
			const check = queryClient.getQueryData(checkKey);
			queryClient.setQueryData(checkKey, { reactionType: like ? "like" : null });
			if (summary) queryClient.setQueryData(summaryKey, { reactionCount: { like: Math.max(0, summary.reactionCount.like + (like ? 1 : -1)) } });
			return {
				summary,
				check
			};
		},
		onError: (_error, _like, context) => {
			queryClient.setQueryData(summaryKey, context?.summary);
			queryClient.setQueryData(checkKey, context?.check);
		},
		onSuccess: (summary) => queryClient.setQueryData(summaryKey, summary),
		onSettled: () => queryClient.invalidateQueries({ queryKey: ["social", "reaction"] })
	});
}
// src/features/social/components/like-button.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Like with its count; optimistic, reverted on failure. Logged-out visitors are sent to log in. */
function LikeButton({ type, resourceID }) {
	const { isLoggedIn } = useSession();
	const summary = useReactionSummary(resourceID);
	const check = useReactionCheck(resourceID, isLoggedIn);
	const setReaction = useSetReaction(type, resourceID);
	const liked = check.data?.reactionType === "like";
	const count = summary.data?.reactionCount.like ?? 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		"aria-pressed": liked,
		disabled: setReaction.isPending,
		onClick: () => {
			if (!isLoggedIn) {
				window.location.assign(loginUrl());
				return;
			}
			setReaction.mutate(!liked, { onError: (error) => toast.error(error.message || "Something was wrong, try again please") });
		},
		className: `inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors ${liked ? "border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100" : "border-slate-300 text-slate-700 hover:bg-slate-100"}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heart, {
				"aria-hidden": true,
				className: `size-4 ${liked ? "fill-current" : ""}`
			}),
			liked ? "Liked" : "Like",
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "rounded-full bg-white/80 px-2 text-xs tabular-nums ring-1 ring-slate-200",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "sr-only",
					children: "likes: "
				}), count]
			})
		]
	});
}
export { Share2 as i, useReactionSummary as n, copyLink as r, LikeButton as t };

//# sourceMappingURL=like-button-CezW6fhs.js.map