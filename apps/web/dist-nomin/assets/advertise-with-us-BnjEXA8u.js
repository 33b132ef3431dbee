import { t as StaticPage } from "./static-page-B0e8Q0yF.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
// src/features/static-pages/content/advertise-with-us.ts
var name = runtimeConfig.siteName;
var advertiseWithUs = {
	metaTitle: "Advertise With Us",
	metaDescription: `Reach industrial buyers, distributors and importers in the USA and 25 countries with advertising on ${name}.`,
	eyebrow: "Advertise with us",
	title: "Put your brand in front of industrial buyers",
	intro: `Every visitor to ${name} is a business looking for suppliers, partners or products. Advertising here reaches decision makers at the moment they are searching.`,
	sections: [
		{
			heading: "Who you reach",
			paragraphs: ["Purchasing managers, distributors, importers, wholesalers and engineers from 15 industries, in the USA and in the 25 countries of our network. They come to the directory with a need, not to browse for entertainment, which is why a well-placed message converts."]
		},
		{
			heading: "Advertising options",
			paragraphs: ["Choose the format that matches your goal, or combine them in a campaign we plan with you."],
			bullets: [
				"Boosts: your business or a product shown first in the searches of your industry (included in Gold, Premium and Platinum memberships: 3, 10 and 20 boosts a month).",
				"Industry banners: your banner on the home page and on the results of an industry or category.",
				"Featured products: a product of your choice highlighted in the results of its category.",
				"Newsletter placements: a dedicated block in the industry newsletter we send to registered members.",
				"Multi-country campaigns: the same campaign on several portals of the network, in each local language."
			]
		},
		{
			heading: "How a campaign works",
			paragraphs: ["Tell us what you sell, to whom and in which countries through the contact form. An account manager answers within one business day with a proposal, prices and the expected reach. Campaigns run by the month, and you receive a report of impressions, clicks and requests at the end of each one."]
		}
	]
};
// src/app/routes/advertise-with-us.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaticPage, { content: advertiseWithUs });
}
export { Component };

//# sourceMappingURL=advertise-with-us-BnjEXA8u.js.map