import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { t as BusinessSummaryCard } from "./business-summary-card-zYTX3juS.js";
// src/features/businesses/api/get-user-businesses.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** GET /business/profile/list-business: the businesses a user owns or administers, for their profile pages. */
var getUserBusinesses = (userID, signal) => apiRequest(`/business/profile/list-business?userID=${encodeURIComponent(userID)}`, { signal });
var userBusinessesQueryOptions = (userID) => queryOptions({
	queryKey: [
		"business",
		"list-of-user",
		userID
	],
	queryFn: ({ signal }) => getUserBusinesses(userID, signal)
});
var useUserBusinesses = (userID) => useQuery({
	...userBusinessesQueryOptions(userID ?? ""),
	enabled: !!userID
});
// src/features/businesses/components/user-businesses.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The businesses of a user on their profile (spec part 2, sections 2.2 and 2.3): cards, with loading, error and
* empty states. `empty` and `footer` let the own profile invite to create one.
*/
function UserBusinesses({ userID, title, empty, footer }) {
	const id = (0, import_react.useId)();
	const businesses = useUserBusinesses(userID);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": id,
		className: "rounded-xl border border-slate-200 bg-white p-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id,
				className: "text-lg font-semibold text-slate-900",
				children: title
			}),
			businesses.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "mt-2 text-sm text-slate-600",
				children: "Loading businesses…"
			}) : businesses.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "mt-2 text-sm text-red-700",
				children: "The businesses could not be loaded."
			}) : businesses.data.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-sm text-slate-600",
				children: empty
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-3 grid gap-4 sm:grid-cols-2",
				children: businesses.data.map((business) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessSummaryCard, { business }) }, business.businessID))
			}),
			footer
		]
	});
}
// src/features/profile/components/profile-card.tsx
var place = (profile) => [
	profile.city,
	profile.state?.stateName,
	profile.country?.countryName
].filter(Boolean).join(", ");
function Detail({ label, value }) {
	if (!value) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
		className: "text-sm font-medium text-slate-500",
		children: label
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
		className: "text-slate-900",
		children: value
	})] });
}
/** A person's profile as the own and public pages show it (spec part 2, sections 2.2 and 2.3). */
function ProfileCard({ profile, actions }) {
	const name = `${profile.firstName} ${profile.lastName}`;
	const photo = profile.profilePhoto?.versions?.medium?.url ?? profile.profilePhoto?.url;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "h-40 bg-gradient-to-r from-brand-600 to-brand-900 md:h-56",
			children: profile.coverPhoto && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: profile.coverPhoto.url,
				alt: "",
				className: "size-full object-cover",
				"data-testid": "cover-photo"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "px-6 pb-6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "-mt-12 flex flex-wrap items-end gap-4",
					children: [
						photo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
							src: photo,
							alt: `Profile photo of ${name}`,
							className: "size-28 rounded-full border-4 border-white bg-white object-cover shadow"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							"aria-hidden": "true",
							className: "flex size-28 items-center justify-center rounded-full border-4 border-white bg-brand-100 text-3xl font-bold text-brand-700 shadow",
							children: [profile.firstName.charAt(0), profile.lastName.charAt(0)]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "min-w-0 flex-1 pb-1",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
									className: "text-2xl font-bold text-slate-900",
									children: name
								}),
								profile.profession && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: "text-slate-600",
									children: profile.profession
								}),
								place(profile) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: "text-sm text-slate-500",
									children: place(profile)
								})
							]
						}),
						actions && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: "flex flex-wrap gap-2 pb-1",
							children: actions
						})
					]
				}),
				profile.briefPresentation && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					"aria-label": "About",
					className: "mt-6",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						className: "text-lg font-semibold text-slate-900",
						children: "About"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 whitespace-pre-line text-slate-700",
						children: profile.briefPresentation
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: "mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "Company",
							value: profile.companyName
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "Business type",
							value: profile.businessType?.name
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "Industry",
							value: profile.industry?.name
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "Job position",
							value: profile.jobPosition?.name
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "Preferred language",
							value: profile.preferredLanguage?.languageName
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "Birth date",
							value: profile.birthDate
						}),
						"email" in profile && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "E-mail",
							value: profile.email
						}),
						"email" in profile && profile.mobilePhone && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "Mobile phone",
							value: `${profile.mobilePhone.countryCode} ${profile.mobilePhone.phoneNumber}`
						})
					]
				})
			]
		})]
	});
}
export { UserBusinesses as n, ProfileCard as t };

//# sourceMappingURL=profile-card-Bhjf165s.js.map