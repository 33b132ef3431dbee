import { t as StaticPage } from "./static-page-B0e8Q0yF.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
// src/features/static-pages/content/work-with-us.ts
var name = runtimeConfig.siteName;
var workWithUs = {
	metaTitle: "Work With Us",
	metaDescription: `Careers and partnerships at ${name}: account managers, country partners and open-source contributors.`,
	eyebrow: "Work with us",
	title: `Build the industrial network with ${name}`,
	intro: "We are a small team in Miami with partners in 25 countries. We look for people who know industry and enjoy helping companies trade.",
	sections: [
		{
			heading: "Account managers",
			paragraphs: ["Account managers help our members get results: they guide new businesses through their profile, plan advertising campaigns and follow up with paying members. Experience in industrial sales or export and fluent English are required; Spanish or Portuguese is a strong plus."]
		},
		{
			heading: "Country partners",
			paragraphs: ["Each portal of the network is run with a local partner who knows its market: chambers of commerce, export consultancies and trade associations. If you would like to represent the network in your country, or to bring your members to it, tell us about your organization."]
		},
		{
			heading: "Open-source contributors",
			paragraphs: [`${name} is open-source software. Developers, designers and translators are welcome to contribute: fix a bug, improve the accessibility of a page, translate the interface or propose a feature.`]
		},
		{
			heading: "How to apply",
			paragraphs: ["Send us your details through the contact form, with the role you are interested in in the \"more information\" fields. We answer every application within two weeks."]
		}
	]
};
// src/app/routes/work-with-us.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaticPage, { content: workWithUs });
}
export { Component };

//# sourceMappingURL=work-with-us-BpRkamGf.js.map