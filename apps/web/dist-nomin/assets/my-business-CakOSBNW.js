import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as Crown } from "./crown-BggDHLxf.js";
import { t as Plus } from "./plus-DxRcIC8n.js";
import { g as useSearchParams, i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as useMyBusinesses } from "./get-my-businesses-RdLUMsJB.js";
import { t as CountryFlag } from "./country-flag-DIsSBZpz.js";
import { t as BusinessLogo } from "./business-logo-CFGrcgN9.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as BuildingComplex } from "./building-complex-B7r6vMx-.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { t as ACCESS_LABELS } from "./invite-member-form-Bhh2DGFX.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { a as loginUrl, u as useSession } from "./session-BK40Mzwf.js";
// src/features/businesses/components/business-manage-card.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Country names longer than 16 characters are cut to 24 with an ellipsis (spec part 2, section 2.7). */
var shortCountry = (name) => name.length > 16 ? `${name.slice(0, 24)}…` : name;
/** A business management card on My business. */
function BusinessManageCard({ business }) {
	const { general, contactInfo } = business;
	const url = href.business(general.companyName, business.businessID);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "flex h-full flex-col rounded-xl bg-white p-5 shadow-card ring-1 ring-slate-200",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-start gap-4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessLogo, {
					photo: general.profilePhoto,
					alt: `Logo of ${general.companyName}`,
					className: "size-16 shrink-0 rounded-xl",
					imageClassName: "ring-1 ring-slate-200",
					iconClassName: "size-8"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							className: "text-lg font-semibold break-words text-slate-900",
							children: general.companyName
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-sm text-slate-600",
							title: contactInfo.country.countryName,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountryFlag, { code: contactInfo.country.code }),
								" ",
								shortCountry(contactInfo.country.countryName)
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "mt-2 flex flex-wrap gap-2 text-xs font-semibold",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: `rounded-full px-2 py-0.5 ${business.verified ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"}`,
									children: business.verified ? "Verified" : "Not Verified"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "rounded-full bg-accent-50 px-2 py-0.5 text-accent-700",
									children: (business.subscription || "standard").toUpperCase()
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "rounded-full bg-brand-50 px-2 py-0.5 text-brand-700 capitalize",
									children: business.access
								})
							]
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-4 line-clamp-4 flex-1 text-sm text-slate-700",
				children: general.shortDescription
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-4 flex flex-wrap gap-2",
				children: [(business.access === "owner" || business.access === "admin") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: `${url}?editMode=1`,
					className: "rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700",
					children: "Manage Business"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: url,
					className: "rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50",
					children: "View as a buyer"
				})]
			})
		]
	});
}
// src/features/businesses/api/answer-invitation.ts
/** POST /business/invitations/{invitationID}/accept or /decline. */
var answerInvitation = (invitationID, answer) => apiRequest(`/business/invitations/${encodeURIComponent(invitationID)}/${answer}`, { method: "POST" });
function useAnswerInvitation() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ invitationID, answer }) => answerInvitation(invitationID, answer),
		onSuccess: async () => {
			await queryClient.invalidateQueries({ queryKey: [
				"business",
				"invitations",
				"mine"
			] });
			await queryClient.invalidateQueries({ queryKey: ["business", "my-list"] });
		}
	});
}
// src/features/businesses/api/get-my-invitations.ts
/** GET /business/invitations/mine: invitations addressed to the e-mail of my account. */
var getMyInvitations = (signal) => apiRequest("/business/invitations/mine", { signal });
var myInvitationsQueryOptions = () => queryOptions({
	queryKey: [
		"business",
		"invitations",
		"mine"
	],
	queryFn: ({ signal }) => getMyInvitations(signal)
});
var useMyInvitations = () => useQuery(myInvitationsQueryOptions());
// src/features/businesses/components/received-invitations.tsx
/** Invitations to join businesses, on My Business: nobody becomes a member without accepting here. */
function ReceivedInvitations() {
	const invitations = useMyInvitations();
	const answer = useAnswerInvitation();
	if (!invitations.data?.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "received-invitations",
		className: "rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "received-invitations",
			className: "text-lg font-semibold text-slate-900",
			children: "Invitations to join a business"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "mt-3 space-y-3",
			children: invitations.data.map((invitation) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 shadow-card ring-1 ring-slate-200",
				children: [
					invitation.profilePhoto ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						src: invitation.profilePhoto.url,
						alt: "",
						className: "size-10 rounded-lg object-cover"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "grid size-10 place-items-center rounded-lg bg-slate-100",
						"aria-hidden": true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BuildingComplex, { className: "size-5 text-slate-500" })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "min-w-0 flex-1 text-sm text-slate-700",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "font-semibold text-slate-900",
								children: invitation.companyName
							}),
							invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : "",
							" · as",
							" ",
							ACCESS_LABELS[invitation.access].toLowerCase()
						]
					}),
					["accept", "decline"].map((choice) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						disabled: answer.isPending,
						"aria-label": `${choice === "accept" ? "Accept" : "Decline"} the invitation of ${invitation.companyName}`,
						onClick: () => answer.mutate({
							invitationID: invitation.invitationID,
							answer: choice
						}, {
							onSuccess: () => toast.success(choice === "accept" ? `You are now a member of ${invitation.companyName}` : "Invitation declined"),
							onError: (error) => toast.error(error.message)
						}),
						className: buttonClass(choice === "accept" ? "primary" : "outline", "sm"),
						children: choice === "accept" ? "Accept" : "Decline"
					}, choice))
				]
			}, invitation.invitationID))
		})]
	});
}
// src/app/routes/my-business.tsx
/** My business (spec part 2, section 2.7): the businesses the user belongs to. */
function Component() {
	usePageMeta("My business", "The business profiles you manage.");
	const { isLoggedIn } = useSession();
	const [params] = useSearchParams();
	const businesses = useMyBusinesses(isLoggedIn);
	(0, import_react.useEffect)(() => {
		if (!isLoggedIn) window.location.assign(loginUrl());
	}, [isLoggedIn]);
	if (!isLoggedIn) return null;
	const list = businesses.data ?? [];
	const choosing = params.get("membership") === "choose-business";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "text-2xl font-bold text-slate-900",
					children: "My business"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: "/business/create",
					className: buttonClass("primary"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, {
						"aria-hidden": true,
						className: "size-4"
					}), list.length ? "Create another Business profile" : "Create your Business profile"]
				})]
			}),
			choosing && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-4 rounded-lg bg-accent-50 p-4 text-sm text-accent-700 ring-1 ring-accent-100",
				children: [
					"Choose which business you want to upgrade: select ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Manage Business" }),
					", then open the",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Membership" }),
					" tab."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-6",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReceivedInvitations, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-6",
				children: businesses.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "status",
					className: "text-sm text-slate-600",
					children: "Loading your businesses…"
				}) : businesses.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "alert",
					className: "text-sm text-red-700",
					children: "An unexpected error has occurred, please try refreshing the page."
				}) : list.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200",
					children: "You don't have any business registered yet"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
					children: list.map((business) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessManageCard, { business }), choosing && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "mt-3",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: href.businessMembership(business.businessID),
							className: `${buttonClass("accent", "sm")} w-full`,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Crown, {
									"aria-hidden": true,
									className: "size-4"
								}),
								" Upgrade ",
								business.general.companyName
							]
						})
					})] }, business.businessID))
				})
			})
		]
	});
}
export { Component };

//# sourceMappingURL=my-business-CakOSBNW.js.map