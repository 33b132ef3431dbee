import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { n as infiniteQueryOptions, t as useInfiniteQuery } from "./useInfiniteQuery-NKNJWvl5.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { l as useAccountLink, u as useSession } from "./session-BK40Mzwf.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as Trash } from "./trash-D8l9rHpq.js";
import { t as UserRound } from "./user-round-yRVZLcpP.js";
// ../../node_modules/lucide-react/dist/esm/icons/reply.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "reply",
	size: 24,
	node: [["path", {
		d: "M20 18v-2a4 4 0 0 0-4-4H4",
		key: "5vmcpk"
	}], ["path", {
		d: "m9 17-5-5 5-5",
		key: "nvlc11"
	}]]
};
__iconData.node;
var Reply = createLucideIcon(__iconData);
// src/features/social/api/get-comments.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** GET /social/comments/{id}?skip=&size=5: comments on a product or post, or the replies to a comment. */
var getComments = (resourceID, skip, signal) => apiRequest(`/social/comments/${encodeURIComponent(resourceID)}?${new URLSearchParams({
	skip: String(skip),
	size: String(5)
}).toString()}`, { signal });
/** Per viewer: which comments the viewer may remove (`canRemove`) depends on who is logged in. */
var commentsQueryOptions = (resourceID, viewerID = null) => infiniteQueryOptions({
	queryKey: [
		"social",
		"comments",
		resourceID,
		viewerID
	],
	queryFn: ({ signal, pageParam }) => getComments(resourceID, pageParam, signal),
	initialPageParam: 0,
	getNextPageParam: (last, pages) => {
		const loaded = pages.reduce((sum, page) => sum + page.comments.length, 0);
		return loaded < last.total && last.comments.length > 0 ? loaded : void 0;
	}
});
function useComments(resourceID) {
	const viewerID = useSession().session?.userID ?? null;
	return useInfiniteQuery(commentsQueryOptions(resourceID, viewerID));
}
// src/features/social/api/make-comment.ts
/** POST /social/comments/make-comment. */
var makeComment = (body) => apiRequest("/social/comments/make-comment", {
	method: "POST",
	body
});
function useMakeComment() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: makeComment,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["social", "comments"] })
	});
}
// src/features/social/components/comment-box.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The comment text area (spec part 1, section 5): 512 characters with a counter, Enter without Shift sends,
* nothing is sent while empty or while a send runs, the text comes back when the send fails. Logged-out
* visitors see the prompt to log in instead.
*/
function CommentBox({ id, resourceID, resourceType, label, rows, submitLabel, autoFocus, onSent }) {
	const { isLoggedIn } = useSession();
	const loginHref = useAccountLink("login");
	const makeComment = useMakeComment();
	const [content, setContent] = (0, import_react.useState)("");
	if (!isLoggedIn) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		id,
		className: "rounded-lg bg-slate-50 p-3 text-sm text-slate-700",
		children: [
			"If you want to comment you must be logged in.",
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: loginHref,
				className: "font-semibold text-brand-700 underline",
				children: "Log in"
			})
		]
	});
	const send = () => {
		const text = content.trim();
		if (!text || makeComment.isPending) return;
		setContent("");
		makeComment.mutate({
			resourceID,
			resourceType,
			content: text
		}, {
			onSuccess: onSent,
			onError: (error) => {
				setContent(text);
				toast.error(error.message || "Something was wrong, try again please");
			}
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		id,
		onSubmit: (event) => {
			event.preventDefault();
			send();
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: `${id}-text`,
				className: "sr-only",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
				id: `${id}-text`,
				rows,
				maxLength: 512,
				placeholder: "Type here...",
				autoFocus,
				readOnly: makeComment.isPending,
				"aria-describedby": `${id}-count`,
				value: content,
				onChange: (event) => setContent(event.target.value),
				onKeyDown: (event) => {
					if (event.key === "Enter" && !event.shiftKey) {
						event.preventDefault();
						send();
					}
				},
				className: "block w-full rounded-lg border border-slate-300 bg-white p-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none read-only:bg-slate-50"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-2 flex items-center justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					id: `${id}-count`,
					className: "text-xs text-slate-600",
					children: [
						content.length,
						"/",
						512
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					disabled: makeComment.isPending || !content.trim(),
					className: "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60",
					children: makeComment.isPending ? "Sending…" : submitLabel
				})]
			})
		]
	});
}
// src/features/social/components/comment-list.tsx
/** The comments on a resource (or the replies to a comment), 5 per page with Load more. */
function CommentList({ id, resourceID, label, empty, className, renderComment }) {
	const comments = useComments(resourceID);
	const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
	if (comments.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		id,
		className: "mt-3 text-sm text-slate-600",
		role: "status",
		children: "Loading…"
	});
	if (comments.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		id,
		className: "mt-3 text-sm text-red-700",
		role: "alert",
		children: "Error loading data"
	});
	if (list.length === 0) return empty ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		id,
		className: "mt-3 text-sm text-slate-600",
		children: empty
	}) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		id,
		className,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			"aria-label": label,
			className: "space-y-3",
			children: list.map((comment) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: renderComment(comment) }, comment.commentID))
		}), comments.hasNextPage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			onClick: () => void comments.fetchNextPage(),
			disabled: comments.isFetchingNextPage,
			className: "mt-2 text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60",
			children: comments.isFetchingNextPage ? "Loading…" : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: ["Load more", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "sr-only",
				children: [" ", label]
			})] })
		})]
	});
}
// src/features/social/api/delete-comment.ts
/** DELETE /social/comments/{id}: the author, or an owner or admin of the product's business (`canRemove`). */
var deleteComment = (commentID) => apiRequest(`/social/comments/${encodeURIComponent(commentID)}`, { method: "DELETE" });
function useDeleteComment() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteComment,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["social", "comments"] })
	});
}
// src/features/social/components/comment-item.tsx
var dateFormat = new Intl.DateTimeFormat("en-US", {
	dateStyle: "medium",
	timeStyle: "short"
});
/** What a removed comment that others replied to shows in place of its text. */
var REMOVED_COMMENT_TEXT = "This comment was removed.";
/**
* One comment or reply: author (or the business they wrote as), date, text. Its author deletes it, and an owner or
* admin of the product's business removes it (the API says which with `canRemove`). A removed comment kept for its
* replies shows neither author nor text.
*/
function CommentItem({ comment, small, children }) {
	const { session } = useSession();
	const deleteComment = useDeleteComment();
	const author = comment.whoComment;
	const name = author.companyName ?? `${author.firstName} ${author.lastName}`;
	const own = session?.userID === author.userID;
	const what = small ? "reply" : "comment";
	const avatar = small ? "size-7" : "size-9";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: `flex gap-3 rounded-lg ${small ? "bg-white p-2.5 ring-1 ring-slate-200" : "bg-slate-50 p-3"}`,
		children: [!comment.removed && author.profilePhoto ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src: author.profilePhoto.url,
			alt: "",
			className: `${avatar} shrink-0 rounded-full object-cover`
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: `grid ${avatar} shrink-0 place-items-center rounded-full bg-slate-200`,
			"aria-hidden": true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserRound, { className: `${small ? "size-4" : "size-5"} text-slate-500` })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0 flex-1",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-start gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2",
						children: [!comment.removed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "text-sm font-semibold text-slate-900",
							children: name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
							dateTime: comment.createdAt,
							className: "text-xs text-slate-600",
							children: dateFormat.format(new Date(comment.createdAt))
						})]
					}), comment.canRemove && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						disabled: deleteComment.isPending,
						onClick: () => deleteComment.mutate(comment.commentID, { onError: (error) => toast.error(error.message) }),
						className: "-m-1 rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-700",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
							"aria-hidden": true,
							className: "size-4"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: own ? `Delete ${what}` : `Remove ${what} by ${name}`
						})]
					})]
				}),
				comment.removed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1 text-sm text-slate-600 italic",
					children: REMOVED_COMMENT_TEXT
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1 text-sm break-words whitespace-pre-line text-slate-700",
					children: comment.content
				}),
				children
			]
		})]
	});
}
// src/features/social/components/comment-thread.tsx
var toggleClass = "inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50";
/** A top-level comment with its Reply box (none once removed) and its replies, each shown or hidden on demand. */
function CommentThread({ comment }) {
	const id = (0, import_react.useId)();
	const [replying, setReplying] = (0, import_react.useState)(false);
	const [showReplies, setShowReplies] = (0, import_react.useState)(false);
	const author = comment.whoComment;
	const name = comment.removed ? "a removed comment" : author.companyName ?? `${author.firstName} ${author.lastName}`;
	const count = comment.replies;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CommentItem, {
		comment,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-2 flex flex-wrap items-center gap-x-3 gap-y-1",
				children: [!comment.removed && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					"aria-expanded": replying,
					"aria-controls": `${id}-reply`,
					onClick: () => setReplying(!replying),
					className: toggleClass,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Reply, {
						"aria-hidden": true,
						className: "size-3.5"
					}), "Reply"]
				}), count > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					"aria-expanded": showReplies,
					"aria-controls": `${id}-replies`,
					onClick: () => setShowReplies(!showReplies),
					className: toggleClass,
					children: showReplies ? "Hide replies" : `View ${count} ${count === 1 ? "reply" : "replies"}`
				})]
			}),
			replying && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentBox, {
					id: `${id}-reply`,
					resourceID: comment.commentID,
					resourceType: "comment",
					label: `Reply to ${name}`,
					rows: 2,
					submitLabel: "Send reply",
					autoFocus: true,
					onSent: () => setShowReplies(true)
				})
			}),
			showReplies && count > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentList, {
				id: `${id}-replies`,
				resourceID: comment.commentID,
				label: `Replies to ${name}`,
				className: "mt-3",
				renderComment: (reply) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentItem, {
					comment: reply,
					small: true
				})
			})
		]
	});
}
// src/features/social/components/comments.tsx
/**
* Comments on a resource (spec part 2, section 2.9): write, read by pages of 5, reply to a comment, show or hide
* its replies (part 1, section 4); authors delete their own comments and replies.
*/
function Comments({ resourceID, resourceType }) {
	const id = (0, import_react.useId)();
	const total = useComments(resourceID).data?.pages.at(-1)?.total ?? 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": `${id}-title`,
		className: "rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
				id: `${id}-title`,
				className: "text-lg font-semibold text-slate-900",
				children: ["Comments ", total > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "text-sm font-normal text-slate-600",
					children: [
						"(",
						total,
						")"
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-3",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentBox, {
					id: `${id}-new`,
					resourceID,
					resourceType,
					label: "Write a comment",
					rows: 6,
					submitLabel: "Comment"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentList, {
				resourceID,
				label: "Comments",
				empty: "No comments yet.",
				className: "mt-4",
				renderComment: (comment) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentThread, { comment })
			})
		]
	});
}
export { Comments as t };

//# sourceMappingURL=comments-C5DMK2SI.js.map