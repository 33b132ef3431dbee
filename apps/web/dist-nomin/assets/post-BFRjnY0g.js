import { h as useParams, i as Link, m as useNavigate, n as href } from "./paths-BVsv1d7S.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { t as PostWithSocial } from "./post-with-social-Ck-5T6w8.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/features/posts/api/get-post.ts
/** GET /social/posts/{postID}. */
var getPost = (postID, signal) => apiRequest(`/social/posts/${encodeURIComponent(postID)}`, { signal });
var postQueryOptions = (postID) => queryOptions({
	queryKey: [
		"posts",
		"post",
		postID
	],
	queryFn: ({ signal }) => getPost(postID, signal)
});
var usePost = (postID) => useQuery({
	...postQueryOptions(postID),
	enabled: !!postID
});
// src/app/routes/post.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One post with its likes and comments open: where a shared post link leads. */
function Component() {
	const { postID = "" } = useParams();
	const navigate = useNavigate();
	const post = usePost(postID);
	const name = post.data?.author.companyName ?? `${post.data?.author.firstName ?? ""} ${post.data?.author.lastName ?? ""}`;
	usePageMeta(post.data ? `Post by ${name.trim()}` : "Post", post.data?.content.slice(0, 160) ?? "A post.");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-2xl space-y-4 px-4 py-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: href.newsfeed(),
			className: "text-sm font-semibold text-brand-700 hover:underline",
			children: "← My B2B"
		}), post.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "status",
			"aria-label": "Loading the post",
			className: "h-48 animate-pulse rounded-xl bg-slate-200"
		}) : post.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "alert",
			className: "rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200",
			children: "This post does not exist or was removed."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostWithSocial, {
			post: post.data,
			commentsOpen: true,
			onRemoved: () => void navigate(href.newsfeed())
		})]
	});
}
export { Component };

//# sourceMappingURL=post-BFRjnY0g.js.map