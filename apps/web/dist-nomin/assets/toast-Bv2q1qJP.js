const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/dist-DAl_pd4Z.js","assets/rolldown-runtime-SbdDWaPq.js","assets/react-BwxVcRvJ.js","assets/react-dom-C0SHcK9d.js"])))=>i.map(i=>d[i]);
import { t as __vitePreload } from "./preload-helper-BhofnfyO.js";
// src/lib/toast.ts
var sonner;
/** Sonner, fetched once: after the first render for the Toaster, or at the first toast, whichever comes first. */
var loadSonner = () => sonner ??= __vitePreload(() => import("./dist-DAl_pd4Z.js"), __vite__mapDeps([0,1,2,3]));
var later = (kind) => (message, options) => {
	loadSonner().then(({ toast: show }) => show[kind](message, options));
};
/**
* Sonner's toasts without sonner in a page's first load: messages are shown once the module is there (it starts
* loading with the first render of the layout, long before anyone can trigger one).
*/
var toast = {
	success: later("success"),
	error: later("error"),
	info: later("info")
};
export { toast as n, loadSonner as t };

//# sourceMappingURL=toast-Bv2q1qJP.js.map