import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { i as Link, n as href, o as Navigate } from "./paths-BVsv1d7S.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { r as PROFILE_MESSAGES } from "./profile-Dm_2PdCo.js";
import { n as UserBusinesses, t as ProfileCard } from "./profile-card-Bhjf165s.js";
import { t as useProfile } from "./get-profile-1cHg_7ze.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { o as logout } from "./session-BK40Mzwf.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/app/routes/profile.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var button = "rounded-lg px-4 py-2 text-sm font-semibold";
/** My account (spec part 2, section 2.2). A profile that cannot be loaded sends the visitor to /. */
function Component() {
	usePageMeta("My profile", "Your personal profile.");
	const profile = useProfile();
	(0, import_react.useEffect)(() => {
		if (profile.isError) toast.error(PROFILE_MESSAGES.loadFailed);
	}, [profile.isError]);
	if (profile.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "p-8 text-center text-slate-600",
		role: "status",
		children: "Loading your user profile..."
	});
	if (profile.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: href.home(),
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-5xl px-4 py-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileCard, {
			profile: profile.data,
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: href.profileEdit(),
				className: `${button} bg-brand-600 text-white hover:bg-brand-700`,
				children: "Edit profile"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => void logout(),
				className: `${button} border border-slate-300 text-slate-700 hover:bg-slate-100`,
				children: "Log out"
			})] })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mt-6",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserBusinesses, {
				userID: profile.data.userID,
				title: "My businesses",
				empty: "Showcase your company and its products to buyers across the network.",
				footer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/business/create",
					className: "mt-3 inline-block font-semibold text-brand-600 hover:underline",
					children: "Create a business"
				})
			})
		})]
	});
}
export { Component };

//# sourceMappingURL=profile-BeXNBcrX.js.map