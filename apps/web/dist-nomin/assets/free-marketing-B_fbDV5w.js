import { t as StaticPage } from "./static-page-B0e8Q0yF.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
// src/features/static-pages/content/free-marketing.ts
var name = runtimeConfig.siteName;
var freeMarketing = {
	metaTitle: "Free Marketing for Your Business",
	metaDescription: `Everything ${name} gives your business for free: a profile, 7 products, requests from buyers and the message center.`,
	eyebrow: "Free marketing",
	title: "Free marketing for every industrial business",
	intro: `The Standard membership of ${name} costs nothing and never expires. Here is what it gives your company, and how to get the most from it.`,
	sections: [
		{
			heading: "What you get for free",
			paragraphs: ["Every business that registers receives, at no cost and with no time limit:"],
			bullets: [
				"A business profile with logo, cover, description, contact details, factory, trade capabilities and certificates",
				"A showcase of up to 7 products with photos, specifications and videos",
				"A place in the directory, found by industry, category, business type and country",
				"Requests from buyers and a message center to answer them",
				"Posts on the newsfeed, likes, comments and followers",
				"Company members: invite your colleagues to manage the profile with you"
			]
		},
		{
			heading: "Make your free profile work",
			paragraphs: [
				"Buyers compare. A complete profile with a clear description, real photos of your plant and products, the year you were established and your certifications gets far more requests than an empty one. Write your short description for a buyer who has never heard of you: what you make, for whom, and what makes you reliable.",
				"Choose your 7 products carefully: the ones with the best margin abroad, or the ones that open the door to the rest of your catalogue. Use the names buyers search for, and fill in the technical specifications.",
				"Answer every request within 24 hours. Speed is the first signal of seriousness a buyer receives from you."
			]
		},
		{
			heading: "When you are ready for more",
			paragraphs: ["Gold, Premium and Platinum memberships add more products, a verified badge, priority in search results, monthly advertising boosts and professional support. You can upgrade any of your businesses at any time from its Membership tab."]
		}
	]
};
// src/app/routes/free-marketing.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaticPage, { content: freeMarketing });
}
export { Component };

//# sourceMappingURL=free-marketing-B_fbDV5w.js.map