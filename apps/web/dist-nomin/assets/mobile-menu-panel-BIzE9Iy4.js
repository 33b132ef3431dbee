import { a as DialogOverlay, i as DialogDescription, n as DialogClose, o as DialogPortal, r as DialogContent, s as DialogTitle, t as Dialog } from "./dist-CVs-TAWR.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as LogOut } from "./log-out-BjRUV1Mq.js";
import { t as X } from "./x-CdefWJBa.js";
import { i as Link, n as href, r as paths } from "./paths-BVsv1d7S.js";
import { a as useUnreadCount, n as CountBadge } from "./unread-badge-Bip4uiWb.js";
import { l as useAccountLink, o as logout, u as useSession } from "./session-BK40Mzwf.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// ../../node_modules/lucide-react/dist/esm/icons/log-in.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "log-in",
	size: 24,
	node: [
		["path", {
			d: "m10 17 5-5-5-5",
			key: "1bsop3"
		}],
		["path", {
			d: "M15 12H3",
			key: "6jk70r"
		}],
		["path", {
			d: "M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4",
			key: "u53s6r"
		}]
	]
};
__iconData.node;
var LogIn = createLucideIcon(__iconData);
// src/app/layout/mobile-menu-panel.tsx
var import_jsx_runtime = require_jsx_runtime();
var SECTIONS = [
	{
		title: "ACCOUNT",
		links: [
			{
				label: "My account",
				to: paths.profile
			},
			{
				label: "Messages",
				to: paths.myMessages
			},
			{
				label: "My business",
				to: paths.myBusiness
			},
			{
				label: "My B2B",
				to: paths.newsfeed
			}
		]
	},
	{
		title: "MAIN MENU",
		links: [
			{
				label: "Home",
				to: paths.home
			},
			{
				label: "Articles",
				to: href.tip("export-to-the-world-tip-0")
			},
			{
				label: "Industries",
				to: paths.industries
			}
		]
	},
	{
		title: "SUPPORT",
		links: [{
			label: "Contact us",
			to: paths.contactUs
		}]
	}
];
var linkClass = "block rounded-md px-3 py-2.5 text-base text-slate-700 hover:bg-brand-50 hover:text-brand-800";
/**
* The open menu below 992 px (spec part 1, section 2), loaded on first use (`mobile-menu.tsx`). Radix Dialog traps
* focus, closes on Escape and on the backdrop; every link closes it as well; closing gives focus back to the
* button that opened it.
*/
function MobileMenuPanel({ open, onOpenChange, opener }) {
	const loginHref = useAccountLink("login");
	const registerHref = useAccountLink("register");
	const { isLoggedIn } = useSession();
	const unread = useUnreadCount(isLoggedIn).data?.total ?? 0;
	const close = () => onOpenChange(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogPortal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogOverlay, {
			"data-testid": "mobile-menu-backdrop",
			className: "fixed inset-0 z-40 animate-fade-in bg-brand-900/60"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			onCloseAutoFocus: (event) => {
				event.preventDefault();
				opener.current?.focus();
			},
			className: "fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs animate-slide-in flex-col overflow-y-auto bg-white shadow-xl",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-center justify-between border-b border-slate-200 px-4 py-3",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
							className: "text-lg font-bold text-brand-800",
							children: "Menu"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, {
							className: "sr-only",
							children: "Site navigation"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogClose, {
							className: "flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100",
							"aria-label": "Close menu",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
								"aria-hidden": true,
								className: "size-6"
							})
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
					"aria-label": "Mobile",
					className: "flex-1 px-2 py-3",
					children: SECTIONS.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mb-4",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "px-3 pb-1 text-xs font-bold tracking-wider text-slate-600",
							children: section.title
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: section.links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: link.to,
							onClick: close,
							className: `${linkClass} flex items-center gap-2`,
							children: [link.label, link.to === paths.myMessages && unread > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountBadge, { count: unread }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "sr-only",
								children: [
									", ",
									unread,
									" unread"
								]
							})] })]
						}) }, link.label)) })]
					}, section.title))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "border-t border-slate-200 p-3",
					children: isLoggedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						onClick: () => logout(),
						className: `${linkClass} flex w-full items-center gap-2`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogOut, {
							"aria-hidden": true,
							className: "size-5"
						}), " Logout"]
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-col gap-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							href: loginHref,
							onClick: close,
							className: `${linkClass} flex items-center gap-2`,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogIn, {
								"aria-hidden": true,
								className: "size-5"
							}), " Login"]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: registerHref,
							onClick: close,
							className: linkClass,
							children: "Register for free"
						})]
					})
				})
			]
		})] })
	});
}
export { MobileMenuPanel as default };

//# sourceMappingURL=mobile-menu-panel-BIzE9Iy4.js.map