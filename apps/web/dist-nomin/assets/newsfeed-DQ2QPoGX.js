import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { i as Link, n as href } from "./paths-BVsv1d7S.js";
import { a as POST_MESSAGES, n as PostComposer, r as useNewsfeed, t as PostFeed } from "./post-feed-BNyKI7pW.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { a as loginUrl, u as useSession } from "./session-BK40Mzwf.js";
import { t as PostWithSocial } from "./post-with-social-Ck-5T6w8.js";
import { t as useMyBusinesses } from "./get-my-businesses-RdLUMsJB.js";
import { t as useProfile } from "./get-profile-1cHg_7ze.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/app/posts/use-post-actors.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Who the logged-in user can post as (spec part 2, section 6): themselves, then up to 5 of the businesses they own
* or administer, in the order of their business list.
*/
function usePostActors(enabled) {
	const profile = useProfile();
	const businesses = useMyBusinesses(enabled);
	if (!enabled || !profile.data) return [];
	return [{
		type: "user",
		id: profile.data.userID,
		name: `${profile.data.firstName} ${profile.data.lastName}`
	}, ...(businesses.data ?? []).filter((business) => business.access === "owner" || business.access === "admin").slice(0, 5).map((business) => ({
		type: "business",
		id: business.businessID,
		name: business.general.companyName
	}))];
}
// src/app/routes/newsfeed.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* My B2B (spec part 2, section 2.5): the create-post box, then the posts of the user, of the businesses they
* follow and of those they belong to, newest first. It needs a session; visitors go to log in.
*/
function Component() {
	usePageMeta("My B2B", "Posts of the businesses you follow and belong to.");
	const { isLoggedIn, session } = useSession();
	const feed = useNewsfeed(isLoggedIn);
	const actors = usePostActors(isLoggedIn);
	(0, import_react.useEffect)(() => {
		if (!isLoggedIn) window.location.assign(loginUrl());
	}, [isLoggedIn]);
	if (!isLoggedIn) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-2xl space-y-6 px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-baseline justify-between gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "text-2xl font-bold text-slate-900",
					children: "My B2B"
				}), session?.userID && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: href.timeline(session.userID),
					className: "text-sm font-semibold text-brand-700 hover:underline",
					children: "My timeline"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostComposer, { actors }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostFeed, {
				query: feed,
				label: "Newsfeed",
				errorText: POST_MESSAGES.feedFailed,
				emptyText: "Nothing here yet: follow businesses to see their posts, or write the first one.",
				renderPost: (post) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostWithSocial, { post })
			})
		]
	});
}
export { Component };

//# sourceMappingURL=newsfeed-DQ2QPoGX.js.map