import { i as useTimeline, n as PostComposer, t as PostFeed } from "./post-feed-BNyKI7pW.js";
import { t as PostWithSocial } from "./post-with-social-Ck-5T6w8.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/app/posts/timeline-section.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A user's or business's timeline, with the create-post box for whoever may post there (the user on their own,
* an owner or admin as the business).
*/
function TimelineSection({ timelineID, title = "Timeline" }) {
	const timeline = useTimeline(timelineID);
	const owner = timeline.data?.pages[0]?.timeline;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": `timeline-${timelineID}`,
		className: "space-y-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: `timeline-${timelineID}`,
				className: "text-lg font-semibold text-slate-900",
				children: title
			}),
			owner?.canPost && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostComposer, { actors: [{
				type: owner.timelineType,
				id: owner.timelineID,
				name: owner.name
			}] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostFeed, {
				query: timeline,
				label: `Posts of ${owner?.name ?? "this timeline"}`,
				errorText: "Failed loading this timeline",
				emptyText: "No posts yet.",
				renderPost: (post) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostWithSocial, { post })
			})
		]
	});
}
export { TimelineSection as t };

//# sourceMappingURL=timeline-section-BCGm9c-5.js.map