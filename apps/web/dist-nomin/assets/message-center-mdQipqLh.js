import { t as StaticPage } from "./static-page-B0e8Q0yF.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
var messageCenter = {
	metaTitle: "Message Center",
	metaDescription: `How the ${runtimeConfig.siteName} message center keeps every conversation between buyers and suppliers in one place.`,
	eyebrow: "Message center",
	title: "Every conversation with a buyer, in one place",
	intro: "Requests from buyers arrive in the message center of your business, where you and your colleagues answer them, follow them up and close them.",
	sections: [
		{
			heading: "How requests arrive",
			paragraphs: ["A buyer who finds your business or one of your products sends a request: a subject (a qualified manufacturer, private-label production, exclusive distribution, a price list, a discount policy, or a question of their own) and a message. The request opens a conversation in your message center and a notification in your header."]
		},
		{
			heading: "Working as a team",
			paragraphs: ["Every member of your business sees the same inbox, so a request is never lost because one person is travelling. Search the inbox by sender, subject or date, check the profile of a buyer who writes on behalf of a business, and end a conversation when the deal is done or the request is not a fit."]
		},
		{
			heading: "Answer fast",
			paragraphs: ["Buyers usually contact several suppliers at once, and the first serious answer often wins. We recommend answering every request within 24 hours, even if only to say when a full quotation will follow."],
			bullets: [
				"Read new requests every working day",
				"Answer with the information asked for: prices, minimum order, lead time, terms",
				"Move to a call or a video meeting once the buyer is qualified"
			]
		}
	]
};
// src/app/routes/message-center.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaticPage, { content: messageCenter });
}
export { Component };

//# sourceMappingURL=message-center-mdQipqLh.js.map