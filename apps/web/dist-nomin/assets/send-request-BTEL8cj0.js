import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as useQuery } from "./queryOptions-nkV4jOTN.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { g as useSearchParams, h as useParams, i as Link, m as useNavigate, n as href, o as Navigate } from "./paths-BVsv1d7S.js";
import { t as useBusiness } from "./get-business-DnLkDCn-.js";
import { t as useMyBusinesses } from "./get-my-businesses-RdLUMsJB.js";
import { t as u } from "./typebox-DHtJEpi8.js";
import { a as MESSAGE_TEXTS, i as MESSAGE_MAX_LENGTH, n as INQUIRY_SUBJECTS } from "./messages-e9fEiKHk.js";
import { t as LoaderCircle } from "./loader-circle-CzmZ2MUX.js";
import { t as Send } from "./send-DedsF432.js";
import { o as useForm, s as useWatch } from "./index.esm-Be5ffa0p.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { B as Unsafe, W as _Object_, y as String } from "./_add_immutable-Bc_qPmB1.js";
import { a as inputClass, t as Field } from "./field-CobJeqAW.js";
import { A as useQueryClient, n as apiRequest, t as ApiError } from "./http-4wuBHQRk.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { t as messageKeys } from "./keys-BXXw6Y33.js";
import { n as AttachmentChips, r as useAttachments, t as AttachButton } from "./attachment-picker-F3ouqthJ.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as productQueryOptions } from "./get-product-CA4uawys.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { a as loginUrl, u as useSession } from "./session-BK40Mzwf.js";
// src/features/messages/api/send-inquiry.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The inquiry form: a preset subject (or free text for 'Other'), the message and who sends it ('' = me). */
var InquiryFormSchema = _Object_({
	subject: Unsafe(String({ enum: [...INQUIRY_SUBJECTS] })),
	otherSubject: String({ maxLength: 200 }),
	message: String({
		minLength: 1,
		maxLength: MESSAGE_MAX_LENGTH,
		pattern: "\\S"
	}),
	from: String()
});
/** The body of POST /business/request; `from` is left out when I send as myself (spec part 2, section 5). */
function toInquiry(to, values, attachments) {
	const subject = values.subject === "Other" ? values.otherSubject.trim() : values.subject;
	return {
		to,
		...values.from ? { from: values.from } : {},
		subject,
		message: values.message.trim(),
		...attachments.length ? { attachments } : {}
	};
}
/** POST /business/request: a new thread, answered as the sender sees it. */
var sendInquiry = (body) => apiRequest("/business/request", {
	method: "POST",
	body
});
function useSendInquiry() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: sendInquiry,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all })
	});
}
// src/features/messages/components/send-request-form.tsx
var import_jsx_runtime = require_jsx_runtime();
var FIELD_ERRORS = {
	subject: "Choose a subject.",
	otherSubject: "Write the subject.",
	message: "Write your message.",
	from: "Choose who sends the request."
};
/**
* The inquiry form (spec part 2, sections 2.11 and 5): a preset subject or free text for 'Other', a message of up
* to 5,000 characters with a counter, and the sender: me or one of my businesses (then `from` is sent).
*/
function SendRequestForm({ businessID, senders, initialMessage = "", onSent }) {
	const { register, handleSubmit, control, setError, formState } = useForm({
		resolver: u(InquiryFormSchema),
		defaultValues: {
			subject: "",
			otherSubject: "",
			message: initialMessage,
			from: ""
		}
	});
	const errors = formState.errors;
	const send = useSendInquiry();
	const attachments = useAttachments();
	const subject = useWatch({
		control,
		name: "subject"
	});
	const message = useWatch({
		control,
		name: "message"
	});
	const missing = () => toast.error(MESSAGE_TEXTS.missingFields);
	const submit = handleSubmit(async (values) => {
		if (values.subject === "Other" && !values.otherSubject.trim()) {
			setError("otherSubject", { message: FIELD_ERRORS.otherSubject });
			return missing();
		}
		try {
			const thread = await send.mutateAsync(toInquiry(businessID, values, attachments.tokens));
			toast.success(MESSAGE_TEXTS.sent);
			attachments.clear();
			onSent(thread);
		} catch (error) {
			if (error instanceof ApiError && error.status === 400 && Array.isArray(error.details)) for (const detail of error.details) {
				const field = detail.path?.replace(/^\//, "");
				if (field === "subject" || field === "message") setError(field, { message: FIELD_ERRORS[field] });
			}
			toast.error(error instanceof ApiError ? error.message : "The request could not be sent. Please try again.");
		}
	}, missing);
	const busy = send.isPending || attachments.uploading;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit: submit,
		className: "space-y-5",
		"aria-label": "Send request",
		children: [
			senders.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Send as",
				error: errors.from && FIELD_ERRORS.from,
				children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
					...props,
					...register("from"),
					className: "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "Myself"
					}), senders.map((sender) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: sender.id,
						children: sender.name
					}, sender.id))]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Subject",
				error: errors.subject && FIELD_ERRORS.subject,
				children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
					...props,
					...register("subject"),
					className: inputClass,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "Select a subject"
					}), INQUIRY_SUBJECTS.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: option,
						children: option
					}, option))]
				})
			}),
			subject === "Other" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Your subject",
				error: errors.otherSubject && FIELD_ERRORS.otherSubject,
				children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					...props,
					...register("otherSubject"),
					maxLength: 200,
					className: "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Message",
				hint: `${message.length}/${MESSAGE_MAX_LENGTH}`,
				error: errors.message && FIELD_ERRORS.message,
				children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
					...props,
					...register("message"),
					rows: 8,
					maxLength: MESSAGE_MAX_LENGTH,
					className: inputClass
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "space-y-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-center gap-2 text-sm text-slate-600",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AttachButton, {
						onFiles: attachments.add,
						disabled: send.isPending
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: "Images or PDF, up to 10 MB each (optional)" })]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AttachmentChips, {
					items: attachments.items,
					onRemove: attachments.remove
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex justify-end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "submit",
					className: buttonClass("primary", "lg"),
					disabled: busy,
					children: [send.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
						"aria-hidden": true,
						className: "size-4 animate-spin"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Send, {
						"aria-hidden": true,
						className: "size-4"
					}), send.isPending ? "Sending…" : "Send Request"]
				})
			})
		]
	});
}
// src/app/routes/send-request.tsx
var status = (text, role = "status") => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
	role,
	className: "p-8 text-center text-slate-700",
	children: text
});
/**
* Send a request (spec part 2, section 2.11): the inquiry form for buyers; members of the business go to its
* requests instead. `?product=` names the product the request is about, written into the message to start with.
*/
function Component() {
	usePageMeta("Send request", "Send an inquiry to a supplier.");
	const { id = "" } = useParams();
	const [params] = useSearchParams();
	const navigate = useNavigate();
	const { isLoggedIn } = useSession();
	const business = useBusiness(id);
	const mine = useMyBusinesses(isLoggedIn);
	const productID = params.get("product") ?? "";
	const product = useQuery({
		...productQueryOptions(productID),
		enabled: productID.length === 36
	});
	(0, import_react.useEffect)(() => {
		if (!isLoggedIn) window.location.assign(loginUrl());
	}, [isLoggedIn]);
	if (!isLoggedIn) return null;
	if (business.isError) return status("An unexpected error has occurred, please try refreshing the page.", "alert");
	if (business.isPending || mine.isPending || productID.length === 36 && product.isPending) return status("Loading…");
	const data = business.data;
	if (data.session.access !== "none") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: href.businessRequests(data.businessID),
		replace: true
	});
	const company = data.general.companyName;
	const about = product.data?.businessID === data.businessID ? product.data : void 0;
	const initialMessage = about ? `Hello, I am interested in your product "${about.name}" (${window.location.origin}${href.product(company, about.name, about.productID)}).\n\n` : "";
	const senders = (mine.data ?? []).map((item) => ({
		id: item.businessID,
		name: item.general.companyName
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-3xl px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: href.business(company, data.businessID),
					className: "text-brand-700 hover:underline",
					children: company
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-bold text-slate-900",
				children: "Send Request"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-1 text-sm text-slate-600",
				children: [
					about ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						"About ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", {
							className: "text-slate-800",
							children: about.name
						}),
						". Your request"
					] }) : "Your request",
					" ",
					"goes to every member of ",
					company,
					"; their replies appear in your messages."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
				"aria-label": "Request",
				className: "mt-6 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SendRequestForm, {
					businessID: data.businessID,
					senders,
					initialMessage,
					onSent: (thread) => navigate(href.myMessages(thread.requestID))
				})
			})
		]
	});
}
export { Component };

//# sourceMappingURL=send-request-BTEL8cj0.js.map