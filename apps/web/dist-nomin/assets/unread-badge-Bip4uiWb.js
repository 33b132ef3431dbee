import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { u as useSession } from "./session-BK40Mzwf.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { A as useQueryClient, n as apiRequest, r as openApiStream, t as ApiError } from "./http-4wuBHQRk.js";
import { t as messageKeys } from "./keys-BXXw6Y33.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/features/messages/api/get-unread-count.ts
/** GET /business/request/unread-count: unread messages in total, as a buyer and per business inbox. */
var getUnreadCount = (signal) => apiRequest("/business/request/unread-count", { signal });
var unreadCountQueryOptions = () => queryOptions({
	queryKey: messageKeys.unread(),
	queryFn: ({ signal }) => getUnreadCount(signal),
	staleTime: 0
});
var useUnreadCount = (enabled) => useQuery({
	...unreadCountQueryOptions(),
	enabled
});
// ../../node_modules/eventsource-parser/dist/index.js
var ParseError = class extends Error {
	constructor(message, options) {
		super(message), this.name = "ParseError", this.type = options.type, this.field = options.field, this.value = options.value, this.line = options.line;
	}
};
var LF = 10;
var CR = 13;
var SPACE = 32;
function noop(_arg) {}
function createParser(config) {
	if (typeof config == "function") throw new TypeError("`config` must be an object, got a function instead. Did you mean `createParser({onEvent: fn})`?");
	const { onEvent = noop, onError = noop, onRetry = noop, onComment, maxBufferSize } = config, pendingFragments = [];
	let pendingFragmentsLength = 0, isFirstChunk = !0, id, data = "", dataLines = 0, eventType, terminated = !1;
	function feed(chunk) {
		if (terminated) throw new Error("Cannot feed parser: it was terminated after exceeding the configured max buffer size. Call `reset()` to resume parsing.");
		if (isFirstChunk && (isFirstChunk = !1, chunk.charCodeAt(0) === 239 && chunk.charCodeAt(1) === 187 && chunk.charCodeAt(2) === 191 && (chunk = chunk.slice(3))), pendingFragments.length === 0) {
			const trailing2 = processLines(chunk);
			trailing2 !== "" && (pendingFragments.push(trailing2), pendingFragmentsLength = trailing2.length), checkBufferSize();
			return;
		}
		if (chunk.indexOf(`
`) === -1 && chunk.indexOf("\r") === -1) {
			pendingFragments.push(chunk), pendingFragmentsLength += chunk.length, checkBufferSize();
			return;
		}
		pendingFragments.push(chunk);
		const input = pendingFragments.join("");
		pendingFragments.length = 0, pendingFragmentsLength = 0;
		const trailing = processLines(input);
		trailing !== "" && (pendingFragments.push(trailing), pendingFragmentsLength = trailing.length), checkBufferSize();
	}
	function checkBufferSize() {
		maxBufferSize !== void 0 && (pendingFragmentsLength + data.length <= maxBufferSize || (terminated = !0, pendingFragments.length = 0, pendingFragmentsLength = 0, id = void 0, data = "", dataLines = 0, eventType = void 0, onError(new ParseError(`Buffered data exceeded max buffer size of ${maxBufferSize} characters`, { type: "max-buffer-size-exceeded" }))));
	}
	function processLines(chunk) {
		let searchIndex = 0;
		if (chunk.indexOf("\r") === -1) {
			let lfIndex = chunk.indexOf(`
`, searchIndex);
			for (; lfIndex !== -1;) {
				if (searchIndex === lfIndex) {
					dataLines > 0 && onEvent({
						id,
						event: eventType,
						data
					}), id = void 0, data = "", dataLines = 0, eventType = void 0, searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
					continue;
				}
				const firstCharCode = chunk.charCodeAt(searchIndex);
				if (isDataPrefix(chunk, searchIndex, firstCharCode)) {
					const valueStart = chunk.charCodeAt(searchIndex + 5) === SPACE ? searchIndex + 6 : searchIndex + 5, value = chunk.slice(valueStart, lfIndex);
					if (dataLines === 0 && chunk.charCodeAt(lfIndex + 1) === LF) {
						onEvent({
							id,
							event: eventType,
							data: value
						}), id = void 0, data = "", eventType = void 0, searchIndex = lfIndex + 2, lfIndex = chunk.indexOf(`
`, searchIndex);
						continue;
					}
					data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
				} else isEventPrefix(chunk, searchIndex, firstCharCode) ? eventType = chunk.slice(chunk.charCodeAt(searchIndex + 6) === SPACE ? searchIndex + 7 : searchIndex + 6, lfIndex) || void 0 : parseLine(chunk, searchIndex, lfIndex);
				searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
			}
			return chunk.slice(searchIndex);
		}
		for (; searchIndex < chunk.length;) {
			const crIndex = chunk.indexOf("\r", searchIndex), lfIndex = chunk.indexOf(`
`, searchIndex);
			let lineEnd = -1;
			if (crIndex !== -1 && lfIndex !== -1 ? lineEnd = crIndex < lfIndex ? crIndex : lfIndex : crIndex !== -1 ? crIndex === chunk.length - 1 ? lineEnd = -1 : lineEnd = crIndex : lfIndex !== -1 && (lineEnd = lfIndex), lineEnd === -1) break;
			parseLine(chunk, searchIndex, lineEnd), searchIndex = lineEnd + 1, chunk.charCodeAt(searchIndex - 1) === CR && chunk.charCodeAt(searchIndex) === LF && searchIndex++;
		}
		return chunk.slice(searchIndex);
	}
	function parseLine(chunk, start, end) {
		if (start === end) {
			dispatchEvent();
			return;
		}
		const firstCharCode = chunk.charCodeAt(start);
		if (isDataPrefix(chunk, start, firstCharCode)) {
			const valueStart = chunk.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5, value2 = chunk.slice(valueStart, end);
			data = dataLines === 0 ? value2 : `${data}
${value2}`, dataLines++;
			return;
		}
		if (isEventPrefix(chunk, start, firstCharCode)) {
			eventType = chunk.slice(chunk.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6, end) || void 0;
			return;
		}
		if (firstCharCode === 105 && chunk.charCodeAt(start + 1) === 100 && chunk.charCodeAt(start + 2) === 58) {
			const value2 = chunk.slice(chunk.charCodeAt(start + 3) === SPACE ? start + 4 : start + 3, end);
			value2.includes("\0") || (id = value2);
			return;
		}
		if (firstCharCode === 58) {
			if (onComment) {
				const line2 = chunk.slice(start, end);
				onComment(line2.slice(chunk.charCodeAt(start + 1) === SPACE ? 2 : 1));
			}
			return;
		}
		const line = chunk.slice(start, end), fieldSeparatorIndex = line.indexOf(":");
		if (fieldSeparatorIndex === -1) {
			processField(line, "", line);
			return;
		}
		const field = line.slice(0, fieldSeparatorIndex), offset = line.charCodeAt(fieldSeparatorIndex + 1) === SPACE ? 2 : 1;
		processField(field, line.slice(fieldSeparatorIndex + offset), line);
	}
	function processField(field, value, line) {
		switch (field) {
			case "event":
				eventType = value || void 0;
				break;
			case "data":
				data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
				break;
			case "id":
				value.includes("\0") || (id = value);
				break;
			case "retry":
				/^\d+$/.test(value) ? onRetry(parseInt(value, 10)) : onError(new ParseError(`Invalid \`retry\` value: "${value}"`, {
					type: "invalid-retry",
					value,
					line
				}));
				break;
			default: onError(new ParseError(`Unknown field "${field.length > 20 ? `${field.slice(0, 20)}\u2026` : field}"`, {
				type: "unknown-field",
				field,
				value,
				line
			}));
		}
	}
	function dispatchEvent() {
		dataLines > 0 && onEvent({
			id,
			event: eventType,
			data
		}), id = void 0, data = "", dataLines = 0, eventType = void 0;
	}
	function reset(options = {}) {
		if (options.consume && pendingFragments.length > 0) {
			const incompleteLine = pendingFragments.join("");
			parseLine(incompleteLine, 0, incompleteLine.length);
		}
		isFirstChunk = !0, id = void 0, data = "", dataLines = 0, eventType = void 0, pendingFragments.length = 0, pendingFragmentsLength = 0, terminated = !1;
	}
	return {
		feed,
		reset
	};
}
function isDataPrefix(chunk, i, firstCharCode) {
	return firstCharCode === 100 && chunk.charCodeAt(i + 1) === 97 && chunk.charCodeAt(i + 2) === 116 && chunk.charCodeAt(i + 3) === 97 && chunk.charCodeAt(i + 4) === 58;
}
function isEventPrefix(chunk, i, firstCharCode) {
	return firstCharCode === 101 && chunk.charCodeAt(i + 1) === 118 && chunk.charCodeAt(i + 2) === 101 && chunk.charCodeAt(i + 3) === 110 && chunk.charCodeAt(i + 4) === 116 && chunk.charCodeAt(i + 5) === 58;
}
// src/lib/live-stream.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var FIRST_DELAY_MS = 1e3;
var MAX_DELAY_MS = 3e4;
/** The server sends a comment line at least this often; silence past it means a dead connection. */
var SILENCE_MS = 75e3;
/**
* A shared SSE connection to one API path, read through fetch so the session header goes with it. It opens while
* somebody listens and closes when the last one leaves. A dropped connection is reopened with exponential backoff
* and jitter, sending the last event id so the server can replay what was missed; every reopening also tells
* `onReconnect` listeners, who refetch in case the replay could not cover the gap.
*/
var LiveStream = class {
	path;
	listeners = /* @__PURE__ */ new Set();
	reconnectListeners = /* @__PURE__ */ new Set();
	controller = null;
	timer;
	lastEventId;
	attempt = 0;
	connectedBefore = false;
	constructor(path) {
		this.path = path;
	}
	subscribe(listener, onReconnect) {
		this.listeners.add(listener);
		if (onReconnect) this.reconnectListeners.add(onReconnect);
		this.start();
		return () => {
			this.listeners.delete(listener);
			if (onReconnect) this.reconnectListeners.delete(onReconnect);
			if (this.listeners.size === 0) this.stop();
		};
	}
	start() {
		if (this.controller || this.timer !== void 0) return;
		this.controller = new AbortController();
		this.run(this.controller);
	}
	stop() {
		clearTimeout(this.timer);
		this.timer = void 0;
		this.controller?.abort();
		this.controller = null;
	}
	async run(controller) {
		let watchdog;
		const awake = () => {
			clearTimeout(watchdog);
			watchdog = setTimeout(() => controller.abort(), SILENCE_MS);
		};
		let retry = true;
		try {
			const body = await openApiStream(this.path, {
				lastEventId: this.lastEventId,
				signal: controller.signal
			});
			awake();
			this.attempt = 0;
			if (this.connectedBefore) this.reconnectListeners.forEach((listener) => listener());
			this.connectedBefore = true;
			const parser = createParser({
				onEvent: (event) => this.dispatch(event),
				onComment: awake
			});
			const reader = body.pipeThrough(new TextDecoderStream()).getReader();
			for (;;) {
				const { done, value } = await reader.read();
				if (done) break;
				awake();
				parser.feed(value);
			}
		} catch (error) {
			retry = !(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429);
		} finally {
			clearTimeout(watchdog);
		}
		if (this.controller !== controller) return;
		this.controller = null;
		if (this.listeners.size === 0 || !retry) return;
		const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** this.attempt) * (.5 + Math.random() / 2);
		this.attempt += 1;
		this.timer = setTimeout(() => {
			this.timer = void 0;
			if (this.listeners.size) this.start();
		}, delay);
	}
	dispatch(event) {
		if (event.id) this.lastEventId = event.id;
		let data = event.data;
		try {
			data = JSON.parse(event.data);
		} catch {}
		const live = {
			type: event.event ?? "message",
			id: event.id,
			data
		};
		this.listeners.forEach((listener) => listener(live));
	}
};
/**
* Listens to `stream` while `enabled`; the latest handlers are used without reopening the subscription, so a
* component may pass inline functions.
*/
function useLiveStream(stream, enabled, onEvent, onReconnect) {
	const handlers = (0, import_react.useRef)({
		onEvent,
		onReconnect
	});
	(0, import_react.useEffect)(() => {
		handlers.current = {
			onEvent,
			onReconnect
		};
	});
	(0, import_react.useEffect)(() => {
		if (!enabled) return;
		return stream.subscribe((event) => handlers.current.onEvent(event), () => handlers.current.onReconnect?.());
	}, [stream, enabled]);
}
// src/lib/event-stream.ts
/** GET /events/stream: the logged-in user's one live connection, shared by messages and notifications. */
var eventStream = new LiveStream("/events/stream");
// src/features/messages/api/live.ts
/** GET /events/stream: the logged-in user's message events. */
var messageStream = eventStream;
/**
* Keeps the message queries current from the event stream while logged in: a new message is put into its open
* chat at once and the thread lists refetch; read receipts and ended threads refetch the chat; unread counts
* arrive whole. After a reconnect everything under `requests` is refetched, whatever the replay covered.
*/
function useMessagesLive(enabled) {
	const queryClient = useQueryClient();
	const refetch = (requestID) => Promise.all([queryClient.invalidateQueries({ queryKey: ["requests", "threads"] }), requestID && queryClient.invalidateQueries({ queryKey: [
		"requests",
		"messages",
		requestID
	] })]);
	useLiveStream(messageStream, enabled, (event) => {
		if (event.type === "unread.changed") queryClient.setQueryData(messageKeys.unread(), event.data);
		else if (event.type === "message.created") {
			const { requestID, message } = event.data;
			queryClient.setQueriesData({ queryKey: [
				"requests",
				"messages",
				requestID
			] }, (current) => !current || current.messages.some((known) => known.id === message.id) ? current : {
				...current,
				messages: [...current.messages, message]
			});
			refetch(requestID);
		} else if (event.type === "thread.updated") refetch(event.data.requestID);
	}, () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }));
}
// src/components/ui/count-badge.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A small red count on an icon (unread messages, notifications); nothing at zero, 99+ past 99. */
function CountBadge({ count, className = "" }) {
	if (count <= 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"aria-hidden": true,
		className: `flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-bold text-white ${className}`,
		children: count > 99 ? "99+" : count
	});
}
// src/features/messages/components/unread-badge.tsx
/**
* The unread count on the Messages links, kept live: mounting it (once, in the header) opens the event stream
* that also updates open chats and thread lists.
*/
function useMessagesUnread() {
	const { isLoggedIn } = useSession();
	useMessagesLive(isLoggedIn);
	return useUnreadCount(isLoggedIn).data?.total ?? 0;
}
export { useUnreadCount as a, useLiveStream as i, CountBadge as n, eventStream as r, useMessagesUnread as t };

//# sourceMappingURL=unread-badge-Bip4uiWb.js.map