import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { o as useForm } from "./index.esm-Be5ffa0p.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { c as MemberAddBody } from "./business-profile-Mli-eFA6.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { a as inputClass } from "./field-CobJeqAW.js";
import { r as schemaResolver } from "./form-resolver-DNj_ktuU.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/features/businesses/api/invite-member.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** POST /business/{id}/members: invites an e-mail address; they join when they accept. */
var inviteMember = (businessID, body) => apiRequest(`/business/${encodeURIComponent(businessID)}/members`, {
	method: "POST",
	body
});
function useInviteMember(businessID) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => inviteMember(businessID, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["business", "invitations"] })
	});
}
// src/features/businesses/components/invite-member-form.tsx
var import_jsx_runtime = require_jsx_runtime();
var ACCESS_LABELS = {
	owner: "Owner",
	admin: "Administrator",
	member: "Member"
};
var resolver = schemaResolver(MemberAddBody, { email: "Enter a valid e-mail address, e.g. name@company.com." });
/** Owners and admins invite by e-mail; the person joins when they accept (a mail tells them where). */
function InviteMemberForm({ businessID, grantable }) {
	const id = (0, import_react.useId)();
	const invite = useInviteMember(businessID);
	const { register, handleSubmit, reset, formState } = useForm({
		defaultValues: {
			email: "",
			access: "member"
		},
		resolver
	});
	const emailError = formState.errors.email?.message;
	const submit = handleSubmit((values) => invite.mutateAsync(values).then((sent) => {
		toast.success(sent.message);
		reset({
			email: "",
			access: values.access
		});
	}, (error) => toast.error(error.message)));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		"aria-labelledby": `${id}-title`,
		noValidate: true,
		onSubmit: submit,
		className: "grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-[1fr_auto_auto] sm:items-start sm:p-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "sm:col-span-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: `${id}-title`,
					className: "text-lg font-semibold text-slate-900",
					children: "Invite a member"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1 text-sm text-slate-600",
					children: "They get an e-mail and join when they accept it from My Business."
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${id}-email`,
					className: "block text-sm font-medium text-slate-800",
					children: "E-mail address"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: `${id}-email`,
					type: "email",
					autoComplete: "off",
					"aria-invalid": !!emailError,
					"aria-describedby": emailError ? `${id}-email-error` : void 0,
					className: inputClass,
					...register("email")
				}),
				emailError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					id: `${id}-email-error`,
					role: "alert",
					className: "mt-1 text-sm text-red-700",
					children: emailError
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: `${id}-access`,
				className: "block text-sm font-medium text-slate-800",
				children: "Access"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
				id: `${id}-access`,
				className: inputClass,
				...register("access"),
				children: grantable.map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value,
					children: ACCESS_LABELS[value]
				}, value))
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				disabled: invite.isPending,
				className: `${buttonClass("primary")} sm:mt-6`,
				children: invite.isPending ? "Sending…" : "Send invitation"
			})
		]
	});
}
export { InviteMemberForm as n, ACCESS_LABELS as t };

//# sourceMappingURL=invite-member-form-Bhh2DGFX.js.map