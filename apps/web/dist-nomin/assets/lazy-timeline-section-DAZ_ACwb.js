const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/timeline-section-C7Uz0UC2.js","assets/timeline-section-BCGm9c-5.js","assets/post-feed-BNyKI7pW.js","assets/rolldown-runtime-SbdDWaPq.js","assets/react-BwxVcRvJ.js","assets/runtime-config-l_1U0KMq.js","assets/http-4wuBHQRk.js","assets/session-BK40Mzwf.js","assets/session-refresh-CxzbpoMi.js","assets/useInfiniteQuery-NKNJWvl5.js","assets/useMutation-CeL2jWKw.js","assets/mutation-D52YEsgY.js","assets/toast-Bv2q1qJP.js","assets/preload-helper-BhofnfyO.js","assets/image-plus-CbTmVncT.js","assets/createLucideIcon-CULuIcRk.js","assets/loader-circle-CzmZ2MUX.js","assets/x-CdefWJBa.js","assets/button-BbxdDwER.js","assets/_add_immutable-Bc_qPmB1.js","assets/profile-Dm_2PdCo.js","assets/field-CobJeqAW.js","assets/use-object-url-C2SWl7z7.js","assets/post-with-social-Ck-5T6w8.js","assets/message-circle-DOGa-2-_.js","assets/like-button-CezW6fhs.js","assets/queryOptions-nkV4jOTN.js","assets/heart-BdBHZyFr.js","assets/user-round-yRVZLcpP.js","assets/paths-BVsv1d7S.js","assets/dist-CVs-TAWR.js","assets/Combination-uJES9NyV.js","assets/react-dom-C0SHcK9d.js","assets/chevron-right-p_MCsZYu.js","assets/trash-D8l9rHpq.js","assets/comments-C5DMK2SI.js"])))=>i.map(i=>d[i]);
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as useHydrated } from "./hydrated-CWSqMtze.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as __vitePreload } from "./preload-helper-BhofnfyO.js";
// src/app/posts/lazy-timeline-section.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var TimelineSection = (0, import_react.lazy)(() => __vitePreload(() => import("./timeline-section-C7Uz0UC2.js").then((module) => ({ default: module.TimelineSection })), __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35])));
/**
* The timeline below a business or profile, loaded after the page: posts, their composer, dialogs and forms are
* more script than the rest of the page, and are below the fold. Its place is kept while it loads; the server
* renders only that place (`useHydrated`).
*/
function LazyTimelineSection(props) {
	const placeholder = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "min-h-40",
		"aria-hidden": true
	});
	if (!useHydrated()) return placeholder;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: placeholder,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimelineSection, { ...props })
	});
}
export { LazyTimelineSection as t };

//# sourceMappingURL=lazy-timeline-section-DAZ_ACwb.js.map