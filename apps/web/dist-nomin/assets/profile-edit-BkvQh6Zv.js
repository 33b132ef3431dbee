import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { m as useNavigate, n as href, o as Navigate } from "./paths-BVsv1d7S.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { A as useQueryClient, i as postSignedUpload, n as apiRequest, t as ApiError } from "./http-4wuBHQRk.js";
import { n as getValidToken, r as refreshSession } from "./session-refresh-CxzbpoMi.js";
import { f as postToAccounts } from "./session-BK40Mzwf.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { o as useForm, s as useWatch } from "./index.esm-Be5ffa0p.js";
import { A as Literal, K as Optional, N as Boolean$1, W as _Object_, _ as Union, et as _Array_, j as Integer, y as String$1 } from "./_add_immutable-Bc_qPmB1.js";
import { n as Refine } from "./_refine-CgT2rO6R.js";
import { a as inputClass, o as labelClass, t as Field } from "./field-CobJeqAW.js";
import { r as schemaResolver } from "./form-resolver-DNj_ktuU.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { n as NOTIFICATION_KIND_LABELS, t as notificationKeys } from "./keys-BkIvjV-X.js";
import { t as useProfile } from "./get-profile-1cHg_7ze.js";
import { a as UpdateProfileBody, c as UPLOAD_MESSAGES, n as PROFILE_LIMITS, o as IMAGE_CONTENT_TYPES, r as PROFILE_MESSAGES, t as BIRTH_DATE_PATTERN } from "./profile-Dm_2PdCo.js";
import { t as CountryStateFields } from "./country-state-fields-BbnDQFZo.js";
import { t as useIndustryTree } from "./get-industry-tree-CyLFn-yi.js";
import { t as useBusinessTypes } from "./get-business-types-B2ooPHFx.js";
import { t as useCountries } from "./get-countries-DzYE38ig.js";
import { t as useJobPositions } from "./get-job-positions-g1ZYJ3r3.js";
import { t as useLanguages } from "./get-languages-7bGTGFa9.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
_Object_({
	token: String$1({ description: "Access JWT for the wbn-auth header (about 15 minutes)" }),
	tokenExpire: Integer({ description: "Access token expiry, Unix epoch seconds" }),
	refreshToken: Optional(String$1({ description: "Opaque refresh token, single use, rotated on every refresh; absent when it was set as the HttpOnly cookie instead" })),
	refreshTokenExpire: Integer({ description: "Refresh token expiry, Unix epoch seconds" }),
	userID: String$1({ format: "uuid" })
}, { additionalProperties: false });
_Object_({
	token: String$1({
		minLength: 1,
		maxLength: 200,
		description: "One-time hand-off code from /SetID/"
	}),
	state: String$1({
		minLength: 16,
		maxLength: 128,
		pattern: "^[A-Za-z0-9_-]+$",
		description: "The random value the web app kept in sessionStorage and passed to the login page: a code is exchanged only with the state it was issued with"
	}),
	refreshTokenIn: Optional(Union([Literal("cookie"), Literal("body")], { description: "'cookie' (browsers): the refresh token is set as an HttpOnly cookie for /accounts and left out of the answer; 'body' (default, other clients): in the answer" }))
}, { additionalProperties: false });
_Object_({
	valid: Literal(true),
	userID: String$1({ format: "uuid" }),
	tokenExpire: Integer({ description: "Unix epoch seconds" })
}, { additionalProperties: false });
/** A code of the authenticator app (6 digits) or a recovery code, asked again for sensitive changes. */
var SecondFactor = String$1({
	maxLength: 64,
	description: "Authenticator code or recovery code"
});
var ChangePasswordBody = _Object_({
	currentPassword: String$1({
		minLength: 1,
		maxLength: 256
	}),
	newPassword: String$1({
		minLength: 1,
		maxLength: 256
	}),
	code: Optional(SecondFactor)
}, { additionalProperties: false });
_Object_({
	currentPassword: String$1({
		minLength: 1,
		maxLength: 256
	}),
	newEmail: String$1({
		minLength: 3,
		maxLength: 254
	}),
	code: Optional(SecondFactor)
}, { additionalProperties: false });
_Object_({
	id: String$1({ format: "uuid" }),
	device: String$1({ description: "Browser and system read from the User-Agent, e.g. \"Chrome on Windows\"" }),
	createdAt: String$1({ format: "date-time" }),
	lastSeenAt: String$1({
		format: "date-time",
		description: "The last token refresh"
	}),
	current: Boolean$1({ description: "The session the request came from" })
}, { additionalProperties: false });
_Object_({ sessionId: String$1({ format: "uuid" }) }, { additionalProperties: false });
_Object_({
	email: String$1(),
	emailVerified: Boolean$1(),
	/** False on a site that sends no mail: every account counts as verified. */
	emailVerificationRequired: Boolean$1(),
	twoFactorEnabled: Boolean$1(),
	recoveryCodesLeft: Integer({ minimum: 0 })
}, { additionalProperties: false });
_Object_({
	secret: String$1({ description: "Base32 secret, for typing into the app by hand" }),
	uri: String$1({ description: "otpauth:// URI" }),
	qrCode: String$1({ description: "The URI as a QR code, a data: URL of an SVG image" })
}, { additionalProperties: false });
_Object_({ code: SecondFactor }, { additionalProperties: false });
_Object_({ currentPassword: String$1({
	minLength: 1,
	maxLength: 256
}) }, { additionalProperties: false });
_Object_({
	currentPassword: String$1({
		minLength: 1,
		maxLength: 256
	}),
	code: SecondFactor
}, { additionalProperties: false });
_Object_({ recoveryCodes: _Array_(String$1(), { description: "Shown once; each works once" }) }, { additionalProperties: false });
// src/features/auth/api/account-call.ts
/** A refusal of the account service: its name (`InvalidCode`, `InvalidPassword`, ...) and message. */
var AccountError = class extends Error {
	name;
	constructor(name, message) {
		super(message);
		this.name = name;
	}
};
/** Calls a settings route of the account service as the logged-in user; its data, or an AccountError. */
async function accountCall(path, body) {
	const answer = await postToAccounts(path, {
		auth: await getValidToken(),
		body
	});
	if (answer.success) return answer.data;
	throw new AccountError(answer.error?.name ?? "NetworkError", answer.error?.message ?? "The account service could not be reached. Try again.");
}
// src/features/auth/api/account-security.ts
var accountSecurityQueryOptions = () => queryOptions({
	queryKey: ["account", "security"],
	queryFn: () => accountCall("/account/security")
});
var useAccountSecurity = () => useQuery(accountSecurityQueryOptions());
var sessionsQueryOptions = () => queryOptions({
	queryKey: ["account", "sessions"],
	queryFn: () => accountCall("/sessions")
});
var useSessions = () => useQuery(sessionsQueryOptions());
/** A mutation of the security settings; the settings (and the session list) are read again after it. */
function useAccountMutation(path) {
	const client = useQueryClient();
	return useMutation({
		mutationFn: (body) => accountCall(path, body),
		onSuccess: () => client.invalidateQueries({ queryKey: ["account"] })
	});
}
var useEndSession = () => useAccountMutation("/sessions/end");
var useResendVerification = () => useAccountMutation("/account/resend-verification");
var useChangeEmail = () => useAccountMutation("/change-email");
var useSetUpTwoFactor = () => useMutation({ mutationFn: (body) => accountCall("/two-factor/setup", body) });
var useEnableTwoFactor = () => useAccountMutation("/two-factor/enable");
var useDisableTwoFactor = () => useAccountMutation("/two-factor/disable");
var useNewRecoveryCodes = () => useAccountMutation("/two-factor/recovery-codes");
/** After the link was opened elsewhere: a fresh access token carries the verified claim. */
var useRecheckVerification = () => {
	const client = useQueryClient();
	return useMutation({
		mutationFn: () => refreshSession(),
		onSuccess: () => client.invalidateQueries({ queryKey: ["account"] })
	});
};
// src/features/auth/components/active-sessions.tsx
var import_jsx_runtime = require_jsx_runtime();
var when = (iso) => new Date(iso).toLocaleString("en-US", {
	dateStyle: "medium",
	timeStyle: "short"
});
/** Where the account is signed in (device, last use); any other session can be signed out. */
function ActiveSessions() {
	const sessions = useSessions();
	const end = useEndSession();
	if (sessions.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		children: "Loading your sessions…"
	});
	if (sessions.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		role: "alert",
		className: "text-sm text-red-700",
		children: ["Your sessions could not be loaded. ", sessions.error.message]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "divide-y divide-slate-200",
		"aria-label": "Active sessions",
		children: sessions.data.map((session) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "flex flex-wrap items-center justify-between gap-2 py-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "font-medium text-slate-900",
				children: [session.device, session.current && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700",
					children: "This device"
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "text-xs text-slate-600",
				children: [
					"Signed in ",
					when(session.createdAt),
					" · last active ",
					when(session.lastSeenAt)
				]
			})] }), !session.current && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: buttonClass("outline", "sm"),
				disabled: end.isPending,
				"aria-label": `Sign out ${session.device}, last active ${when(session.lastSeenAt)}`,
				onClick: () => end.mutate({ sessionId: session.id }, {
					onSuccess: () => toast.success(`${session.device} was signed out.`),
					onError: (error) => toast.error(error.message)
				}),
				children: "Sign out"
			})]
		}, session.id))
	});
}
// src/features/auth/api/change-password.ts
/** Changes the password on the account service (with a code when two-factor sign-in is on); other sessions end. */
var changePassword = (body) => accountCall("/change-password", body);
var useChangePassword = () => useMutation({ mutationFn: changePassword });
// src/features/auth/components/text-input.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A labelled input of the security settings, controlled by its form's state. */
function TextInput({ label, value, onChange, type = "text", autoComplete, hint, error }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		label,
		hint,
		error,
		children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			...props,
			type,
			autoComplete,
			value,
			onChange: (event) => onChange(event.target.value),
			className: inputClass
		})
	});
}
var CODE_HINT = "The 6-digit code of your authenticator app, or one of your recovery codes.";
var CurrentPasswordInput = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
	label: "Current password",
	type: "password",
	autoComplete: "current-password",
	...props
});
var CodeInput = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
	label: "Authentication code",
	autoComplete: "one-time-code",
	hint: CODE_HINT,
	...props
});
/** The last refusal of the account service, shown on the field its name is about. */
function useAccountError() {
	const [error, setError] = (0, import_react.useState)();
	const fieldError = (...names) => error && names.includes(error.name) ? error.message : void 0;
	return {
		setError,
		fieldError
	};
}
// src/features/auth/components/change-password-form.tsx
var resolver = schemaResolver(ChangePasswordBody, {
	currentPassword: { minLength: "Please enter your current password." },
	newPassword: { minLength: "Please enter a new password." }
}, { trim: false });
/** Password change for a logged-in user; the account service checks the rules and logs out other sessions. */
function ChangePasswordForm({ twoFactor = false }) {
	const { register, handleSubmit, reset, formState } = useForm({
		defaultValues: {
			currentPassword: "",
			newPassword: "",
			...twoFactor ? { code: "" } : {}
		},
		resolver
	});
	const { errors } = formState;
	const change = useChangePassword();
	const submit = handleSubmit((values) => change.mutate(values, {
		onSuccess: () => {
			reset();
			toast.success("Your password was changed. Your other sessions have been logged out.");
		},
		onError: (error) => toast.error(error.message)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submit,
		className: "grid gap-4 md:grid-cols-2",
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Current password",
				error: errors.currentPassword?.message,
				children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					...props,
					type: "password",
					autoComplete: "current-password",
					className: inputClass,
					...register("currentPassword")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "New password",
				hint: "At least 10 characters; avoid common passwords.",
				error: errors.newPassword?.message,
				children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					...props,
					type: "password",
					autoComplete: "new-password",
					minLength: 10,
					className: inputClass,
					...register("newPassword")
				})
			}),
			twoFactor && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Authentication code",
				hint: "The 6-digit code of your authenticator app, or one of your recovery codes.",
				error: errors.code?.message,
				children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					...props,
					autoComplete: "one-time-code",
					className: "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100",
					...register("code")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "md:col-span-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					disabled: change.isPending,
					className: buttonClass("outline"),
					children: change.isPending ? "Changing…" : "Change password"
				})
			})
		]
	});
}
// src/features/auth/components/email-settings.tsx
/** The account's e-mail: whether it is confirmed (with a new link on demand) and a change of address. */
function EmailSettings({ security }) {
	const resend = useResendVerification();
	const recheck = useRecheckVerification();
	const change = useChangeEmail();
	const [form, setForm] = (0, import_react.useState)({
		newEmail: "",
		currentPassword: "",
		code: ""
	});
	const { setError, fieldError } = useAccountError();
	const submit = (event) => {
		event.preventDefault();
		const body = {
			newEmail: form.newEmail,
			currentPassword: form.currentPassword
		};
		change.mutate(security.twoFactorEnabled ? {
			...body,
			code: form.code
		} : body, {
			onSuccess: () => {
				setError(void 0);
				setForm({
					newEmail: "",
					currentPassword: "",
					code: ""
				});
				toast.success(security.emailVerificationRequired ? "Your e-mail was changed. Open the link we sent to the new address to confirm it." : "Your e-mail was changed.");
			},
			onError: (failure) => setError(failure)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "text-sm text-slate-800",
				children: [
					security.email,
					" ",
					security.emailVerificationRequired && (security.emailVerified ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-green-700",
						children: "(confirmed)"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-amber-700",
						children: "(not confirmed yet)"
					}))
				]
			}),
			security.emailVerificationRequired && !security.emailVerified && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: buttonClass("outline", "sm"),
					disabled: resend.isPending,
					onClick: () => resend.mutate({}, {
						onSuccess: () => toast.success("We sent you a new link. It works for 48 hours."),
						onError: (failure) => toast.error(failure.message)
					}),
					children: "Send the link again"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: buttonClass("ghost", "sm"),
					onClick: () => recheck.mutate(),
					children: "I have opened the link"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				onSubmit: submit,
				className: "grid gap-4 md:grid-cols-2",
				noValidate: true,
				"aria-label": "Change e-mail",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
						label: "New e-mail",
						type: "email",
						autoComplete: "email",
						value: form.newEmail,
						onChange: (newEmail) => setForm({
							...form,
							newEmail
						}),
						error: fieldError("InvalidEmail", "BadRequest")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CurrentPasswordInput, {
						value: form.currentPassword,
						onChange: (currentPassword) => setForm({
							...form,
							currentPassword
						}),
						error: fieldError("InvalidPassword")
					}),
					security.twoFactorEnabled && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeInput, {
						value: form.code,
						onChange: (code) => setForm({
							...form,
							code
						}),
						error: fieldError("InvalidCode", "TooManyRequests")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "md:col-span-2",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "submit",
							disabled: change.isPending,
							className: buttonClass("outline"),
							children: change.isPending ? "Changing…" : "Change e-mail"
						})
					})
				]
			})
		]
	});
}
// src/features/auth/components/two-factor-settings.tsx
/** Recovery codes, shown once after they are made. */
function RecoveryCodeList({ codes }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		className: "rounded-lg border border-amber-300 bg-amber-50 p-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm font-semibold text-slate-900",
				children: "Your recovery codes"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-slate-700",
				children: "Keep them somewhere safe. Each one signs you in once if you lose your phone. They are shown only now."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-2 grid grid-cols-2 gap-1 font-mono text-sm",
				"aria-label": "Recovery codes",
				children: codes.map((code) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: code }, code))
			})
		]
	});
}
/** Turning two-factor sign-in on: the password, then the QR code, then a first code from the app. */
function SetUp({ onCodes }) {
	const setUp = useSetUpTwoFactor();
	const enable = useEnableTwoFactor();
	const [password, setPassword] = (0, import_react.useState)("");
	const [code, setCode] = (0, import_react.useState)("");
	const [setup, setSetup] = (0, import_react.useState)();
	const [error, setError] = (0, import_react.useState)();
	const onError = (failure) => setError(failure.message);
	if (!setup) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "grid gap-4 md:grid-cols-2",
		noValidate: true,
		onSubmit: (event) => {
			event.preventDefault();
			setUp.mutate({ currentPassword: password }, {
				onSuccess: setSetup,
				onError
			});
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CurrentPasswordInput, {
			value: password,
			onChange: setPassword,
			error
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "md:col-span-2",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: buttonClass("outline"),
				disabled: setUp.isPending,
				children: "Set up an authenticator app"
			})
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "space-y-4",
		noValidate: true,
		onSubmit: (event) => {
			event.preventDefault();
			enable.mutate({ code }, {
				onSuccess: (data) => {
					onCodes(data.recoveryCodes);
					toast.success("Two-factor sign-in is on.");
				},
				onError
			});
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-slate-700",
				children: "Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key by hand."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: setup.qrCode,
				alt: "QR code for your authenticator app",
				width: 180,
				height: 180
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "text-sm",
				children: [
					"Key:",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", {
						className: "break-all font-mono",
						"data-testid": "totp-secret",
						children: setup.secret
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Code from the app",
				autoComplete: "one-time-code",
				value: code,
				onChange: setCode,
				error
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: buttonClass("primary"),
				disabled: enable.isPending,
				children: "Turn on two-factor sign-in"
			})
		]
	});
}
/** With two-factor sign-in on: new recovery codes, or turning it off (password and code). */
function Manage({ recoveryCodesLeft, onCodes }) {
	const disable = useDisableTwoFactor();
	const renew = useNewRecoveryCodes();
	const [form, setForm] = (0, import_react.useState)({
		currentPassword: "",
		code: ""
	});
	const { setError, fieldError } = useAccountError();
	const onError = (failure) => setError(failure);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "text-sm text-slate-800",
			children: [
				"Two-factor sign-in is ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "on" }),
				". ",
				recoveryCodesLeft,
				" recovery codes left."
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "grid gap-4 md:grid-cols-2",
			noValidate: true,
			onSubmit: (event) => event.preventDefault(),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CurrentPasswordInput, {
					hint: "Needed to turn it off.",
					value: form.currentPassword,
					onChange: (currentPassword) => setForm({
						...form,
						currentPassword
					}),
					error: fieldError("InvalidPassword")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeInput, {
					value: form.code,
					onChange: (code) => setForm({
						...form,
						code
					}),
					error: fieldError("InvalidCode", "TooManyRequests", "BadRequest")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap gap-2 md:col-span-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: buttonClass("outline"),
						disabled: renew.isPending,
						onClick: () => renew.mutate({ code: form.code }, {
							onSuccess: (data) => onCodes(data.recoveryCodes),
							onError
						}),
						children: "New recovery codes"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: buttonClass("ghost"),
						disabled: disable.isPending,
						onClick: () => disable.mutate(form, {
							onSuccess: () => {
								onCodes(void 0);
								toast.success("Two-factor sign-in is off.");
							},
							onError
						}),
						children: "Turn off two-factor sign-in"
					})]
				})
			]
		})]
	});
}
/** Two-factor sign-in with an authenticator app, in the profile settings. */
function TwoFactorSettings({ security }) {
	const [codes, setCodes] = (0, import_react.useState)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-4",
		children: [codes && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecoveryCodeList, { codes }), security.twoFactorEnabled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Manage, {
			recoveryCodesLeft: security.recoveryCodesLeft,
			onCodes: setCodes
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SetUp, { onCodes: setCodes })]
	});
}
// src/features/auth/components/account-security.tsx
var sectionClass = "mt-6 rounded-xl border border-slate-200 bg-white p-6";
function Section({ id, title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": id,
		className: sectionClass,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id,
			className: "mb-4 text-lg font-semibold text-slate-900",
			children: title
		}), children]
	});
}
/** The account's security settings from the account service: e-mail, password, two-factor sign-in, sessions. */
function AccountSecuritySettings() {
	const security = useAccountSecurity();
	if (security.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "mt-6 text-slate-600",
		role: "status",
		children: "Loading your security settings…"
	});
	if (security.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "mt-6 text-red-700",
		role: "alert",
		children: ["Your security settings could not be loaded. ", security.error.message]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "email-heading",
			title: "E-mail",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailSettings, { security: security.data })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "password-heading",
			title: "Password",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangePasswordForm, { twoFactor: security.data.twoFactorEnabled })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "two-factor-heading",
			title: "Two-factor sign-in",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TwoFactorSettings, { security: security.data })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "sessions-heading",
			title: "Where you are signed in",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveSessions, {})
		})
	] });
}
// src/features/messages/api/message-mails.ts
var key = ["user", "message-mails"];
/** GET /user/message-mails: whether I get mails for new inquiries and unread replies. */
var getMessageMails = (signal) => apiRequest("/user/message-mails", { signal });
var messageMailsQueryOptions = () => queryOptions({
	queryKey: key,
	queryFn: ({ signal }) => getMessageMails(signal)
});
var useMessageMails = () => useQuery(messageMailsQueryOptions());
/** PUT /user/message-mails {enabled}. */
var updateMessageMails = (body) => apiRequest("/user/message-mails", {
	method: "PUT",
	body
});
function useUpdateMessageMails() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateMessageMails,
		onSuccess: (data) => queryClient.setQueryData(key, data)
	});
}
// src/features/messages/components/message-mails-setting.tsx
/** The profile setting that turns off mails about new inquiries and unread replies. */
function MessageMailsSetting() {
	const setting = useMessageMails();
	const update = useUpdateMessageMails();
	const [choice, setChoice] = (0, import_react.useState)(null);
	if (setting.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "text-sm text-slate-700",
		children: "Your mail settings could not be loaded, please try refreshing the page."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
		className: "flex items-start gap-3 text-sm text-slate-800",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			type: "checkbox",
			className: "mt-0.5 size-4 rounded border-slate-300 accent-brand-600",
			disabled: setting.isPending || update.isPending,
			checked: choice ?? setting.data?.enabled ?? true,
			onChange: (event) => {
				setChoice(event.target.checked);
				update.mutate({ enabled: event.target.checked }, {
					onSuccess: ({ enabled }) => toast.success(enabled ? "Message mails turned on." : "Message mails turned off."),
					onError: () => {
						setChoice(null);
						toast.error("An error has occurred when trying to update");
					}
				});
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "font-medium",
			children: "E-mail me about messages"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "block text-slate-600",
			children: "New requests to my businesses, and replies I have not read after 15 minutes."
		})] })]
	});
}
// src/features/notifications/api/settings.ts
/** GET /notifications/settings: how each kind reaches me. */
var getNotificationSettings = (signal) => apiRequest("/notifications/settings", { signal });
var notificationSettingsQueryOptions = () => queryOptions({
	queryKey: notificationKeys.settings(),
	queryFn: ({ signal }) => getNotificationSettings(signal)
});
var useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
/** PUT /notifications/settings {settings}: saves the given kinds, answers all of them. */
var saveNotificationSettings = (settings) => apiRequest("/notifications/settings", {
	method: "PUT",
	body: { settings }
});
function useSaveNotificationSettings() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: saveNotificationSettings,
		onSuccess: (data) => queryClient.setQueryData(notificationKeys.settings(), data)
	});
}
// src/features/notifications/components/notification-settings.tsx
var DELIVERY_LABELS = {
	site: "On the site",
	mail: "On the site and by mail at once",
	digest: "On the site and in a daily mail",
	off: "Off"
};
/** Inquiries and messages are mailed by the message mails setting above. */
var NO_MAIL = ["inquiry", "message"];
/** The profile settings of each kind of notification: on the site, by mail at once, in a daily digest, or off. */
function NotificationSettings() {
	const settings = useNotificationSettings();
	const save = useSaveNotificationSettings();
	if (settings.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-sm text-slate-600",
		children: "Loading notification settings…"
	});
	if (settings.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "text-sm text-slate-700",
		children: "Your notification settings could not be loaded, please try refreshing the page."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "grid gap-3",
		children: settings.data.settings.map(({ kind, delivery }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "grid gap-1 text-sm text-slate-800 sm:grid-cols-[1fr_16rem] sm:items-center",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: NOTIFICATION_KIND_LABELS[kind] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
				className: "rounded-md border border-slate-300 px-2 py-1.5",
				value: save.isPending && save.variables[0]?.kind === kind ? save.variables[0].delivery : delivery,
				disabled: save.isPending,
				onChange: (event) => save.mutate([{
					kind,
					delivery: event.target.value
				}], {
					onSuccess: () => toast.success("Notification settings saved."),
					onError: () => toast.error("An error has occurred when trying to update")
				}),
				children: Object.keys(DELIVERY_LABELS).filter((option) => option !== "mail" || !NO_MAIL.includes(kind)).map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: option,
					children: DELIVERY_LABELS[option]
				}, option))
			})]
		}, kind))
	});
}
// src/features/profile/api/upload-photo.ts
/**
* The signed-post upload flow (spec part 2, section 7): ask for a signed post, send the file to it, then let the
* API check, re-encode and attach it.
*/
async function uploadPhoto(kind, file) {
	if (!IMAGE_CONTENT_TYPES.includes(file.type)) throw new ApiError("ValidationError", UPLOAD_MESSAGES.notAnImage, 400);
	if (file.size > 5242880) throw new ApiError("PayloadTooLarge", UPLOAD_MESSAGES.tooLarge, 413);
	const request = {
		contentType: file.type,
		fileSize: file.size
	};
	const { signedPost, token } = await apiRequest(`/user/${kind}/upload-request`, {
		method: "POST",
		body: request
	});
	await postSignedUpload(signedPost, file);
	return apiRequest(`/user/${kind}/upload-validate`, {
		method: "POST",
		body: { token }
	});
}
function useUploadPhoto(kind) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (file) => uploadPhoto(kind, file),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["user"] })
	});
}
// src/features/profile/components/photo-upload.tsx
var TEXT = {
	"profile-photo": {
		label: "Profile picture",
		success: PROFILE_MESSAGES.profilePhotoUploaded
	},
	"cover-photo": {
		label: "Cover photo",
		success: PROFILE_MESSAGES.coverPhotoUploaded
	}
};
/** Picks an image and uploads it at once through the signed-post flow. */
function PhotoUpload({ kind, currentUrl }) {
	const id = (0, import_react.useId)();
	const upload = useUploadPhoto(kind);
	const text = TEXT[kind];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex min-w-0 items-center gap-4",
		children: [currentUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src: currentUrl,
			alt: "",
			className: kind === "profile-photo" ? "size-16 rounded-full object-cover" : "h-16 w-32 rounded object-cover"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: kind === "profile-photo" ? "size-16 rounded-full bg-slate-200" : "h-16 w-32 rounded bg-slate-200" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: id,
					className: "block text-sm font-medium text-slate-700",
					children: text.label
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id,
					type: "file",
					accept: "image/jpeg,image/png,image/webp,image/gif",
					disabled: upload.isPending,
					"aria-describedby": `${id}-hint`,
					className: "mt-1 block max-w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700 hover:file:bg-brand-100",
					onChange: (event) => {
						const file = event.target.files?.[0];
						event.target.value = "";
						if (!file) return;
						upload.mutate(file, {
							onSuccess: () => toast.success(text.success),
							onError: (error) => toast.error(`${PROFILE_MESSAGES.photoUploadFailed}: ${error.message}`)
						});
					}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					id: `${id}-hint`,
					className: "mt-1 text-xs text-slate-500",
					children: upload.isPending ? "Uploading…" : UPLOAD_MESSAGES.advice
				})
			]
		})]
	});
}
// src/features/profile/api/update-profile.ts
/** PUT /user/profile with the profile fields minus e-mail (spec part 2, section 7). */
var updateProfile = (body) => apiRequest("/user/profile", {
	method: "PUT",
	body
});
function useUpdateProfile() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateProfile,
		onSuccess: (profile) => {
			queryClient.setQueryData(["user", "profile"], profile);
			return queryClient.invalidateQueries({ queryKey: ["user"] });
		}
	});
}
// src/features/profile/components/form-fields.tsx
/** A labelled text input on the shared Field; register()'s props (ref included) pass through. */
function TextField({ label, error, hint, className = "", ...rest }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		label,
		error,
		hint,
		children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			...props,
			...rest,
			className: `${inputClass} ${className}`
		})
	});
}
/** A labelled select on the shared Field, with an empty "Select one" choice. */
function Select({ label, options, error, ...rest }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		label,
		error,
		children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
			...props,
			...rest,
			className: inputClass,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: "",
				children: "Select one"
			}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: option.value,
				children: option.label
			}, option.value))]
		})
	});
}
// src/features/profile/components/profile-rules.ts
/** '+' added to a dial code that lacks it (spec part 2, section 5). */
var withPlus = (code) => {
	const trimmed = code.replace(/\s/g, "");
	return trimmed === "" || trimmed.startsWith("+") ? trimmed : `+${trimmed}`;
};
/** Valid when the dial code is a known country's and the number is empty or has at least 8 digits. */
function isPhoneValid(countryCode, phoneNumber, dialCodes) {
	const number = phoneNumber.replace(/[\s\-.()]/g, "");
	if (number === "") return true;
	return dialCodes.has(withPlus(countryCode)) && /^\d+$/.test(number) && number.length >= PROFILE_LIMITS.phoneMinDigits;
}
var isBirthDateValid = (value) => value.trim() === "" || BIRTH_DATE_PATTERN.test(value.trim());
// src/features/profile/components/profile-form-values.ts
var body = UpdateProfileBody.properties;
/**
* The form's schema: the limits of PUT /user/profile, with the spec's phone and birth-date rules (part 2,
* section 5) and their texts. The phone rule needs the dial codes of the country list.
*/
var profileFormSchema = (dialCodes) => _Object_({
	firstName: body.firstName,
	lastName: body.lastName,
	mobilePhone: Refine(_Object_({
		countryCode: String$1(),
		phoneNumber: String$1()
	}), (phone) => isPhoneValid(phone.countryCode, phone.phoneNumber, dialCodes), () => PROFILE_MESSAGES.invalidPhone),
	city: body.city,
	country: body.country.properties.code,
	state: body.state.properties.stateID,
	gender: body.gender.properties.code,
	preferredLanguage: body.preferredLanguage.properties.code,
	jobPosition: String$1(),
	businessType: body.businessType.properties.code,
	industry: body.industry.properties.id,
	companyName: body.companyName,
	profession: body.profession,
	birthDate: Refine(body.birthDate, isBirthDateValid, () => PROFILE_MESSAGES.invalidBirthDate),
	showBirthDate: Boolean$1(),
	showProfession: Boolean$1(),
	briefPresentation: body.briefPresentation
});
var toValues = (p) => ({
	firstName: p.firstName,
	lastName: p.lastName,
	mobilePhone: {
		countryCode: p.mobilePhone?.countryCode ?? "+1",
		phoneNumber: p.mobilePhone?.phoneNumber ?? ""
	},
	city: p.city ?? "",
	country: p.country?.code ?? "",
	state: p.state?.stateID ?? "",
	gender: p.gender?.code ?? "",
	preferredLanguage: p.preferredLanguage?.code ?? "",
	jobPosition: p.jobPosition ? String(p.jobPosition.jobPositionID) : "",
	businessType: p.businessType?.code ?? "",
	industry: p.industry?.id ?? "",
	companyName: p.companyName ?? "",
	profession: p.profession ?? "",
	birthDate: p.birthDate ?? "",
	showBirthDate: p.showBirthDate,
	showProfession: p.showProfession,
	briefPresentation: p.briefPresentation ?? ""
});
var toBody = (v) => ({
	firstName: v.firstName,
	lastName: v.lastName,
	mobilePhone: {
		countryCode: withPlus(v.mobilePhone.countryCode),
		phoneNumber: v.mobilePhone.phoneNumber
	},
	city: v.city,
	country: { code: v.country },
	state: { stateID: v.state },
	gender: { code: v.gender },
	preferredLanguage: { code: v.preferredLanguage },
	jobPosition: { jobPositionID: v.jobPosition === "" ? "" : Number(v.jobPosition) },
	businessType: { code: v.businessType },
	industry: { id: v.industry },
	companyName: v.companyName,
	profession: v.profession,
	birthDate: v.birthDate,
	showBirthDate: v.showBirthDate,
	showProfession: v.showProfession,
	briefPresentation: v.briefPresentation
});
// src/features/profile/components/profile-edit-form.tsx
/** The profile form of /profile/edit with the spec's rules (part 2, section 5); the server checks them again. */
function ProfileEditForm({ profile, lists, onDone }) {
	const { countries } = lists;
	const resolver = (0, import_react.useMemo)(() => schemaResolver(profileFormSchema(new Set(countries.map((c) => c.dialCode).filter(Boolean)))), [countries]);
	const { register, handleSubmit, setValue, control, formState } = useForm({
		defaultValues: toValues(profile),
		resolver
	});
	const { errors } = formState;
	const update = useUpdateProfile();
	const [country, state, brief] = useWatch({
		control,
		name: [
			"country",
			"state",
			"briefPresentation"
		]
	});
	const submit = handleSubmit((values) => update.mutate(toBody(values), {
		onSuccess: () => {
			toast.success(PROFILE_MESSAGES.updated);
			onDone();
		},
		onError: (error) => toast.error(`${PROFILE_MESSAGES.updateFailed}: ${error.message}`)
	}));
	const text = (name, label) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		label,
		error: errors[name]?.message,
		...register(name)
	});
	const options = (items, value, label) => items.map((item) => ({
		value: String(value(item)),
		label: label(item)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submit,
		className: "grid gap-5 md:grid-cols-2",
		noValidate: true,
		children: [
			text("firstName", "First name"),
			text("lastName", "Last name"),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: "E-mail",
				className: "bg-slate-100",
				value: profile.email,
				readOnly: true,
				"aria-readonly": "true"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
					className: labelClass,
					children: "Mobile phone"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						"aria-label": "Country dial code",
						"aria-invalid": errors.mobilePhone ? true : void 0,
						className: `${inputClass} w-24`,
						placeholder: "+1",
						...register("mobilePhone.countryCode")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						"aria-label": "Phone number",
						"aria-invalid": errors.mobilePhone ? true : void 0,
						"aria-describedby": errors.mobilePhone ? "mobile-phone-error" : void 0,
						inputMode: "tel",
						className: inputClass,
						placeholder: "12345678",
						...register("mobilePhone.phoneNumber")
					})]
				}),
				errors.mobilePhone && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					id: "mobile-phone-error",
					role: "alert",
					className: "mt-1 text-xs text-red-700",
					children: errors.mobilePhone.message
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountryStateFields, {
				countries,
				value: {
					country,
					state
				},
				onChange: (region) => {
					setValue("country", region.country, { shouldDirty: true });
					setValue("state", region.state, { shouldDirty: true });
				},
				countryPlaceholder: "Select one"
			}),
			text("city", "City"),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: "Birth date",
				placeholder: "1970-10-24",
				error: errors.birthDate?.message,
				...register("birthDate")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				label: "Gender",
				options: options(lists.genders, (g) => g.code, (g) => g.name),
				...register("gender")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				label: "Preferred language",
				options: options(lists.languages, (l) => l.code, (l) => l.languageName),
				...register("preferredLanguage")
			}),
			text("companyName", "Company name"),
			text("profession", "Profession"),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				label: "Job position",
				options: options(lists.jobPositions, (j) => j.jobPositionID, (j) => j.name),
				...register("jobPosition")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				label: "Business type",
				options: options(lists.businessTypes, (b) => b.code, (b) => b.businessTypeName),
				...register("businessType")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				label: "Industry",
				options: options(lists.industries, (i) => i.id, (i) => i.name),
				...register("industry")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col justify-end gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "flex items-center gap-2 text-sm text-slate-700",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "checkbox",
						className: "size-4",
						...register("showBirthDate")
					}), " Show my birth date on my public profile"]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "flex items-center gap-2 text-sm text-slate-700",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "checkbox",
						className: "size-4",
						...register("showProfession")
					}), " Show my profession on my public profile"]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "md:col-span-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: "Brief presentation",
					hint: `${brief.length}/${PROFILE_LIMITS.briefPresentation}`,
					error: errors.briefPresentation?.message,
					children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
						...props,
						rows: 5,
						maxLength: PROFILE_LIMITS.briefPresentation,
						className: inputClass,
						...register("briefPresentation")
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex gap-3 md:col-span-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					disabled: update.isPending,
					className: buttonClass("primary"),
					children: update.isPending ? "Saving…" : "Save profile"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					disabled: update.isPending,
					onClick: onDone,
					className: buttonClass("outline"),
					children: "Cancel"
				})]
			})
		]
	});
}
// src/features/reference-data/api/get-genders.ts
var getGenders = (signal) => apiRequest("/ref-data/gender", { signal });
/** Reference lists change only with a deployment, so one read per page load is enough. */
var gendersQueryOptions = () => queryOptions({
	queryKey: ["ref-data", "gender"],
	queryFn: ({ signal }) => getGenders(signal),
	staleTime: Infinity
});
var useGenders = () => useQuery(gendersQueryOptions());
// src/app/routes/profile-edit.tsx
/** Edit my profile (spec part 2, section 2.4): photos upload at once; the form saves the rest. */
function Component() {
	usePageMeta("Edit my profile", "Edit your personal profile.");
	const profile = useProfile();
	const navigate = useNavigate();
	const references = {
		countries: useCountries(),
		genders: useGenders(),
		languages: useLanguages(),
		jobPositions: useJobPositions(),
		businessTypes: useBusinessTypes(),
		industries: useIndustryTree()
	};
	if (profile.isPending || Object.values(references).some((list) => list.isPending)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "p-8 text-center text-slate-600",
		role: "status",
		children: "Loading your user profile..."
	});
	if (profile.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: href.home(),
		replace: true
	});
	const { profilePhoto, coverPhoto } = profile.data;
	const lists = {
		countries: references.countries.data ?? [],
		genders: references.genders.data ?? [],
		languages: references.languages.data ?? [],
		jobPositions: references.jobPositions.data ?? [],
		businessTypes: references.businessTypes.data ?? [],
		industries: references.industries.data ?? []
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-4xl px-4 py-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-bold text-slate-900",
				children: "Edit my profile"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-label": "Photos",
				className: "mt-6 grid gap-6 rounded-xl border border-slate-200 bg-white p-6 md:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhotoUpload, {
					kind: "profile-photo",
					currentUrl: profilePhoto?.versions?.thumb?.url ?? profilePhoto?.url
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhotoUpload, {
					kind: "cover-photo",
					currentUrl: coverPhoto?.versions?.medium?.url ?? coverPhoto?.url
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
				"aria-label": "Profile details",
				className: "mt-6 rounded-xl border border-slate-200 bg-white p-6",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileEditForm, {
					profile: profile.data,
					lists,
					onDone: () => navigate(href.profile())
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "mails-heading",
				className: "mt-6 rounded-xl border border-slate-200 bg-white p-6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "mails-heading",
					className: "mb-4 text-lg font-semibold text-slate-900",
					children: "Mails"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageMailsSetting, {})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "notifications-heading",
				className: "mt-6 rounded-xl border border-slate-200 bg-white p-6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "notifications-heading",
					className: "mb-4 text-lg font-semibold text-slate-900",
					children: "Notifications"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationSettings, {})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountSecuritySettings, {})
		]
	});
}
export { Component };

//# sourceMappingURL=profile-edit-BkvQh6Zv.js.map