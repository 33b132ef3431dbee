import { t as LifeBuoy } from "./life-buoy-C8-GR_kB.js";
import { t as MessageCircle } from "./message-circle-DOGa-2-_.js";
import { t as MessageSquareText } from "./message-square-text-D-TWvVj0.js";
import { t as Phone } from "./phone-W_6FiAPd.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { i as Link, r as paths } from "./paths-BVsv1d7S.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { t as PageHeader } from "./page-header-kLXoI0Go.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { n as require_jsx_runtime, t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
// ../../node_modules/lucide-react/dist/esm/icons/video.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "video",
	size: 24,
	node: [["path", {
		d: "m16 13 5.223 3.482a.5.5 0 0 0 .777-.416V7.87a.5.5 0 0 0-.752-.432L16 10.5",
		key: "ftymec"
	}], ["rect", {
		x: "2",
		y: "6",
		width: "14",
		height: "12",
		rx: "2",
		key: "158x01"
	}]]
};
__iconData.node;
var Video = createLucideIcon(__iconData);
// src/features/static-pages/components/contact-us-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var OPTIONS = [
	{
		icon: MessageSquareText,
		title: "Text message",
		text: "Send a text to the customer-service number of your region; we answer during business hours."
	},
	{
		icon: MessageCircle,
		title: "WhatsApp",
		text: "Write to the same numbers on WhatsApp, in English or Spanish, from anywhere in the world."
	},
	{
		icon: Video,
		title: "Video call",
		text: "Book a video call with an account manager to plan your profile, membership or campaign."
	}
];
function PhoneCard({ region, number }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "rounded-xl bg-white p-6 shadow-card ring-1 ring-slate-200",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
				className: "flex items-center gap-2 text-lg font-semibold text-brand-800",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Phone, {
						"aria-hidden": true,
						className: "size-5 text-accent-700"
					}),
					" Customer service ",
					region
				]
			}),
			number ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-2xl font-bold",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href: `tel:${number.replace(/[^\d+]/g, "")}`,
					className: "text-brand-700 hover:underline",
					children: number
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-slate-600",
				children: "Phone support is not available right now; the contact form below reaches the same team."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-sm text-slate-600",
				children: "Phone, text message and WhatsApp, Monday to Friday."
			})
		]
	});
}
/** Contact us (spec part 2, section 2.15): phones for the USA and Europe, the ways to reach us, the Need Help form. */
function ContactUsPage() {
	const { siteName, customerServicePhones } = runtimeConfig;
	usePageMeta("Contact Us", `Contact ${siteName} customer service in the USA and Europe by phone, text message, WhatsApp or video call.`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		eyebrow: "Contact us",
		title: "We are here to help",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Questions about your profile, a membership or finding the right supplier? Our team in Miami and our partners in Europe answer in English and Spanish, usually within one business day." })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-5xl space-y-10 px-4 py-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-6 md:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneCard, {
					region: "USA",
					number: customerServicePhones.usa
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneCard, {
					region: "Europe",
					number: customerServicePhones.europe
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "options-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "options-heading",
					className: "text-2xl font-bold text-brand-800",
					children: "Ways to reach us"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "mt-4 grid gap-4 md:grid-cols-3",
					children: OPTIONS.map(({ icon: Icon, title, text }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "rounded-xl bg-white p-5 ring-1 ring-slate-200",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
								"aria-hidden": true,
								className: "size-6 text-brand-600"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
								className: "mt-2 font-semibold text-brand-800",
								children: title
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "mt-1 text-sm text-slate-600",
								children: text
							})
						]
					}, title))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "need-help-heading",
				className: "rounded-2xl bg-brand-800 p-8 text-white",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "need-help-heading",
						className: "text-2xl font-bold",
						children: "Looking for a supplier or for buyers?"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-2 max-w-2xl text-brand-100",
						children: "Tell us what you want to buy or sell. The service is free: an account manager will find the right companies in the network and contact you."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: paths.contactForm,
						className: `${buttonClass("accent", "lg")} mt-5`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LifeBuoy, {
							"aria-hidden": true,
							className: "size-5"
						}), " Need Help"]
					})
				]
			})
		]
	})] });
}
export { ContactUsPage as Component };

//# sourceMappingURL=contact-us-BnglKdqr.js.map