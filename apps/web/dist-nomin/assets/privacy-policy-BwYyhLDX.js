import { t as StaticPage } from "./static-page-B0e8Q0yF.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
// src/features/static-pages/content/privacy-policy.ts
var name = runtimeConfig.siteName;
var contact = runtimeConfig.contactEmail ? `by e-mail at ${runtimeConfig.contactEmail}` : "through the contact form of this site";
var privacyPolicy = {
	metaTitle: "Privacy Policy",
	metaDescription: `How ${name} collects, uses, discloses and keeps the data of the businesses and people who use it.`,
	eyebrow: "Legal",
	title: "Privacy Policy",
	intro: `This policy explains what data ${name} (the operator, a company based in Miami, Florida) collects when you use the platform, why, and what rights you have. The service is for businesses only and is not directed at consumers or at children.`,
	sections: [
		{
			heading: "Information we collect",
			paragraphs: ["We collect the information you give us and the information your use of the service produces:"],
			bullets: [
				"Account data: your name, e-mail address, password (stored only as a secure hash), phone, country, job position and profile details.",
				"Company data: the business profiles you create, their products, certificates, contact details and members.",
				"Payment data: the membership you buy, its price and date; card numbers are handled by our payment processor and never stored by us.",
				"Activity data: requests and messages you send and receive, posts, comments, likes, follows and searches.",
				"Device data: IP address, browser type, operating system, language and the pages you visit, collected through logs and cookies."
			]
		},
		{
			heading: "How we use information",
			paragraphs: ["We use your data to provide the service (publish your profiles, deliver your requests and messages, process memberships), to keep it secure, to prevent fraud and abuse, to answer your questions, and to improve the platform. We may verify the identity of users and businesses, including checks required by anti-money-laundering rules, before granting a verified badge or a paid membership. We send you service messages and, if you agree, news about the network, which you can unsubscribe from at any time."]
		},
		{
			heading: "How we disclose information",
			paragraphs: ["Business profiles, products and public user profiles are visible to other users and visitors: that is the purpose of a directory. Requests and messages are visible only to their sender and to the members of the receiving business. We share data with service providers who process it on our behalf (hosting, e-mail delivery, payment processing), under contracts that forbid any other use, and with authorities when the law requires it. We never sell personal data."]
		},
		{
			heading: "How long we keep information",
			paragraphs: ["We keep your account and company data while your account is open. When you close it, we delete or anonymize it within 90 days, except records we must keep by law (invoices and payment records, usually for seven years) and data needed to settle disputes or prevent abuse."]
		},
		{
			heading: "Cookies and analytics",
			paragraphs: ["We use cookies and local storage that the service needs to work, such as those that keep you signed in, and analytics that measure how pages are used so we can improve them. You can block or delete cookies in your browser; the parts of the service that need a session will then not work."]
		},
		{
			heading: "Changes to this policy",
			paragraphs: ["We may update this policy when the service or the law changes. We publish the new version on this page with its date, and we tell registered users by e-mail or in the platform before a significant change takes effect."]
		},
		{
			heading: "Visitors from the European Union",
			paragraphs: ["If you are in the European Union or the European Economic Area, the General Data Protection Regulation gives you the right to access, correct, delete and export your data, to restrict or object to its processing, and to withdraw consent at any time. We process your data to perform our contract with you, to meet legal obligations and for our legitimate interest in a safe, working service. Data is transferred to the United States under appropriate safeguards. You may also complain to your data protection authority."]
		},
		{
			heading: "How to contact us",
			paragraphs: [`For any question about this policy or to exercise your rights, contact ${name} ${contact}. We answer within 30 days.`]
		},
		{
			heading: "Language",
			paragraphs: ["This policy may be translated for the portals of the network. If a translation and the English text differ, the English text prevails."]
		}
	]
};
// src/app/routes/privacy-policy.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaticPage, {
		content: privacyPolicy,
		numbered: true
	});
}
export { Component };

//# sourceMappingURL=privacy-policy-BwYyhLDX.js.map