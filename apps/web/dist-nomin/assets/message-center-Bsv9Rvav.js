import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { a as NavLink, i as Link, n as href } from "./paths-BVsv1d7S.js";
import { u as useSession } from "./session-BK40Mzwf.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as BuildingComplex } from "./building-complex-B7r6vMx-.js";
import { t as FileText } from "./file-text-CA0Ex0mx.js";
import { t as LoaderCircle } from "./loader-circle-CzmZ2MUX.js";
import { t as MessagesSquare } from "./messages-square-CNqux6z4.js";
import { n as AttachmentChips, r as useAttachments, t as AttachButton } from "./attachment-picker-F3ouqthJ.js";
import { t as Search } from "./search-DrRzNxmS.js";
import { a as MESSAGE_TEXTS, i as MESSAGE_MAX_LENGTH } from "./messages-e9fEiKHk.js";
import { t as messageKeys } from "./keys-BXXw6Y33.js";
import { a as useUnreadCount, n as CountBadge } from "./unread-badge-Bip4uiWb.js";
// ../../node_modules/lucide-react/dist/esm/icons/arrow-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "arrow-left",
	size: 24,
	node: [["path", {
		d: "m12 19-7-7 7-7",
		key: "1l729n"
	}], ["path", {
		d: "M19 12H5",
		key: "x3x0zl"
	}]]
};
__iconData$2.node;
var ArrowLeft = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/circle-stop.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "circle-stop",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}], ["rect", {
		x: "9",
		y: "9",
		width: "6",
		height: "6",
		rx: "1",
		key: "1ssd4o"
	}]],
	aliases: ["stop-circle"]
};
__iconData$1.node;
var CircleStop = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/send-horizontal.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "send-horizontal",
	size: 24,
	node: [["path", {
		d: "M3.714 3.048a.498.498 0 0 0-.683.627l2.843 7.627a2 2 0 0 1 0 1.396l-2.842 7.627a.498.498 0 0 0 .682.627l18-8.5a.5.5 0 0 0 0-.904z",
		key: "117uat"
	}], ["path", {
		d: "M6 12h16",
		key: "s4cdu5"
	}]],
	aliases: ["send-horizonal"]
};
__iconData.node;
var SendHorizontal = createLucideIcon(__iconData);
// src/features/messages/components/inbox-links.tsx
var import_jsx_runtime = require_jsx_runtime();
var pill = "flex shrink-0 items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600";
/**
* The inboxes a user can open: their own conversations as a buyer and the shared inbox of each business they
* belong to, each with its unread count.
*/
function InboxLinks({ businesses }) {
	const { isLoggedIn } = useSession();
	const unread = useUnreadCount(isLoggedIn).data;
	if (!businesses.length) return null;
	const count = (businessID) => unread?.businesses.find((item) => item.businessID === businessID)?.unread ?? 0;
	const label = (name, unreadCount) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "max-w-48 truncate",
			children: name
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountBadge, { count: unreadCount }),
		unreadCount > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "sr-only",
			children: [
				", ",
				unreadCount,
				" unread"
			]
		})
	] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
		"aria-label": "Inboxes",
		className: "mb-3 flex gap-2 overflow-x-auto px-2 pb-1 sm:px-0",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
			to: href.myMessages(),
			className: pill,
			children: label("My conversations", unread?.sent ?? 0)
		}), businesses.map((business) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
			to: href.businessRequests(business.id),
			className: pill,
			children: label(business.name, count(business.id))
		}, business.id))]
	});
}
// src/features/messages/api/get-threads.ts
/**
* GET /business/request?ubid=: a business's inbox (side 'R') when `ubid` is a business I belong to, else my
* conversations as a buyer (side 'S'). Newest activity first.
*/
var getThreads = (ubid, signal) => apiRequest(`/business/request${ubid ? `?ubid=${encodeURIComponent(ubid)}` : ""}`, { signal });
var threadsQueryOptions = (ubid) => queryOptions({
	queryKey: messageKeys.threads(ubid),
	queryFn: ({ signal }) => getThreads(ubid, signal),
	staleTime: 0
});
var useThreads = (ubid, enabled = true) => useQuery({
	...threadsQueryOptions(ubid),
	enabled
});
// src/features/messages/api/get-messages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var actor = (bid) => bid ? `?bid=${encodeURIComponent(bid)}` : "";
/** GET /business/request/{rid}/get-messages?bid=: the thread and its messages, oldest first. */
var getMessages = (rid, bid, signal) => apiRequest(`/business/request/${encodeURIComponent(rid)}/get-messages${actor(bid)}`, { signal });
var messagesQueryOptions = (rid, bid) => queryOptions({
	queryKey: messageKeys.messages(rid, bid),
	queryFn: ({ signal }) => getMessages(rid, bid, signal),
	staleTime: 0,
	retry: false
});
var useMessages = (rid, bid) => useQuery(messagesQueryOptions(rid, bid));
// src/features/messages/api/mark-read.ts
/** POST /business/request/{rid}/read?bid=: the other side's messages are seen now. */
var markRead = (rid, bid) => apiRequest(`/business/request/${encodeURIComponent(rid)}/read${actor(bid)}`, { method: "POST" });
function useMarkRead(rid, bid) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => markRead(rid, bid),
		onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: messageKeys.unread() }), queryClient.invalidateQueries({ queryKey: ["requests", "threads"] })])
	});
}
// src/features/messages/api/send-message.ts
/** POST /business/request/{rid}/send-message?bid=: the text and each attachment become messages. */
var sendMessage = (rid, bid, body) => apiRequest(`/business/request/${encodeURIComponent(rid)}/send-message${actor(bid)}`, {
	method: "POST",
	body
});
/** Sends, shows the new messages at once (the live event may come before or after), then refreshes the lists. */
function useSendMessage(rid, bid) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => sendMessage(rid, bid, body),
		onSuccess: ({ messages }) => {
			queryClient.setQueryData(messageKeys.messages(rid, bid), (current) => {
				if (!current) return current;
				const known = new Set(current.messages.map((message) => message.id));
				return {
					...current,
					messages: [...current.messages, ...messages.filter((m) => !known.has(m.id))]
				};
			});
			return queryClient.invalidateQueries({ queryKey: messageKeys.all });
		}
	});
}
// src/features/messages/components/chat-composer.tsx
/**
* The message input (spec part 2, section 5): Enter sends and Shift+Enter breaks the line; nothing is sent while
* empty, while a message is sending or while a file uploads. A failed send is only logged, as the spec says, and
* the text stays for another try. Closed threads show 'This chat has ended' instead.
*/
function ChatComposer({ rid, bid, closed }) {
	const [text, setText] = (0, import_react.useState)("");
	const send = useSendMessage(rid, bid);
	const attachments = useAttachments();
	if (closed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: "border-t border-slate-200 bg-slate-50 p-4 text-center text-sm text-slate-700",
		children: MESSAGE_TEXTS.chatEnded
	});
	const empty = !text.trim() && attachments.tokens.length === 0;
	const submit = () => {
		if (empty || send.isPending || attachments.uploading) return;
		send.mutate({
			content: text.trim(),
			...attachments.tokens.length ? { attachments: attachments.tokens } : {}
		}, {
			onSuccess: () => {
				setText("");
				attachments.clear();
			},
			onError: (error) => console.error("The message could not be sent", error)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "space-y-2 border-t border-slate-200 bg-white p-3",
		onSubmit: (event) => {
			event.preventDefault();
			submit();
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AttachmentChips, {
			items: attachments.items,
			onRemove: attachments.remove
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-end gap-2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AttachButton, {
					onFiles: attachments.add,
					disabled: send.isPending
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `composer-${rid}`,
					className: "sr-only",
					children: "Write a message"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
					id: `composer-${rid}`,
					rows: 1,
					value: text,
					maxLength: MESSAGE_MAX_LENGTH,
					placeholder: "Write a message",
					onChange: (event) => setText(event.target.value),
					onKeyDown: (event) => {
						if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
							event.preventDefault();
							submit();
						}
					},
					className: "max-h-40 min-h-10 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					"aria-label": "Send message",
					disabled: empty || send.isPending || attachments.uploading,
					className: "flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-50",
					children: send.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
						"aria-hidden": true,
						className: "size-5 animate-spin"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SendHorizontal, {
						"aria-hidden": true,
						className: "size-5"
					})
				})
			]
		})]
	});
}
// src/features/messages/api/end-request.ts
/** POST /business/request/{rid}/end-request?bid=: closes the thread for both sides. */
var endRequest = (rid, bid) => apiRequest(`/business/request/${encodeURIComponent(rid)}/end-request${actor(bid)}`, { method: "POST" });
function useEndRequest(rid, bid) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => endRequest(rid, bid),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all })
	});
}
// src/features/messages/components/end-conversation.tsx
var button = "inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
/** End Conversation, asked twice because an ended thread cannot be reopened. */
function EndConversation({ rid, bid }) {
	const [asking, setAsking] = (0, import_react.useState)(false);
	const end = useEndRequest(rid, bid);
	if (!asking) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		onClick: () => setAsking(true),
		className: `${button} border border-red-300 text-red-700 hover:bg-red-50`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleStop, {
			"aria-hidden": true,
			className: "size-4"
		}), " End Conversation"]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "group",
		"aria-label": "End this conversation?",
		className: "flex flex-wrap items-center gap-2",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-sm text-slate-700",
				children: "End it for both sides?"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				disabled: end.isPending,
				onClick: () => end.mutateAsync().then(() => toast.success(MESSAGE_TEXTS.ended), () => {
					toast.error("The conversation could not be ended. Please try again.");
					setAsking(false);
				}),
				className: `${button} bg-red-600 text-white hover:bg-red-700`,
				children: "Yes, end it"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => setAsking(false),
				className: `${button} text-slate-700 hover:bg-slate-100`,
				children: "Cancel"
			})
		]
	});
}
// src/features/messages/components/format-date.ts
var pad = (value) => String(value).padStart(2, "0");
/** Day/month/year hour:minute in UTC (spec part 2, section 2.11), e.g. 03/11/2026 14:05. */
function formatMessageDate(iso) {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return "";
	return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
// src/features/messages/components/message-bubble.tsx
/**
* One message on its side of the chat: mine on the right, the other side's on the left. Images show inline, other
* files (PDF) as a download link; `receipt` is the Sent / Seen line under my latest message.
*/
function MessageBubble({ message, mine, author, receipt }) {
	const { attachment } = message;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: `flex flex-col ${mine ? "items-end" : "items-start"}`,
		"data-side": message.from,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: `max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm sm:max-w-[70%] ${mine ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200"}`,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "sr-only",
					children: [mine ? "You" : author, " wrote:"]
				}),
				message.type === "image" && attachment ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href: attachment.url,
					target: "_blank",
					rel: "noopener noreferrer",
					className: "block",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						src: attachment.url,
						alt: attachment.name,
						width: attachment.width,
						height: attachment.height,
						loading: "lazy",
						className: "max-h-64 w-auto max-w-full rounded-lg bg-slate-100 object-contain"
					})
				}) : message.type === "file" && attachment ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
					href: attachment.url,
					download: attachment.name,
					className: `flex items-center gap-2 font-medium underline ${mine ? "text-white" : "text-brand-700"}`,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, {
							"aria-hidden": true,
							className: "size-4 shrink-0"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "break-all",
							children: attachment.name
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: "(download)"
						})
					]
				}) : null,
				message.content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: `break-words whitespace-pre-line ${attachment ? "mt-1.5" : ""}`,
					children: message.content
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "mt-1 px-1 text-xs text-slate-600",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: message.datetime,
					children: formatMessageDate(message.datetime)
				}),
				" UTC",
				receipt && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "ml-2 font-medium text-slate-700",
					children: ["· ", receipt]
				})
			]
		})]
	});
}
// src/features/messages/components/chat-panel.tsx
/** The index of my latest message, which carries the Sent / Seen receipt. */
function lastMine(messages, side) {
	for (let index = messages.length - 1; index >= 0; index -= 1) if (messages[index].from === side) return index;
	return -1;
}
/** Marks the other side's messages seen while the chat is open and the page visible. */
function useReadWhileOpen(rid, bid, unread) {
	const { mutate, isPending } = useMarkRead(rid, bid);
	(0, import_react.useEffect)(() => {
		const read = () => {
			if (unread > 0 && !isPending && document.visibilityState === "visible") mutate();
		};
		read();
		document.addEventListener("visibilitychange", read);
		return () => document.removeEventListener("visibilitychange", read);
	}, [
		unread,
		isPending,
		mutate
	]);
}
/**
* One conversation (spec part 2, section 2.11): its subject and parties, the messages on their sides with UTC
* times, End Conversation, and Watch Buyer Profile for the receiving side when the sender is a business.
*/
function ChatPanel({ rid, bid, backTo }) {
	const query = useMessages(rid, bid);
	const end = (0, import_react.useRef)(null);
	const count = query.data?.messages.length ?? 0;
	(0, import_react.useEffect)(() => {
		end.current?.scrollIntoView({ block: "end" });
	}, [count]);
	useReadWhileOpen(rid, bid, query.data?.thread.unread ?? 0);
	if (query.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: "p-6 text-sm text-slate-600",
		children: "Loading the conversation…"
	});
	if (query.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "p-6 text-sm text-slate-700",
		children: "This conversation could not be loaded. It may not exist or you may not take part in it."
	});
	const { thread, messages } = query.data;
	const other = thread.side === "R" ? thread.from : thread.to;
	const names = {
		S: thread.from.name,
		R: thread.to.name
	};
	const receiptAt = lastMine(messages, thread.side);
	const closed = thread.status === "closed";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": `thread-${rid}`,
		className: "flex h-full min-h-0 flex-col",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "flex flex-col gap-2 border-b border-slate-200 bg-white p-3 sm:px-4 lg:flex-row lg:items-center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex min-w-0 flex-1 items-center gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: backTo,
						"aria-label": "Back to the conversations",
						className: "flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, {
							"aria-hidden": true,
							className: "size-5"
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: `thread-${rid}`,
							className: "truncate font-semibold text-slate-900",
							title: thread.subject,
							children: thread.subject
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "truncate text-xs text-slate-600",
							children: [
								thread.side === "R" ? "From" : "To",
								" ",
								other.name,
								" · started",
								" ",
								formatMessageDate(thread.createdAt),
								" UTC"
							]
						})]
					})]
				}), (!closed || thread.side === "R" && thread.senderType === "business") && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap gap-2",
					children: [thread.side === "R" && thread.senderType === "business" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: href.business(thread.from.name, thread.from.id),
						className: "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BuildingComplex, {
							"aria-hidden": true,
							className: "size-4"
						}), " Watch Buyer Profile"]
					}), !closed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EndConversation, {
						rid,
						bid
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				role: "log",
				"aria-label": "Messages",
				"aria-live": "polite",
				className: "min-h-0 flex-1 overflow-y-auto bg-slate-50 p-3 sm:p-4",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", {
					className: "space-y-3",
					children: [
						messages.map((message, index) => {
							const mine = message.from === thread.side;
							const receipt = index === receiptAt ? message.seenAt ? `Seen ${formatMessageDate(message.seenAt)}` : "Sent" : void 0;
							return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageBubble, {
								message,
								mine,
								author: names[message.from],
								receipt
							}, message.id);
						}),
						closed && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "text-center text-xs text-slate-600",
							children: ["Ended ", thread.endedAt ? `${formatMessageDate(thread.endedAt)} UTC` : ""]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
							ref: end,
							"aria-hidden": true,
							className: "h-px"
						})
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatComposer, {
				rid,
				bid,
				closed
			})
		]
	});
}
// src/features/messages/components/thread-list.tsx
/** The filter of spec part 2, section 2.11: sender name, subject or date text, case-insensitively. */
function matchesFilter(thread, filter) {
	const needle = filter.trim().toLowerCase();
	if (!needle) return true;
	return [
		thread.from.name,
		thread.to.name,
		thread.subject,
		formatMessageDate(thread.createdAt),
		formatMessageDate(thread.lastMessageAt)
	].some((text) => text.toLowerCase().includes(needle));
}
function Avatar({ party }) {
	if (party.photo) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: party.photo.url,
		alt: "",
		className: "size-10 shrink-0 rounded-full object-cover"
	});
	const initials = party.name.split(/\s+/).slice(0, 2).map((word) => word[0]?.toUpperCase() ?? "").join("");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"aria-hidden": true,
		className: "flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800",
		children: initials
	});
}
/** Threads, newest activity first as the server sends them, unread ones in bold with their count. */
function ThreadList({ threads, selected, linkTo }) {
	const [filter, setFilter] = (0, import_react.useState)("");
	const shown = threads.filter((thread) => matchesFilter(thread, filter));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex h-full min-h-0 flex-col",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "border-b border-slate-200 p-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: "thread-filter",
				className: "sr-only",
				children: "Search conversations"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "relative",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
					"aria-hidden": true,
					className: "absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: "thread-filter",
					type: "search",
					value: filter,
					onChange: (event) => setFilter(event.target.value),
					placeholder: "Search by name, subject or date",
					className: "w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
				})]
			})]
		}), shown.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "p-4 text-sm text-slate-600",
			children: threads.length ? "No conversation matches your search." : "No conversations yet."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			"aria-label": "Conversations",
			className: "min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto",
			children: shown.map((thread) => {
				const other = thread.side === "R" ? thread.from : thread.to;
				const unread = thread.unread > 0;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: linkTo(thread.requestID),
					"aria-current": thread.requestID === selected ? "page" : void 0,
					className: `flex gap-3 p-3 hover:bg-slate-50 aria-[current=page]:bg-brand-50 ${unread ? "bg-accent-50/40" : ""}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, { party: other }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "flex items-baseline justify-between gap-2",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: `truncate text-sm ${unread ? "font-bold text-slate-900" : "font-medium text-slate-800"}`,
									children: other.name
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
									dateTime: thread.lastMessageAt,
									className: "shrink-0 text-xs text-slate-600",
									children: formatMessageDate(thread.lastMessageAt)
								})]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: `truncate text-sm ${unread ? "font-semibold text-slate-900" : "text-slate-700"}`,
								children: thread.subject
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "flex items-center gap-2",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
										className: "min-w-0 flex-1 truncate text-xs text-slate-600",
										children: thread.lastMessage
									}),
									thread.status === "closed" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "shrink-0 rounded-full bg-slate-200 px-2 text-xs text-slate-700",
										children: "Ended"
									}),
									unread && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
										className: "shrink-0 rounded-full bg-brand-600 px-2 text-xs font-semibold text-white",
										children: [
											thread.unread,
											" ",
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
												className: "sr-only",
												children: "unread"
											})
										]
									})
								]
							})
						]
					})]
				}) }, thread.requestID);
			})
		})]
	});
}
// src/features/messages/components/message-center.tsx
/**
* The inbox and the chat side by side; on a phone two screens, the list and then the chat with a back link.
* `ubid` picks the list and the side the viewer acts for: a business inbox (side 'R'), or my conversations as a
* buyer when undefined (side 'S', which the API takes when no `bid` is given).
*/
function MessageCenter({ ubid, rid, linkTo }) {
	const threads = useThreads(ubid);
	const list = threads.data?.threads ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid h-[calc(100dvh-19.5rem)] min-h-[24rem] grid-cols-1 overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-slate-200 md:h-[calc(100dvh-13.5rem)] md:min-h-[28rem] md:grid-cols-[20rem_minmax(0,1fr)]",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: `min-h-0 border-slate-200 md:border-r ${rid ? "hidden md:block" : ""}`,
			children: threads.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "p-4 text-sm text-slate-600",
				children: "Loading conversations…"
			}) : threads.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "p-4 text-sm text-slate-700",
				children: "The conversations could not be loaded, please try refreshing the page."
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThreadList, {
				threads: list,
				selected: rid,
				linkTo
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: `min-h-0 ${rid ? "" : "hidden md:block"}`,
			children: rid ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatPanel, {
				rid,
				bid: ubid,
				backTo: linkTo()
			}, rid) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-slate-600",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessagesSquare, {
					"aria-hidden": true,
					className: "size-10 text-slate-400"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Choose a conversation to read it." })]
			})
		})]
	});
}
export { InboxLinks as n, MessageCenter as t };

//# sourceMappingURL=message-center-Bsv9Rvav.js.map