import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { h as useParams, i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as useBusiness } from "./get-business-DnLkDCn-.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as Trash } from "./trash-D8l9rHpq.js";
import { t as UserRound } from "./user-round-yRVZLcpP.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { n as InviteMemberForm, t as ACCESS_LABELS } from "./invite-member-form-Bhh2DGFX.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as X } from "./x-CdefWJBa.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { u as useSession } from "./session-BK40Mzwf.js";
// ../../node_modules/lucide-react/dist/esm/icons/mail.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "mail",
	size: 24,
	node: [["path", {
		d: "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7",
		key: "132q7q"
	}], ["rect", {
		x: "2",
		y: "4",
		width: "20",
		height: "16",
		rx: "2",
		key: "izxlao"
	}]]
};
__iconData.node;
var Mail = createLucideIcon(__iconData);
// src/features/businesses/api/get-members.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** GET /business/{id}/members. */
var getMembers = (businessID, signal) => apiRequest(`/business/${encodeURIComponent(businessID)}/members`, { signal });
var membersQueryOptions = (businessID) => queryOptions({
	queryKey: [
		"business",
		"members",
		businessID
	],
	queryFn: ({ signal }) => getMembers(businessID, signal),
	retry: false
});
var useMembers = (businessID) => useQuery({
	...membersQueryOptions(businessID ?? ""),
	enabled: !!businessID
});
// src/features/businesses/api/remove-member.ts
/** DELETE /business/{id}/members/{userID}. */
var removeMember = (businessID, userID) => apiRequest(`/business/${encodeURIComponent(businessID)}/members/${encodeURIComponent(userID)}`, { method: "DELETE" });
function useRemoveMember(businessID) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (userID) => removeMember(businessID, userID),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["business"] })
	});
}
// src/features/businesses/api/update-member.ts
/** PUT /business/{id}/members/{userID}: changes a member's access. */
var updateMember = (businessID, userID, access) => apiRequest(`/business/${encodeURIComponent(businessID)}/members/${encodeURIComponent(userID)}`, {
	method: "PUT",
	body: { access }
});
function useUpdateMember(businessID) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ userID, access }) => updateMember(businessID, userID, access),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["business", "members"] })
	});
}
// src/features/businesses/api/get-invitations.ts
/** GET /business/{id}/invitations: pending invitations, for owners and admins. */
var getInvitations = (businessID, signal) => apiRequest(`/business/${encodeURIComponent(businessID)}/invitations`, { signal });
var invitationsQueryOptions = (businessID) => queryOptions({
	queryKey: [
		"business",
		"invitations",
		businessID
	],
	queryFn: ({ signal }) => getInvitations(businessID, signal),
	retry: false
});
var useInvitations = (businessID, enabled) => useQuery({
	...invitationsQueryOptions(businessID),
	enabled
});
// src/features/businesses/api/revoke-invitation.ts
/** DELETE /business/{id}/invitations/{invitationID}: withdraws a pending invitation. */
var revokeInvitation = (businessID, invitationID) => apiRequest(`/business/${encodeURIComponent(businessID)}/invitations/${encodeURIComponent(invitationID)}`, { method: "DELETE" });
function useRevokeInvitation(businessID) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (invitationID) => revokeInvitation(businessID, invitationID),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["business", "invitations"] })
	});
}
// src/features/businesses/components/pending-invitations.tsx
var import_jsx_runtime = require_jsx_runtime();
var dateOf = (iso) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });
/** Invitations not answered yet, for owners and admins, each of which they can withdraw. */
function PendingInvitations({ businessID }) {
	const invitations = useInvitations(businessID, true);
	const revoke = useRevokeInvitation(businessID);
	if (!invitations.data?.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "pending-invitations",
		className: "rounded-xl bg-white shadow-card ring-1 ring-slate-200",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "pending-invitations",
			className: "px-4 pt-4 text-base font-semibold text-slate-900",
			children: "Pending invitations"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "divide-y divide-slate-100",
			children: invitations.data.map((invitation) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex flex-wrap items-center gap-3 p-4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Mail, {
						"aria-hidden": true,
						className: "size-5 text-slate-500"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "font-medium break-all text-slate-900",
							children: invitation.email
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-sm text-slate-600",
							children: [
								ACCESS_LABELS[invitation.access],
								" · sent ",
								dateOf(invitation.createdAt),
								" · expires",
								" ",
								dateOf(invitation.expiresAt)
							]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						disabled: revoke.isPending,
						onClick: () => revoke.mutate(invitation.invitationID, {
							onSuccess: () => toast.success("Invitation withdrawn"),
							onError: (error) => toast.error(error.message)
						}),
						className: "rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
							"aria-hidden": true,
							className: "size-4"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "sr-only",
							children: ["Withdraw the invitation to ", invitation.email]
						})]
					})
				]
			}, invitation.invitationID))
		})]
	});
}
// src/features/businesses/components/members-panel.tsx
/**
* Members of a business (spec part 2, section 2.7): owners and admins invite, change and remove members; members'
* e-mails come only to them.
*/
function MembersPanel({ businessID, viewerAccess, viewerID }) {
	const id = (0, import_react.useId)();
	const members = useMembers(businessID);
	const update = useUpdateMember(businessID);
	const remove = useRemoveMember(businessID);
	const canManage = viewerAccess === "owner" || viewerAccess === "admin";
	const grantable = viewerAccess === "owner" ? [
		"owner",
		"admin",
		"member"
	] : ["admin", "member"];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-6",
		children: [
			canManage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InviteMemberForm, {
				businessID,
				grantable
			}),
			canManage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PendingInvitations, { businessID }),
			members.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "text-sm text-slate-600",
				children: "Loading members…"
			}) : members.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "rounded-lg bg-red-50 p-4 text-sm text-red-800",
				children: members.error.message
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "divide-y divide-slate-100 rounded-xl bg-white shadow-card ring-1 ring-slate-200",
				children: members.data.map((member) => {
					const name = `${member.firstName} ${member.lastName}`;
					const editable = canManage && member.userID !== viewerID;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "flex flex-wrap items-center gap-3 p-4",
						children: [
							member.profilePhoto ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
								src: member.profilePhoto.url,
								alt: "",
								className: "size-10 rounded-full object-cover"
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "grid size-10 place-items-center rounded-full bg-slate-100",
								"aria-hidden": true,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserRound, { className: "size-5 text-slate-500" })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "min-w-0 flex-1",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: "font-semibold text-slate-900",
									children: name
								}), member.email && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: "text-sm break-all text-slate-600",
									children: member.email
								})]
							}),
							editable ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
									htmlFor: `${id}-${member.userID}`,
									className: "sr-only",
									children: ["Access of ", name]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
									id: `${id}-${member.userID}`,
									value: member.access,
									disabled: update.isPending,
									onChange: (event) => update.mutate({
										userID: member.userID,
										access: event.target.value
									}, {
										onSuccess: () => toast.success("Saved successfully"),
										onError: (error) => toast.error(error.message)
									}),
									className: "rounded-lg border border-slate-300 px-2 py-1.5 text-sm",
									children: (grantable.includes(member.access) ? grantable : [member.access, ...grantable]).map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
										value,
										children: ACCESS_LABELS[value]
									}, value))
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
									type: "button",
									disabled: remove.isPending,
									onClick: () => {
										if (!window.confirm(`Remove ${name} from this business?`)) return;
										remove.mutate(member.userID, {
											onSuccess: () => toast.success("Member removed"),
											onError: (error) => toast.error(error.message)
										});
									},
									className: "rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
										"aria-hidden": true,
										className: "size-4"
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
										className: "sr-only",
										children: ["Remove ", name]
									})]
								})
							] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700",
								children: ACCESS_LABELS[member.access]
							})
						]
					}, member.userID);
				})
			})
		]
	});
}
// src/app/routes/business-members.tsx
/** Members of a business (spec part 2, section 2.7). */
function Component() {
	usePageMeta("Members", "The people who manage this business.");
	const { id = "" } = useParams();
	const { session } = useSession();
	const business = useBusiness(id);
	if (business.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: "p-8 text-center text-slate-600",
		children: "Loading…"
	});
	if (business.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "p-8 text-center text-slate-700",
		children: "An unexpected error has occurred, please try refreshing the page."
	});
	const data = business.data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-4xl space-y-6 px-4 py-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-sm",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: `${href.business(data.general.companyName, data.businessID)}?editMode=1`,
				className: "text-brand-700 hover:underline",
				children: data.general.companyName
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "text-2xl font-bold text-slate-900",
			children: "Members"
		})] }), data.session.access === "none" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-slate-700",
			children: "Only the members of this business can see its members."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MembersPanel, {
			businessID: data.businessID,
			viewerAccess: data.session.access,
			viewerID: session?.userID
		})]
	});
}
export { Component };

//# sourceMappingURL=business-members-k0eA3LTj.js.map