import { t as StaticPage } from "./static-page-B0e8Q0yF.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
var missionVision = {
	metaTitle: "Mission, Vision and Values",
	metaDescription: `The mission, vision and values of ${runtimeConfig.siteName}, the industrial B2B network of the USA.`,
	eyebrow: "Mission, vision and values",
	title: "Why we do what we do",
	intro: "Three ideas guide every decision we make about the network, from the features we build to the companies we verify.",
	sections: [
		{
			heading: "Our mission",
			paragraphs: ["To make it simple for industrial companies of every size to find reliable partners, in their own country and abroad, and to give small and medium-sized manufacturers the same visibility that only large corporations could once afford."]
		},
		{
			heading: "Our vision",
			paragraphs: ["A world where a good product finds its market wherever it is made: where a family-owned machine shop in Wisconsin can sell to a distributor in Peru as easily as to a customer across the street, because both sides trust the information they see."]
		},
		{
			heading: "Our values",
			paragraphs: ["These are the commitments we hold ourselves to, and the ones we ask of our members."],
			bullets: [
				"Business only: every member is a company or its representative; we do not serve consumers.",
				"Honest information: profiles must be true, current and complete, and we verify the companies that ask for it.",
				"Direct contact: buyers and suppliers talk to each other; we never take a commission on their deals.",
				"Responsiveness: we answer members within one business day, and we ask members to answer buyers within 24 hours.",
				"Openness: the platform is open source, and the basic service is free for every business.",
				"Respect for data: we collect what the service needs and nothing more, and we never sell personal data."
			]
		}
	]
};
// src/app/routes/mission-vision.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaticPage, { content: missionVision });
}
export { Component };

//# sourceMappingURL=mission-vision-Db_kGQmy.js.map