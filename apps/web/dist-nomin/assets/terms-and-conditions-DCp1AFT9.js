import { t as StaticPage } from "./static-page-B0e8Q0yF.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
// src/features/static-pages/content/terms-and-conditions.ts
var name = runtimeConfig.siteName;
var contact = runtimeConfig.contactEmail ? `by e-mail at ${runtimeConfig.contactEmail}` : "through the contact form of this site";
var termsAndConditions = {
	metaTitle: "Terms and Conditions of Use",
	metaDescription: `The terms and conditions of use of ${name}, the industrial B2B network, effective October 21, 2019.`,
	eyebrow: "Legal · Effective October 21, 2019",
	title: "Terms and Conditions of Use",
	intro: `These terms govern your use of ${name} (the "Service"), operated by a company based in Miami, Florida (the "operator", "we"). By registering or using the Service you accept them. They are effective as of October 21, 2019.`,
	sections: [
		{
			heading: "Acceptance and eligibility",
			paragraphs: ["You may use the Service only if you are of legal age in your jurisdiction and legally permitted to receive the Service, and only for business purposes. The Service is not offered to consumers. If you accept these terms on behalf of a company, you confirm that you are authorized to bind it."]
		},
		{
			heading: "Users and access levels",
			paragraphs: ["The Service distinguishes unregistered visitors, registered users, paying users and representatives of the operator. Some features are limited to registered or paying users, and different users may receive different levels of access according to their membership and verification."]
		},
		{
			heading: "Your account",
			paragraphs: ["Your e-mail address and password are the credentials of your user account. Each person may hold one account unless we approve otherwise, and an e-mail and password pair belongs to one account only. You must keep your credentials confidential: sharing an account is prohibited, and you are responsible for all activity under it."]
		},
		{
			heading: "Registration information",
			paragraphs: ["The information you give when registering and in your profiles must be true, accurate, current and complete, and you must keep it so. The registered address of a business must be its principal place of business. We may ask for documents to verify a user or a business, and may refuse or revoke verification."]
		},
		{
			heading: "Acceptable use",
			paragraphs: ["You agree not to:"],
			bullets: [
				"use the Service for personal or consumer purposes, or for any unlawful activity;",
				"publish false, misleading, infringing or offensive content, or products you are not entitled to sell;",
				"send unsolicited bulk messages, or collect other users’ data for purposes other than the business contacts the Service is for;",
				"interfere with the security or operation of the Service, or access it by automated means without our consent."
			]
		},
		{
			heading: "User content",
			paragraphs: ["You keep the rights to the content you publish (profiles, products, images, posts, messages). You grant the operator a worldwide, non-exclusive, royalty-free licence to host, reproduce, adapt and display it in order to operate and promote the Service, including on the other portals of the network. You are responsible for having the rights to everything you publish."]
		},
		{
			heading: "Feedback and business referees",
			paragraphs: ["Users may leave feedback about each other and name business referees. Feedback must be honest and based on real dealings. The operator does not verify feedback or referees and is not responsible for them, but may remove feedback that breaches these terms."]
		},
		{
			heading: "Paid services",
			paragraphs: ["Memberships are billed per year in advance at the prices shown on the membership pages. They renew only when you buy them again. Fees paid are not refundable except where the law requires it or where we end a membership without cause."]
		},
		{
			heading: "Suspension and termination",
			paragraphs: ["The operator may, at its discretion and for any reason, reject a registration, remove listings or content, and suspend, terminate, restrict or downgrade any account or service, in particular when it believes these terms have been breached. You may close your account at any time."]
		},
		{
			heading: "Dealings between users",
			paragraphs: ["The Service puts businesses in contact; it is not a party to the transactions between them. Users are solely responsible for checking their counterparts, and for the quality, safety, legality and delivery of the products and payments they exchange."]
		},
		{
			heading: "Limitation of liability",
			paragraphs: ["The Service is provided \"as is\". To the extent permitted by law, the operator is not liable for indirect or consequential damages, lost profits or lost data. The total liability of the operator to a user in any calendar year is limited to the greater of the fees that user paid in that year or the maximum amount allowed by law. Any claim must be brought within one year after the cause of action arises."]
		},
		{
			heading: "Governing law, language and contact",
			paragraphs: ["These terms are governed by the laws of the United States and of the State of Florida. The courts of Miami, Florida, have exclusive jurisdiction over any dispute. These terms may be translated; the English text governs. We may amend them by publishing a new version on this page and notifying registered users.", `Questions about these terms: contact ${name} ${contact}.`]
		}
	]
};
// src/app/routes/terms-and-conditions.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaticPage, {
		content: termsAndConditions,
		numbered: true
	});
}
export { Component };

//# sourceMappingURL=terms-and-conditions-DCp1AFT9.js.map