import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { h as useParams, i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as useBusiness } from "./get-business-DnLkDCn-.js";
import { t as BusinessBadges } from "./business-badges-B3NYu620.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { A as useQueryClient, n as apiRequest, t as ApiError } from "./http-4wuBHQRk.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as Crown } from "./crown-BggDHLxf.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { n as findMembershipPlan, r as formatPlanPrice } from "./memberships-CzQ_bIXp.js";
import { a as DialogOverlay, i as DialogDescription, o as DialogPortal, r as DialogContent, s as DialogTitle, t as Dialog } from "./dist-CVs-TAWR.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as LoaderCircle } from "./loader-circle-CzmZ2MUX.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { a as inputClass, o as labelClass } from "./field-CobJeqAW.js";
import { t as __vitePreload } from "./preload-helper-BhofnfyO.js";
import { o as useForm } from "./index.esm-Be5ffa0p.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { t as Check } from "./check-DluBKa1w.js";
import { t as ReceiptsList } from "./receipts-list-DqQ52Ibn.js";
import { t as useProfile } from "./get-profile-1cHg_7ze.js";
import { t as usePageMeta } from "./page-meta-CHUfPiuL.js";
import { l as useAccountLink, u as useSession } from "./session-BK40Mzwf.js";
// ../../node_modules/lucide-react/dist/esm/icons/info.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "info",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "M12 16v-4",
			key: "1dtifu"
		}],
		["path", {
			d: "M12 8h.01",
			key: "e9boi3"
		}]
	]
};
__iconData$2.node;
var Info = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/lock.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "lock",
	size: 24,
	node: [["rect", {
		width: "18",
		height: "11",
		x: "3",
		y: "11",
		rx: "2",
		ry: "2",
		key: "1w4ew1"
	}], ["path", {
		d: "M7 11V7a5 5 0 0 1 10 0v4",
		key: "fwvmzm"
	}]]
};
__iconData$1.node;
var Lock = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/shield-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "shield-check",
	size: 24,
	node: [["path", {
		d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
		key: "oel41y"
	}], ["path", {
		d: "m9 12 2 2 4-4",
		key: "dzmm74"
	}]]
};
__iconData.node;
var ShieldCheck = createLucideIcon(__iconData);
// src/features/memberships/api/get-membership.ts
/** GET /subscription/business/{id}: the business's membership, what it can buy, and whether the viewer may. */
var getMembership = (businessID, signal) => apiRequest(`/subscription/business/${encodeURIComponent(businessID)}`, { signal });
var membershipQueryOptions = (businessID) => queryOptions({
	queryKey: [
		"subscription",
		"business",
		businessID
	],
	queryFn: ({ signal }) => getMembership(businessID, signal),
	retry: false
});
var useMembership = (businessID, options = {}) => useQuery({
	...membershipQueryOptions(businessID ?? ""),
	enabled: !!businessID,
	refetchInterval: options.pollMs ?? false
});
// src/features/memberships/api/get-subscription-setup.ts
/** GET /subscription/setup: the plans on sale and, with Stripe, its publishable key. */
var getSubscriptionSetup = (signal) => apiRequest("/subscription/setup", { signal });
var subscriptionSetupQueryOptions = () => queryOptions({
	queryKey: ["subscription", "setup"],
	queryFn: ({ signal }) => getSubscriptionSetup(signal),
	staleTime: 3e5
});
var useSubscriptionSetup = () => useQuery(subscriptionSetupQueryOptions());
// src/features/memberships/api/get-receipts.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** GET /subscription/business/{id}/receipts: newest first (owners and admins). */
var getReceipts = (businessID, signal) => apiRequest(`/subscription/business/${encodeURIComponent(businessID)}/receipts`, { signal });
var receiptsQueryOptions = (businessID) => queryOptions({
	queryKey: [
		"subscription",
		"business",
		businessID,
		"receipts"
	],
	queryFn: ({ signal }) => getReceipts(businessID, signal),
	retry: false
});
var useReceipts = (businessID, enabled = true) => useQuery({
	...receiptsQueryOptions(businessID ?? ""),
	enabled: enabled && !!businessID
});
// src/features/memberships/components/authentication-step.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The test driver's stand-in for the bank's 3-D Secure page (Stripe's test cards ask for it): the card holder
* completes or fails the authentication.
*/
function AuthenticationStep({ open, amount, busy, onAnswer }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange: (next) => !next && !busy && onAnswer(false),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogPortal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogOverlay, { className: "fixed inset-0 z-40 bg-slate-900/50" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			className: "fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogTitle, {
					className: "flex items-center gap-2 text-lg font-semibold text-slate-900",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldCheck, {
						"aria-hidden": true,
						className: "size-5 text-brand-600"
					}), " Confirm your payment"]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogDescription, {
					className: "mt-2 text-sm text-slate-600",
					children: [
						"Your bank asks you to confirm the payment of ",
						amount,
						". This is a test payment: choose how the authentication ends."
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-6 flex flex-wrap justify-end gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						disabled: busy,
						onClick: () => onAnswer(false),
						className: "rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60",
						children: "Fail authentication"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						disabled: busy,
						onClick: () => onAnswer(true),
						className: "rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60",
						children: "Complete authentication"
					})]
				})
			]
		})] })
	});
}
// src/features/memberships/components/messages.ts
/** The checkout's texts (spec part 2, sections 2.10, 5 and 8). */
var CHECKOUT_MESSAGES = {
	cardError: (message) => `You have error in your card information: ${message}`,
	failure: "We are not able to process your payment at this time, please try again in a few minutes or contact support",
	success: "Successful checkout!",
	best: "You already have the best membership in our network!"
};
// src/features/memberships/components/stripe-card-form.tsx
/**
* Stripe's Payment Element: card details go from the browser to Stripe, which gives a PaymentMethod id for the
* API to charge. Stripe.js is imported here only, so the test driver never loads it. An authentication step is
* Stripe.js's own (`handleNextAction`); the membership starts when Stripe's webhook reaches the API.
*/
function StripeCardForm({ checkout, publicKey, amount, price, email: initialEmail }) {
	const mount = (0, import_react.useRef)(null);
	const [stripe, setStripe] = (0, import_react.useState)();
	const [loadFailed, setLoadFailed] = (0, import_react.useState)(false);
	const [email, setEmail] = (0, import_react.useState)(initialEmail);
	(0, import_react.useEffect)(() => {
		let cancelled = false;
		__vitePreload(async () => {
			const { loadStripe } = await import("./lib-DEz3sutk.js");
			return { loadStripe };
		}, []).then(({ loadStripe }) => loadStripe(publicKey)).then((loaded) => {
			if (cancelled || !loaded || !mount.current) return;
			const elements = loaded.elements({
				mode: "payment",
				amount,
				currency: "usd",
				paymentMethodCreation: "manual"
			});
			elements.create("payment").mount(mount.current);
			setStripe({
				stripe: loaded,
				elements
			});
		}).catch(() => setLoadFailed(true));
		return () => {
			cancelled = true;
		};
	}, [publicKey, amount]);
	const pending = checkout.authentication;
	(0, import_react.useEffect)(() => {
		if (!pending?.clientSecret || !stripe) return;
		stripe.stripe.handleNextAction({ clientSecret: pending.clientSecret }).then(({ error }) => {
			checkout.answerAuthentication(!error);
		});
	}, [
		pending,
		stripe,
		checkout
	]);
	async function submit(event) {
		event.preventDefault();
		if (!stripe) return;
		if ((await stripe.elements.submit()).error) return;
		const { paymentMethod, error } = await stripe.stripe.createPaymentMethod({ elements: stripe.elements });
		if (error || !paymentMethod) return checkout.fail(error);
		await checkout.pay({
			paymentMethod: paymentMethod.id,
			email: email.trim()
		});
	}
	if (loadFailed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "text-sm text-red-700",
		children: "The payment form could not be loaded. Check your connection and reload the page."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: (event) => void submit(event),
		"aria-label": "Card checkout",
		className: "space-y-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: mount,
				className: "min-h-24",
				"aria-busy": !stripe
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: "card-email",
				className: labelClass,
				children: "E-mail for the receipt"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id: "card-email",
				type: "email",
				required: true,
				autoComplete: "email",
				value: email,
				onChange: (event) => setEmail(event.target.value),
				className: inputClass
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "submit",
				disabled: !stripe || checkout.busy,
				className: `${buttonClass("primary", "lg")} w-full sm:w-auto`,
				children: [
					checkout.busy ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
						"aria-hidden": true,
						className: "size-4 animate-spin"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock, {
						"aria-hidden": true,
						className: "size-4"
					}),
					"Pay ",
					price
				]
			})
		]
	});
}
// src/features/memberships/components/test-card-form.tsx
var EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/;
function Input({ id, label, error, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: id,
			className: labelClass,
			children: label
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			id,
			className: inputClass,
			"aria-invalid": error ? true : void 0,
			"aria-describedby": error ? `${id}-error` : void 0,
			...props
		}),
		error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: `${id}-error`,
			className: "mt-1 text-xs text-red-700",
			children: error
		})
	] });
}
/**
* The card form of the test driver: number, expiry, CVC and name, checked by the API like Stripe's test mode
* would (its test cards only; nothing is charged anywhere).
*/
function TestCardForm({ checkout, price, email }) {
	const { register, handleSubmit, formState } = useForm({ defaultValues: {
		name: "",
		number: "",
		expiry: "",
		cvc: "",
		email
	} });
	const { errors } = formState;
	const submit = handleSubmit(async (values) => {
		const [, month, year] = EXPIRY.exec(values.expiry.trim());
		await checkout.pay({
			paymentMethod: "card",
			email: values.email.trim(),
			card: {
				name: values.name.trim(),
				number: values.number.replace(/\s+/g, ""),
				expMonth: Number(month),
				expYear: Number(year),
				cvc: values.cvc.trim()
			}
		});
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit: submit,
		"aria-label": "Card checkout",
		className: "grid gap-4 sm:grid-cols-2",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					id: "card-number",
					label: "Card number",
					inputMode: "numeric",
					autoComplete: "cc-number",
					placeholder: "4242 4242 4242 4242",
					maxLength: 23,
					error: errors.number?.message,
					...register("number", {
						required: "Enter the card number.",
						pattern: {
							value: /^[\d\s-]{12,23}$/,
							message: "Use digits only."
						}
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				id: "card-expiry",
				label: "Expiry (MM/YY)",
				autoComplete: "cc-exp",
				placeholder: "12/34",
				maxLength: 7,
				error: errors.expiry?.message,
				...register("expiry", {
					required: "Enter the expiry date.",
					pattern: {
						value: EXPIRY,
						message: "Use MM/YY."
					}
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				id: "card-cvc",
				label: "CVC",
				inputMode: "numeric",
				autoComplete: "cc-csc",
				placeholder: "123",
				maxLength: 4,
				error: errors.cvc?.message,
				...register("cvc", {
					required: "Enter the security code.",
					pattern: {
						value: /^\d{3,4}$/,
						message: "3 or 4 digits."
					}
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				id: "card-name",
				label: "Name on card",
				autoComplete: "cc-name",
				maxLength: 120,
				error: errors.name?.message,
				...register("name", { required: "Enter the name on the card." })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				id: "card-email",
				label: "E-mail for the receipt",
				type: "email",
				autoComplete: "email",
				maxLength: 254,
				error: errors.email?.message,
				...register("email", {
					required: "Enter an e-mail for the receipt.",
					pattern: {
						value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
						message: "Enter a valid e-mail."
					}
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "sm:col-span-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "submit",
					disabled: checkout.busy,
					className: `${buttonClass("primary", "lg")} w-full sm:w-auto`,
					children: [
						checkout.busy ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
							"aria-hidden": true,
							className: "size-4 animate-spin"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock, {
							"aria-hidden": true,
							className: "size-4"
						}),
						"Pay ",
						price
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 text-xs text-slate-600",
					children: "Test payments: use Stripe's test cards, e.g. 4242 4242 4242 4242 with any future date and any CVC."
				})]
			})
		]
	});
}
// src/features/memberships/api/subscribe.ts
/** POST /subscription/subscribe. The attempt id makes a repeated click or retry the same payment. */
var subscribe = (body) => apiRequest("/subscription/subscribe", {
	method: "POST",
	body
});
/** POST /subscription/confirm: the card holder's answer to the bank's authentication step. */
var confirmPayment = (body) => apiRequest("/subscription/confirm", {
	method: "POST",
	body
});
var useInvalidateMembership = () => {
	const client = useQueryClient();
	return () => client.invalidateQueries({ queryKey: ["subscription", "business"] });
};
var useSubscribe = () => {
	const invalidate = useInvalidateMembership();
	return useMutation({
		mutationFn: subscribe,
		onSettled: invalidate
	});
};
var useConfirmPayment = () => {
	const invalidate = useInvalidateMembership();
	return useMutation({
		mutationFn: confirmPayment,
		onSettled: invalidate
	});
};
// src/features/memberships/components/use-checkout.ts
var POLL_MS = 2e3;
var POLL_LIMIT_MS = 9e4;
/**
* One checkout: its attempt id (kept across retries of the same payment, so a double click or a retried request
* never pays twice; renewed after the card is refused, since the next try is a new payment), the authentication
* step, and waiting for the provider's confirmation. On success: the toast, then a reload showing the new plan.
*/
function useCheckout(businessID, planId) {
	const client = useQueryClient();
	const attemptId = (0, import_react.useRef)(crypto.randomUUID());
	const subscribe = useSubscribe();
	const confirm = useConfirmPayment();
	const [cardError, setCardError] = (0, import_react.useState)();
	const [authentication, setAuthentication] = (0, import_react.useState)();
	const [waiting, setWaiting] = (0, import_react.useState)(false);
	function paid() {
		toast.success(CHECKOUT_MESSAGES.success);
		window.setTimeout(() => window.location.reload(), 1500);
	}
	/** The provider confirms by webhook: wait until the membership shows the plan. */
	async function waitForActivation() {
		setWaiting(true);
		const until = Date.now() + POLL_LIMIT_MS;
		while (Date.now() < until) {
			await new Promise((resolve) => window.setTimeout(resolve, POLL_MS));
			if ((await client.fetchQuery({
				queryKey: [
					"subscription",
					"business",
					businessID,
					"poll",
					Date.now()
				],
				queryFn: ({ signal }) => getMembership(businessID, signal)
			})).subscription === planId) return paid();
		}
		setWaiting(false);
		toast.info("Your payment is being confirmed. Reload this page in a few minutes to see your new plan.");
	}
	async function handle(result) {
		if (result.status === "succeeded") return paid();
		if (result.status === "requires_action") return setAuthentication(result);
		return waitForActivation();
	}
	function fail(error) {
		if (error instanceof ApiError && error.name === "CardError") {
			setCardError(error.message);
			attemptId.current = crypto.randomUUID();
		} else if (error instanceof ApiError && error.status < 500 && error.status !== 0) toast.error(error.message);
		else toast.error(CHECKOUT_MESSAGES.failure);
	}
	return {
		cardError,
		authentication,
		waiting,
		busy: subscribe.isPending || confirm.isPending || waiting,
		async pay(body) {
			setCardError(void 0);
			try {
				await handle(await subscribe.mutateAsync({
					...body,
					businessID,
					planId,
					attemptId: attemptId.current
				}));
			} catch (error) {
				fail(error);
			}
		},
		/** The card holder's answer to the authentication step (test driver; Stripe.js reports it for Stripe). */
		async answerAuthentication(approve) {
			const pending = authentication;
			setAuthentication(void 0);
			if (!pending) return;
			try {
				await handle(await confirm.mutateAsync({
					attemptId: pending.attemptId,
					approve
				}));
			} catch (error) {
				fail(error);
			}
		},
		fail
	};
}
// src/features/memberships/components/checkout-panel.tsx
/** The card checkout of one plan, with the driver's form, the card error alert and the authentication step. */
function CheckoutPanel({ businessID, plan, setup, email }) {
	const checkout = useCheckout(businessID, plan.planId);
	const price = formatPlanPrice(plan.price);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "checkout-title",
		className: "rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
				id: "checkout-title",
				className: "text-lg font-semibold text-slate-900",
				children: [
					"Pay for ",
					findMembershipPlan(plan.planId).label,
					": ",
					price,
					" per year"
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				"aria-live": "assertive",
				className: "mt-3",
				children: checkout.cardError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "alert",
					className: "rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200",
					children: CHECKOUT_MESSAGES.cardError(checkout.cardError)
				})
			}),
			checkout.waiting && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "mt-3 text-sm text-slate-700",
				children: "Waiting for the payment provider to confirm your payment…"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-4",
				children: setup.provider === "stripe" && setup.publicKey ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StripeCardForm, {
					checkout,
					publicKey: setup.publicKey,
					amount: plan.price,
					price,
					email
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TestCardForm, {
					checkout,
					price,
					email
				})
			}),
			setup.provider === "test" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthenticationStep, {
				open: !!checkout.authentication,
				amount: price,
				busy: checkout.busy,
				onAnswer: (approve) => void checkout.answerAuthentication(approve)
			})
		]
	});
}
// src/features/memberships/components/membership-summary.tsx
var date = (iso) => new Date(iso).toLocaleDateString("en-US", {
	year: "numeric",
	month: "long",
	day: "numeric"
});
/** The current plan: tier and badge (given by the page), period end, product slots and their use. */
function MembershipSummary({ status, badges }) {
	const plan = findMembershipPlan(status.subscription);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "current-plan",
		className: "rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
				id: "current-plan",
				className: "text-lg font-semibold text-slate-900",
				children: ["Current plan: ", plan.label]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-2",
				children: badges
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "mt-4 grid gap-4 text-sm sm:grid-cols-3",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-xs font-semibold tracking-wide text-slate-600 uppercase",
						children: "Product slots"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", {
						className: "mt-0.5 text-slate-900",
						children: [
							status.productSlots,
							" product slots (",
							status.products - status.hiddenProducts,
							" in use)"
						]
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-xs font-semibold tracking-wide text-slate-600 uppercase",
						children: "Verified status"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "mt-0.5 text-slate-900",
						children: status.verified ? "Verified business" : "Not verified: paid memberships include the badge"
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-xs font-semibold tracking-wide text-slate-600 uppercase",
						children: "Valid until"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "mt-0.5 text-slate-900",
						children: status.expiresAt ? date(status.expiresAt) : "No end date (free)"
					})] })
				]
			}),
			status.hiddenProducts > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200",
				children: [
					status.hiddenProducts,
					" of your products are hidden from buyers because they are beyond the",
					" ",
					plan.label,
					" limit. They are kept, and come back when you upgrade."
				]
			})
		]
	});
}
// src/features/memberships/components/plan-picker.tsx
/** The plans this business can buy, each with its yearly price; one is chosen for the checkout. */
function PlanPicker({ offers, current, chosen, onChoose }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
		className: "text-lg font-semibold text-slate-900",
		children: "Upgrade options"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mt-3 grid gap-3 sm:grid-cols-3",
		children: offers.map((offer) => {
			const plan = findMembershipPlan(offer.planId);
			const selected = chosen === offer.planId;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: `flex cursor-pointer flex-col gap-1 rounded-xl bg-white p-4 ring-1 transition-shadow ${selected ? "shadow-card ring-2 ring-brand-600" : "ring-slate-200 hover:ring-brand-300"}`,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "flex items-center justify-between gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "font-semibold text-slate-900",
							children: [plan.label, offer.planId === current && " (renewal)"]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "radio",
							name: "plan",
							value: offer.planId,
							checked: selected,
							onChange: () => onChoose(offer.planId),
							className: "size-4 accent-brand-600"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "text-xl font-bold text-brand-700",
						children: [
							formatPlanPrice(offer.price),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "text-sm font-normal text-slate-600",
								children: "per year"
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "mt-1 space-y-0.5 text-sm text-slate-700",
						children: [
							`${offer.productSlots} products`,
							"Verified badge",
							"Priority in search results",
							`${plan.boostsPerMonth} advertising boosts per month`,
							...plan.supportHours ? [`${plan.supportHours} hours of professional support`] : []
						].map((feature) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "flex items-start gap-1.5",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
									"aria-hidden": true,
									className: "mt-0.5 size-3.5 shrink-0 text-emerald-600"
								}),
								" ",
								feature
							]
						}, feature))
					})
				]
			}, offer.planId);
		})
	})] });
}
// src/features/memberships/components/membership-panel.tsx
/** The Membership tab (spec part 2, section 2.10): current plan, upgrade options and checkout, receipts. */
function MembershipPanel({ status, setup, email, badges, receiptLink }) {
	const [chosen, setChosen] = (0, import_react.useState)(status.offers[0]?.planId);
	const plan = status.offers.find((offer) => offer.planId === chosen) ?? status.offers[0];
	const receipts = useReceipts(status.businessID, status.canBuy);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MembershipSummary, {
				status,
				badges
			}),
			status.subscription === "platinum" && status.offers.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "flex items-center gap-2 rounded-xl bg-slate-900 p-4 font-semibold text-white",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Crown, {
						"aria-hidden": true,
						className: "size-5 text-amber-300"
					}),
					" ",
					CHECKOUT_MESSAGES.best
				]
			}) : !status.canBuy ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "flex items-start gap-2 rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Info, {
						"aria-hidden": true,
						className: "mt-0.5 size-4 shrink-0 text-brand-600"
					}),
					"Only the owner of ",
					status.companyName,
					" can buy a membership for it. Ask the owner to upgrade from this page."
				]
			}) : status.offers.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-slate-700",
				children: "No other membership can be bought for this business right now."
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlanPicker, {
				offers: status.offers,
				current: status.subscription,
				chosen,
				onChoose: setChosen
			}), plan && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckoutPanel, {
				businessID: status.businessID,
				plan,
				setup,
				email
			}, plan.planId)] }),
			status.canBuy && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "receipts-title",
				className: "rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "receipts-title",
					className: "text-lg font-semibold text-slate-900",
					children: "Receipts"
				}), receipts.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "status",
					className: "mt-2 text-sm text-slate-600",
					children: "Loading receipts…"
				}) : receipts.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "alert",
					className: "mt-2 text-sm text-red-700",
					children: "The receipts could not be loaded."
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReceiptsList, {
					receipts: receipts.data,
					linkTo: receiptLink
				})]
			})
		]
	});
}
// src/app/routes/business-membership.tsx
var Message = ({ role, children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
	role,
	className: "p-8 text-center text-slate-700",
	children
});
/** Membership and checkout of a business (spec part 2, section 2.10). */
function Component() {
	const loginHref = useAccountLink("login");
	usePageMeta("Membership", "Your membership plan, upgrades and receipts.");
	const { id = "" } = useParams();
	const { isLoggedIn } = useSession();
	const business = useBusiness(id);
	const status = useMembership(business.data?.businessID);
	const setup = useSubscriptionSetup();
	const profile = useProfile();
	if (!isLoggedIn) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "p-8 text-center text-slate-700",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: loginHref,
				className: "font-semibold text-brand-700 hover:underline",
				children: "Log in"
			}),
			" ",
			"to see the membership of this business."
		]
	});
	if (business.isPending || status.isPending || setup.isPending || profile.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Message, {
		role: "status",
		children: "Loading…"
	});
	if (business.isError || status.isError || setup.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Message, {
		role: "alert",
		children: "An unexpected error has occurred, please try refreshing the page."
	});
	const data = business.data;
	const page = href.business(data.general.companyName, data.businessID);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-4xl space-y-6 px-4 py-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-sm",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: `${page}?editMode=1`,
				className: "text-brand-700 hover:underline",
				children: data.general.companyName
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "text-2xl font-bold text-slate-900",
			children: "Membership"
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MembershipPanel, {
			status: status.data,
			setup: setup.data,
			email: profile.data?.email ?? "",
			badges: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessBadges, {
				subscription: status.data.subscription,
				verified: status.data.verified
			}),
			receiptLink: (receipt) => href.businessReceipt(data.businessID, receipt.receiptID)
		})]
	});
}
export { Component };

//# sourceMappingURL=business-membership-C7n6Wzkc.js.map