import { h as useParams } from "./paths-BVsv1d7S.js";
import { n as UserBusinesses, t as ProfileCard } from "./profile-card-Bhjf165s.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { t as LazyTimelineSection } from "./lazy-timeline-section-DAZ_ACwb.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/features/profile/api/get-public-profile.ts
var getPublicProfile = async (userID, signal) => (await apiRequest(`/user/public-profile/${encodeURIComponent(userID)}`, { signal })).profile;
var publicProfileQueryOptions = (userID) => queryOptions({
	queryKey: [
		"user",
		"public-profile",
		userID
	],
	queryFn: ({ signal }) => getPublicProfile(userID, signal)
});
var usePublicProfile = (userID) => useQuery(publicProfileQueryOptions(userID));
// src/app/routes/public-profile.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A public user profile (spec part 2, section 2.3); visitors may view it. */
function Component() {
	const { id = "" } = useParams();
	const profile = usePublicProfile(id);
	const name = profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : "User profile";
	usePageMeta(name, `${name} on the industrial B2B network.`);
	if (profile.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "p-8 text-center text-slate-600",
		role: "status",
		children: "Loading the user profile..."
	});
	if (profile.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "p-8 text-center text-slate-600",
		role: "alert",
		children: "This profile does not exist or could not be loaded."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-5xl space-y-8 px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileCard, { profile: profile.data }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserBusinesses, {
				userID: profile.data.userID,
				title: "Businesses",
				empty: `${profile.data.firstName} has no business on the network yet.`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mx-auto max-w-2xl",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyTimelineSection, { timelineID: profile.data.userID })
			})
		]
	});
}
export { Component };

//# sourceMappingURL=public-profile-B71d7C_6.js.map