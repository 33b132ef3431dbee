import { c as saveSessionData, f as postToAccounts, i as isTokenValid, n as getSession, r as isRefreshTokenValid, t as clearSession } from "./session-BK40Mzwf.js";
// src/lib/session-refresh.ts
/** Refresh this long before the access token expires (spec part 1, section 9). */
var REFRESH_MARGIN_MS = 5e3;
var LOCK_NAME = "tradeforge-session-refresh";
var inFlight = null;
/** A failed refresh ends the session: clear it and reload, so every screen shows the logged-out state. */
function endSession() {
	clearSession();
	window.location.reload();
	return null;
}
/**
* One refresh. The refresh token travels as the account service's HttpOnly cookie (`credentials: include`), so this
* tab only knows its access token: a different access token in storage means another tab refreshed.
*/
async function refreshOnce(startedWith) {
	const current = getSession();
	if (current && current.token !== startedWith && isTokenValid(current)) return current;
	if (!current || !isRefreshTokenValid(current)) return endSession();
	const answer = await postToAccounts("/refresh-token");
	if (answer.status === 0 || answer.status >= 500) throw new Error("The session could not be refreshed now.");
	if (answer.success && answer.data) {
		saveSessionData(answer.data);
		return getSession();
	}
	if (answer.status === 409) {
		const after = await waitForNewTokens(current.token);
		if (after) return after;
		await postToAccounts("/logout");
	}
	return endSession();
}
/** How long a 409 waits for the tab that rotated the token to store its new pair. */
var ROTATION_WAIT_MS = 3e3;
/**
* Resolves with the session once its access token differs from `oldToken` (another tab stored its new one: the
* store hears it through the `storage` event and announces it as `tradeforge:session`), or null after
* ROTATION_WAIT_MS.
*/
function waitForNewTokens(oldToken) {
	const rotated = () => {
		const session = getSession();
		return session && session.token !== oldToken && isTokenValid(session) ? session : null;
	};
	const now = rotated();
	if (now) return Promise.resolve(now);
	return new Promise((resolve) => {
		const finish = (session) => {
			clearTimeout(timer);
			window.removeEventListener("tradeforge:session", onChange);
			resolve(session);
		};
		const onChange = () => {
			if (!getSession()) finish(null);
			else if (rotated()) finish(rotated());
		};
		const timer = setTimeout(() => finish(null), ROTATION_WAIT_MS);
		window.addEventListener("tradeforge:session", onChange);
	});
}
/**
* The access token to send now: requests made while a refresh runs wait for it (the spec's queue), and an expired
* token is refreshed first. Undefined for a visitor.
*/
async function getValidToken() {
	if (inFlight) return (await inFlight.catch(() => null))?.token;
	const session = getSession();
	if (!session) return void 0;
	if (isTokenValid(session) || !isRefreshTokenValid(session)) return session.token;
	return (await refreshSession().catch(() => null))?.token;
}
/**
* Refreshes the session once for the whole browser: calls in this tab share one promise, and tabs take turns
* through the Web Locks API, each first checking whether another tab already did the work.
*/
function refreshSession() {
	if (inFlight) return inFlight;
	const startedWith = getSession()?.token;
	const run = () => refreshOnce(startedWith);
	const locks = typeof navigator !== "undefined" ? navigator.locks : void 0;
	inFlight = (locks ? locks.request(LOCK_NAME, run) : run()).finally(() => {
		inFlight = null;
	});
	return inFlight;
}
/**
* Keeps the session fresh while the site is open: refreshes 5000 ms before the access token expires (again after
* each refresh), when the browser comes back online, and at once when the page opens with an expired access token
* but a valid refresh token. Returns a function that stops it.
*/
function startSessionKeeper() {
	let timer;
	const refreshQuietly = () => {
		refreshSession().catch(() => schedule(3e4));
	};
	function schedule(delay) {
		clearTimeout(timer);
		const session = getSession();
		if (!session || !isRefreshTokenValid(session)) return;
		const wait = delay ?? Math.max(0, session.tokenExpire - Date.now() - REFRESH_MARGIN_MS);
		timer = setTimeout(refreshQuietly, Math.min(wait, 2147e6));
	}
	const onOnline = () => {
		if (getSession()) refreshQuietly();
	};
	const onStorage = () => schedule();
	window.addEventListener("online", onOnline);
	window.addEventListener("storage", onStorage);
	window.addEventListener("tradeforge:session", onStorage);
	schedule();
	return () => {
		clearTimeout(timer);
		window.removeEventListener("online", onOnline);
		window.removeEventListener("storage", onStorage);
		window.removeEventListener("tradeforge:session", onStorage);
	};
}
/**
* The /SetID/ exchange: a one-time code and the login state it was issued with, for a session. Declared failures and
* network failures differ.
*/
async function exchangeHandoffCode(code, state) {
	const answer = await postToAccounts("/get-session", { body: {
		token: code,
		state,
		refreshTokenIn: "cookie"
	} });
	if (answer.status === 0 || answer.status >= 500) return "network";
	if (!answer.success || !answer.data) return "declined";
	saveSessionData(answer.data);
	return "ok";
}
export { startSessionKeeper as i, getValidToken as n, refreshSession as r, exchangeHandoffCode as t };

//# sourceMappingURL=session-refresh-CxzbpoMi.js.map