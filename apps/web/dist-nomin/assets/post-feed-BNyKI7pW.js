import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { n as infiniteQueryOptions, t as useInfiniteQuery } from "./useInfiniteQuery-NKNJWvl5.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as ImagePlus } from "./image-plus-CbTmVncT.js";
import { t as LoaderCircle } from "./loader-circle-CzmZ2MUX.js";
import { t as X } from "./x-CdefWJBa.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { A as Literal, K as Optional, N as Boolean, W as _Object_, _ as Union, et as _Array_, j as Integer, w as Null, y as String$1 } from "./_add_immutable-Bc_qPmB1.js";
import { c as UPLOAD_MESSAGES, i as StoredImage } from "./profile-Dm_2PdCo.js";
import { a as inputClass, o as labelClass } from "./field-CobJeqAW.js";
import { n as uploadBusinessImage, t as useObjectUrl } from "./use-object-url-C2SWl7z7.js";
// ../../packages/contracts/src/posts.ts
/** Spec part 2, section 9, and the limits we chose where it names none (see docs/decisions.md). */
var POST_MAX_LENGTH = 3e3;
var NEWSFEED_AUTO_LOAD_MS = 4e3;
var POST_MESSAGES = {
	created: "Post created!",
	createFailed: "There was an error creating this post!",
	feedFailed: "Failed loading your newsfeed"
};
var Uuid = String$1({ format: "uuid" });
var TimelineType = Union([Literal("user"), Literal("business")]);
_Object_({
	content: String$1({
		minLength: 1,
		maxLength: POST_MAX_LENGTH
	}),
	timelineID: Uuid,
	timelineType: TimelineType,
	businessID: Optional(Union([Uuid, Null()])),
	images: Optional(_Array_(String$1({
		format: "uuid",
		description: "Token of an uploaded image"
	}), {
		maxItems: 4,
		uniqueItems: true
	}))
}, { additionalProperties: false });
_Object_({ postID: Uuid }, { additionalProperties: false });
_Object_({ postID: Uuid });
_Object_({ timelineID: Uuid });
_Object_({
	skip: Integer({
		minimum: 0,
		maximum: 1e5,
		default: 0
	}),
	size: Integer({
		minimum: 1,
		maximum: 50,
		default: 10
	})
});
/** Where the previous page ended: the last post's creation time in microseconds and its id. */
var NewsfeedCursor = String$1({
	pattern: "^[0-9]{1,17}_[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
	maxLength: 60
});
_Object_({ nextID: Optional(NewsfeedCursor) });
var PostAuthor = _Object_({
	userID: Uuid,
	firstName: String$1(),
	lastName: String$1(),
	profilePhoto: Union([StoredImage, Null()]),
	/** Set when the post was written as a business: the business is the author shown. */
	businessID: Union([Uuid, Null()]),
	companyName: Union([String$1(), Null()]),
	businessPhoto: Union([StoredImage, Null()])
});
var Post = _Object_({
	postID: Uuid,
	content: String$1(),
	createdAt: String$1({ format: "date-time" }),
	author: PostAuthor,
	timelineID: Uuid,
	timelineType: TimelineType,
	businessID: Union([Uuid, Null()]),
	images: _Array_(StoredImage),
	/** Whether the viewer may remove it: its author, or an owner or admin of the business it was posted as. */
	canRemove: Boolean()
});
_Object_({
	posts: _Array_(Post),
	nextID: Union([NewsfeedCursor, Null()])
});
var TimelineOwner = _Object_({
	timelineID: Uuid,
	timelineType: TimelineType,
	name: String$1(),
	photo: Union([StoredImage, Null()]),
	/** Whether the viewer may post here: it is their own timeline, or a business they own or administer. */
	canPost: Boolean()
});
_Object_({
	timeline: TimelineOwner,
	posts: _Array_(Post),
	total: Integer({ minimum: 0 })
});
// src/features/posts/api/load-timeline.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** GET /timeline/load/{timelineID}?skip=&size=10: a user's or business's posts, newest first. */
var loadTimeline = (timelineID, skip, signal) => apiRequest(`/timeline/load/${encodeURIComponent(timelineID)}?${new URLSearchParams({
	skip: String(skip),
	size: String(10)
}).toString()}`, { signal });
var timelineQueryKey = (timelineID) => [
	"posts",
	"timeline",
	timelineID
];
var timelineQueryOptions = (timelineID) => infiniteQueryOptions({
	queryKey: timelineQueryKey(timelineID),
	queryFn: ({ signal, pageParam }) => loadTimeline(timelineID, pageParam, signal),
	initialPageParam: 0,
	getNextPageParam: (last, pages) => {
		const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
		return loaded < last.total && last.posts.length > 0 ? loaded : void 0;
	}
});
var useTimeline = (timelineID) => useInfiniteQuery({
	...timelineQueryOptions(timelineID),
	enabled: !!timelineID
});
// src/features/posts/api/load-newsfeed.ts
/** GET /newsfeed/load?nextID=: the newsfeed page after the cursor (the first page without one). */
var loadNewsfeed = (nextID, signal) => apiRequest(`/newsfeed/load${nextID ? `?${new URLSearchParams({ nextID }).toString()}` : ""}`, { signal });
var newsfeedQueryKey = ["posts", "newsfeed"];
var newsfeedQueryOptions = () => infiniteQueryOptions({
	queryKey: newsfeedQueryKey,
	queryFn: ({ signal, pageParam }) => loadNewsfeed(pageParam, signal),
	initialPageParam: void 0,
	getNextPageParam: (last) => last.nextID ?? void 0
});
var useNewsfeed = (enabled = true) => useInfiniteQuery({
	...newsfeedQueryOptions(),
	enabled
});
// src/features/posts/api/make-post.ts
/** POST /social/posts/make-post: answers with the new post. */
var makePost = (body) => apiRequest("/social/posts/make-post", {
	method: "POST",
	body
});
function putFirst(post) {
	return (data) => data && {
		...data,
		pages: data.pages.map((page, index) => index === 0 ? {
			...page,
			posts: [post, ...page.posts]
		} : page)
	};
}
/** The new post goes first in the lists that show it at once; then they are refetched in the background. */
function useMakePost() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: makePost,
		onSuccess: async (post) => {
			queryClient.setQueryData(newsfeedQueryKey, putFirst(post));
			queryClient.setQueryData(timelineQueryKey(post.timelineID), putFirst(post));
			await queryClient.invalidateQueries({ queryKey: ["posts"] });
		}
	});
}
// src/features/posts/components/post-image-uploads.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The pictures of a post being written: each is uploaded as soon as it is picked; the post names their tokens. */
function usePostUploads() {
	const [uploads, setUploads] = (0, import_react.useState)([]);
	const update = (key, change) => setUploads((list) => list.map((item) => item.key === key ? {
		...item,
		...change
	} : item));
	return {
		uploads,
		uploading: uploads.some((item) => !item.token && !item.error),
		tokens: uploads.flatMap((item) => item.token ? [item.token] : []),
		add(files) {
			const room = 4 - uploads.length;
			const picked = files.slice(0, Math.max(0, room)).map((file) => ({
				key: crypto.randomUUID(),
				file
			}));
			setUploads((list) => [...list, ...picked]);
			for (const item of picked) uploadBusinessImage(item.file).then((token) => update(item.key, { token }), (error) => update(item.key, { error: error instanceof Error ? error.message : "The upload failed." }));
		},
		remove: (key) => setUploads((list) => list.filter((item) => item.key !== key)),
		clear: () => setUploads([])
	};
}
function UploadThumb({ upload, onRemove }) {
	const preview = useObjectUrl(upload.file);
	const state = upload.error ? upload.error : upload.token ? "Uploaded" : "Uploading…";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "relative",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: preview,
				alt: `${upload.file.name}: ${state}`,
				className: `size-20 rounded-lg object-cover ring-1 ${upload.error ? "opacity-50 ring-rose-400" : "ring-slate-200"}`
			}),
			!upload.token && !upload.error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "absolute inset-0 grid place-items-center rounded-lg bg-white/60",
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, { className: "size-5 animate-spin text-brand-700" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: onRemove,
				"aria-label": `Remove ${upload.file.name}`,
				className: "absolute -right-2 -top-2 grid size-7 place-items-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-300 hover:text-rose-700",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
					"aria-hidden": true,
					className: "size-4"
				})
			}),
			upload.error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				children: upload.error
			})
		]
	});
}
function PostImageUploads({ state }) {
	const id = (0, import_react.useId)();
	const full = state.uploads.length >= 4;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-2",
		children: [state.uploads.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "flex flex-wrap gap-3",
			"aria-label": "Pictures of this post",
			children: state.uploads.map((upload) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadThumb, {
				upload,
				onRemove: () => state.remove(upload.key)
			}, upload.key))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-wrap items-center gap-2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					htmlFor: id,
					className: `inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 ${full ? "pointer-events-none opacity-50" : ""}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePlus, {
						"aria-hidden": true,
						className: "size-4"
					}), " Add pictures"]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id,
					type: "file",
					multiple: true,
					disabled: full,
					accept: "image/jpeg,image/png,image/webp,image/gif",
					"aria-describedby": `${id}-hint`,
					className: "sr-only",
					onChange: (event) => {
						state.add([...event.target.files ?? []]);
						event.target.value = "";
					}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					id: `${id}-hint`,
					className: "text-xs text-slate-600",
					children: [
						"Up to ",
						4,
						" pictures. ",
						UPLOAD_MESSAGES.advice
					]
				})
			]
		})]
	});
}
// src/features/posts/components/post-composer.tsx
/**
* The create-post box (spec part 2, sections 2.5 and 4): text with a counter, up to 4 pictures, and the actor
* (choosing a business posts on its timeline). Post is disabled while the text is empty or a picture uploads;
* on success the text is cleared and the new post goes first in the lists.
*/
function PostComposer({ actors }) {
	const id = (0, import_react.useId)();
	const [content, setContent] = (0, import_react.useState)("");
	const [actorId, setActorId] = (0, import_react.useState)(actors[0]?.id ?? "");
	const uploads = usePostUploads();
	const makePost = useMakePost();
	const actor = actors.find((item) => item.id === actorId) ?? actors[0];
	if (!actor) return null;
	const disabled = !content.trim() || uploads.uploading || makePost.isPending;
	const submit = () => {
		if (disabled) return;
		makePost.mutate({
			content: content.trim(),
			timelineID: actor.id,
			timelineType: actor.type,
			businessID: actor.type === "business" ? actor.id : void 0,
			images: uploads.tokens
		}, {
			onSuccess: () => {
				setContent("");
				uploads.clear();
				toast.success(POST_MESSAGES.created);
			},
			onError: () => toast.error(POST_MESSAGES.createFailed)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		"aria-labelledby": `${id}-title`,
		className: "space-y-3 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5",
		onSubmit: (event) => {
			event.preventDefault();
			submit();
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: `${id}-title`,
				className: "text-base font-semibold text-slate-900",
				children: "Create a post"
			}),
			actors.length > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: `${id}-actor`,
				className: labelClass,
				children: "Post as"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
				id: `${id}-actor`,
				value: actor.id,
				onChange: (event) => setActorId(event.target.value),
				className: `${inputClass} sm:max-w-xs`,
				children: actors.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: item.id,
					children: item.type === "user" ? `${item.name} (me)` : item.name
				}, item.id))
			})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "text-sm text-slate-600",
				children: ["Posting as ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", {
					className: "text-slate-900",
					children: actor.name
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${id}-text`,
					className: "sr-only",
					children: "What do you want to share?"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
					id: `${id}-text`,
					rows: 4,
					maxLength: POST_MAX_LENGTH,
					value: content,
					onChange: (event) => setContent(event.target.value),
					placeholder: "What do you want to share?",
					"aria-describedby": `${id}-count`,
					className: inputClass
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					id: `${id}-count`,
					className: "mt-1 text-right text-xs tabular-nums text-slate-600",
					children: [
						content.length,
						"/",
						POST_MAX_LENGTH
					]
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostImageUploads, { state: uploads }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex justify-end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					disabled,
					className: buttonClass("primary"),
					children: makePost.isPending ? "Posting…" : uploads.uploading ? "Uploading…" : "Post"
				})
			})
		]
	});
}
// src/features/posts/components/post-feed.tsx
/** Whether the element is on screen (or near it). */
function useOnScreen() {
	const ref = (0, import_react.useRef)(null);
	const [visible, setVisible] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		const element = ref.current;
		if (!element) return;
		const observer = new IntersectionObserver(([entry]) => setVisible(!!entry?.isIntersecting), { rootMargin: "400px 0px" });
		observer.observe(element);
		return () => observer.disconnect();
	});
	return [ref, visible];
}
/**
* Posts newest first with 'Load more post' (spec part 2, sections 2.5 and 4): the button also fires by itself
* 4 s after the last load while it is on screen, so reading down the list keeps loading without hammering the
* API from a tab left open at the top.
*/
function PostFeed({ query, renderPost, errorText, emptyText, label }) {
	const [sentinel, visible] = useOnScreen();
	const { hasNextPage, isFetchingNextPage, isError, dataUpdatedAt, fetchNextPage } = query;
	(0, import_react.useEffect)(() => {
		if (!visible || !hasNextPage || isFetchingNextPage || isError) return;
		const timer = setTimeout(() => void fetchNextPage(), Math.max(0, dataUpdatedAt + NEWSFEED_AUTO_LOAD_MS - Date.now()));
		return () => clearTimeout(timer);
	}, [
		visible,
		hasNextPage,
		isFetchingNextPage,
		isError,
		dataUpdatedAt,
		fetchNextPage
	]);
	if (query.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "status",
		"aria-label": "Loading posts",
		className: "space-y-4",
		children: [0, 1].map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-40 animate-pulse rounded-xl bg-slate-200" }, key))
	});
	if (query.isError && !query.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		role: "alert",
		className: "rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200",
		children: [
			errorText,
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => void query.refetch(),
				className: "font-semibold text-brand-700 underline",
				children: "Try again"
			})
		]
	});
	const seen = /* @__PURE__ */ new Set();
	const posts = (query.data?.pages ?? []).flatMap((page) => page.posts).filter((post) => !seen.has(post.postID) && !!seen.add(post.postID));
	if (posts.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200",
		children: emptyText
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-label": label,
		className: "space-y-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "space-y-4",
			children: posts.map((post) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: renderPost(post) }, post.postID))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			ref: sentinel,
			className: "flex flex-col items-center gap-2 py-2",
			children: [query.isFetchNextPageError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "text-sm text-slate-700",
				children: errorText
			}), hasNextPage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => void fetchNextPage(),
				disabled: isFetchingNextPage,
				className: buttonClass("outline"),
				children: isFetchingNextPage ? "Loading…" : "Load more post"
			})]
		})]
	});
}
export { POST_MESSAGES as a, useTimeline as i, PostComposer as n, useNewsfeed as r, PostFeed as t };

//# sourceMappingURL=post-feed-BNyKI7pW.js.map