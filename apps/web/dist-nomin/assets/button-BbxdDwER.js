// src/components/ui/button.ts
/** Class names of the site's buttons and button-like links, so both look the same. */
var base = "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
var variants = {
	primary: "bg-brand-600 text-white hover:bg-brand-700",
	accent: "bg-accent-500 text-brand-900 hover:bg-accent-400",
	outline: "border border-brand-600 text-brand-700 hover:bg-brand-50",
	ghost: "text-brand-700 hover:bg-brand-50",
	light: "border border-white/70 text-white hover:bg-white/10"
};
var sizes = {
	sm: "px-3 py-1.5 text-sm",
	md: "px-4 py-2.5 text-sm",
	lg: "px-6 py-3 text-base"
};
function buttonClass(variant = "primary", size = "md") {
	return `${base} ${variants[variant]} ${sizes[size]}`;
}
export { buttonClass as t };

//# sourceMappingURL=button-BbxdDwER.js.map