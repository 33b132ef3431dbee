import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { t as runtimeConfig } from "./runtime-config-l_1U0KMq.js";
// src/lib/accounts-client.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* POSTs to the account service (a separate host in the spec): credentials included, the refresh or access token
* in `wbn-auth` when given. Never throws for an HTTP answer; a network failure answers status 0.
*/
async function postToAccounts(path, options = {}) {
	const headers = { accept: "application/json" };
	if (options.body !== void 0) headers["content-type"] = "application/json";
	if (options.auth) headers["wbn-auth"] = options.auth;
	try {
		const response = await fetch(`${runtimeConfig.accountsUrl}${path}`, {
			method: "POST",
			headers,
			credentials: "include",
			body: options.body === void 0 ? void 0 : JSON.stringify(options.body)
		});
		const payload = await response.json().catch(() => null);
		return {
			status: response.status,
			success: payload?.success === true,
			data: payload?.data,
			error: payload?.error
		};
	} catch {
		return {
			status: 0,
			success: false
		};
	}
}
// src/lib/login-state.ts
/**
* The login `state` (a login-swap defence): a random value this tab keeps in sessionStorage and sends to the account
* pages; the hand-off code they issue is exchanged at /SetID/ only with the same value, so a code planted into this
* browser from someone else's login (made with their own state) is refused.
*/
var KEY = "tf_login_state";
var randomState = () => {
	const bytes = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(32));
	return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};
/** This tab's login state, made on first use. */
function loginState() {
	let state = sessionStorage.getItem(KEY);
	if (!state) {
		state = randomState();
		sessionStorage.setItem(KEY, state);
	}
	return state;
}
/**
* The state as this page load found it, read when the module loads: before anything on the page (the header's
* Login link) could make one, so /SetID/ can tell a tab that began a login from one that did not.
*/
var stateAtLoad = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(KEY);
/** The state the login of this tab began with, spent as it is used (a state serves one hand-off); null if none. */
function takeLoginState() {
	sessionStorage.removeItem(KEY);
	return stateAtLoad;
}
// src/lib/session.ts
var KEYS = [
	"token",
	"tokenExpire",
	"refreshTokenExpire",
	"userID",
	"profile",
	"profileUpdateDate"
];
/** Where earlier versions kept the refresh token: removed wherever it is still found. */
var LEGACY_REFRESH_KEY = "refreshToken";
var listeners = /* @__PURE__ */ new Set();
var snapshot;
function read() {
	if (typeof localStorage === "undefined") return null;
	localStorage.removeItem(LEGACY_REFRESH_KEY);
	const token = localStorage.getItem("token");
	const userID = localStorage.getItem("userID");
	const tokenExpire = Number(localStorage.getItem("tokenExpire"));
	const refreshTokenExpire = Number(localStorage.getItem("refreshTokenExpire"));
	if (!token || !userID || !tokenExpire || !refreshTokenExpire) return null;
	return {
		token,
		tokenExpire,
		refreshTokenExpire,
		userID
	};
}
function notify() {
	snapshot = read();
	listeners.forEach((listener) => listener());
	if (typeof window !== "undefined") window.dispatchEvent(new Event("tradeforge:session"));
}
if (typeof window !== "undefined") window.addEventListener("storage", (event) => {
	if (event.key === null || KEYS.includes(event.key)) notify();
});
function getSession() {
	if (snapshot === void 0) snapshot = read();
	return snapshot;
}
function saveSession(session) {
	localStorage.setItem("token", session.token);
	localStorage.setItem("tokenExpire", String(session.tokenExpire));
	localStorage.setItem("refreshTokenExpire", String(session.refreshTokenExpire));
	localStorage.setItem("userID", session.userID);
	localStorage.setItem("profile", JSON.stringify({ userID: session.userID }));
	notify();
}
/** Stores a session from the account service, whose expiries are epoch seconds, in milliseconds. */
function saveSessionData(data) {
	saveSession({
		token: data.token,
		tokenExpire: data.tokenExpire * 1e3,
		refreshTokenExpire: data.refreshTokenExpire * 1e3,
		userID: data.userID
	});
}
/** Keeps the profile read from GET user/profile, as the spec's local storage does. */
function saveProfile(profile) {
	localStorage.setItem("profile", JSON.stringify(profile));
	localStorage.setItem("profileUpdateDate", String(Date.now()));
}
function clearSession() {
	[...KEYS, LEGACY_REFRESH_KEY].forEach((key) => localStorage.removeItem(key));
	notify();
}
/** A token is valid when it exists and expires later than now (spec part 1, section 4). */
var isTokenValid = (session, now = Date.now()) => !!session && session.tokenExpire > now;
var isRefreshTokenValid = (session, now = Date.now()) => !!session && session.refreshTokenExpire > now;
function subscribe(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
/** The current session, re-rendering on login, refresh and logout in this tab or another. */
function useSession() {
	const session = (0, import_react.useSyncExternalStore)(subscribe, getSession, () => null);
	return {
		session,
		isLoggedIn: isRefreshTokenValid(session)
	};
}
var withContinue = (page, continueUrl) => `${runtimeConfig.accountsUrl}/${page}?${new URLSearchParams({
	continue: continueUrl,
	state: loginState()
}).toString()}`;
/**
* Login and Register send the whole window to the account service, with the current address to come back to and
* this tab's login state (`login-state.ts`).
*/
var loginUrl = (continueUrl = window.location.href) => withContinue("login", continueUrl);
var registerUrl = (continueUrl = window.location.href) => withContinue("register", continueUrl);
var noSubscription = () => () => {};
/**
* The Login or Register link of the current page, for rendering. The full address names this tab's state and the
* page's own address, which only the browser knows: a server-rendered page (and its hydration) links the plain
* account page, and the browser puts the full address in right after.
*/
function useAccountLink(page) {
	return (0, import_react.useSyncExternalStore)(noSubscription, () => page === "login" ? loginUrl() : registerUrl(), () => `${runtimeConfig.accountsUrl}/${page}`);
}
/**
* Logout ends the session on the account service (the refresh cookie names it; its family is revoked, so the
* access token stops working at the API too, and the cookie is cleared), then clears local storage and goes to /
* (spec part 2, section 4). The local session is cleared even when the service cannot be reached.
*/
async function logout() {
	if (getSession()) await postToAccounts("/logout");
	clearSession();
	window.location.assign("/");
}
export { loginUrl as a, saveSessionData as c, takeLoginState as d, postToAccounts as f, isTokenValid as i, useAccountLink as l, getSession as n, logout as o, isRefreshTokenValid as r, saveProfile as s, clearSession as t, useSession as u };

//# sourceMappingURL=session-BK40Mzwf.js.map