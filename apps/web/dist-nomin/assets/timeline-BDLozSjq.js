import { h as useParams } from "./paths-BVsv1d7S.js";
import { i as useTimeline } from "./post-feed-BNyKI7pW.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { t as TimelineSection } from "./timeline-section-BCGm9c-5.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/app/routes/timeline.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A user's or a business's timeline (spec part 2, section 2.1); visitors may read it, its owners post on it. */
function Component() {
	const { timelineID = "" } = useParams();
	const timeline = useTimeline(timelineID);
	const owner = timeline.data?.pages[0]?.timeline;
	usePageMeta(owner ? `${owner.name}: timeline` : "Timeline", "Posts on the industrial B2B network.");
	if (timeline.isError && !timeline.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "mx-auto max-w-2xl px-4 py-16 text-center text-slate-700",
		children: "This timeline does not exist or could not be loaded."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-2xl space-y-6 px-4 py-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "text-2xl font-bold text-slate-900",
			children: owner ? owner.name : "Timeline"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimelineSection, {
			timelineID,
			title: "Posts"
		})]
	});
}
export { Component };

//# sourceMappingURL=timeline-BDLozSjq.js.map