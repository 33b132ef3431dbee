import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as MessageCircle } from "./message-circle-DOGa-2-_.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { i as Share2, r as copyLink, t as LikeButton } from "./like-button-CezW6fhs.js";
import { t as UserRound } from "./user-round-yRVZLcpP.js";
import { i as Link, n as href } from "./paths-BVsv1d7S.js";
import { a as DialogOverlay, c as DialogTrigger, i as DialogDescription, n as DialogClose, o as DialogPortal, r as DialogContent, s as DialogTitle, t as Dialog } from "./dist-CVs-TAWR.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as ChevronRight } from "./chevron-right-p_MCsZYu.js";
import { t as X } from "./x-CdefWJBa.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
import { t as Trash } from "./trash-D8l9rHpq.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { t as Comments } from "./comments-C5DMK2SI.js";
// ../../node_modules/lucide-react/dist/esm/icons/chevron-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "chevron-left",
	size: 24,
	node: [["path", {
		d: "m15 18-6-6 6-6",
		key: "1wnfg3"
	}]]
};
__iconData.node;
var ChevronLeft = createLucideIcon(__iconData);
// src/features/posts/components/post-images.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var thumbOf = (image) => image.versions?.medium?.url ?? image.url;
var navButton = "absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white";
/**
* A post's pictures as a grid of buttons; each opens the lightbox (Radix Dialog: focus kept inside, Escape and the
* backdrop close it), where arrows and the arrow keys go through the set.
*/
function PostImages({ images, label }) {
	const [open, setOpen] = (0, import_react.useState)(null);
	if (images.length === 0) return null;
	const count = images.length;
	const move = (step) => setOpen((index) => index === null ? null : (index + step + count) % count);
	const current = open === null ? void 0 : images[open];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: `grid gap-1 overflow-hidden rounded-lg ${count > 1 ? "grid-cols-2" : "grid-cols-1"}`,
		children: images.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
			className: count === 3 && index === 0 ? "col-span-2" : void 0,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => setOpen(index),
				className: "block w-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600",
				"aria-label": `Open picture ${index + 1} of ${count}`,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: thumbOf(image),
					alt: "",
					loading: "lazy",
					className: `w-full bg-slate-100 object-cover ${count === 1 ? "max-h-[28rem]" : "aspect-[4/3]"}`
				})
			})
		}, image.url))
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: open !== null,
		onOpenChange: (value) => !value && setOpen(null),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogPortal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogOverlay, { className: "fixed inset-0 z-40 bg-slate-950/90" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			className: "fixed inset-0 z-50 flex items-center justify-center p-4 sm:p-10",
			onKeyDown: (event) => {
				if (event.key === "ArrowRight") move(1);
				if (event.key === "ArrowLeft") move(-1);
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					className: "sr-only",
					children: label
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogDescription, {
					className: "sr-only",
					children: [
						"Picture ",
						(open ?? 0) + 1,
						" of ",
						count
					]
				}),
				current && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: current.url,
					alt: `Picture ${(open ?? 0) + 1} of ${count}: ${label}`,
					className: "max-h-full max-w-full rounded-md object-contain"
				}),
				count > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					onClick: () => move(-1),
					className: `${navButton} left-3`,
					"aria-label": "Previous picture",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeft, {
						"aria-hidden": true,
						className: "size-6"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					onClick: () => move(1),
					className: `${navButton} right-3`,
					"aria-label": "Next picture",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
						"aria-hidden": true,
						className: "size-6"
					})
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogClose, {
					className: "absolute right-3 top-3 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-800 hover:bg-white",
					"aria-label": "Close picture",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						"aria-hidden": true,
						className: "size-6"
					})
				})
			]
		})] })
	})] });
}
// src/features/posts/components/post-text.tsx
var LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'}]/gi;
/** Splits text into plain parts and links. */
function splitLinks(text) {
	const parts = [];
	let last = 0;
	for (const match of text.matchAll(LINK)) {
		if (match.index > last) parts.push({ text: text.slice(last, match.index) });
		const link = match[0];
		parts.push({
			text: link,
			href: /^https?:/i.test(link) ? link : `https://${link}`
		});
		last = match.index + link.length;
	}
	if (last < text.length) parts.push({ text: text.slice(last) });
	return parts;
}
/**
* A post's text with its web addresses as links. React escapes every part, so markup in a post is shown as typed;
* only http(s) targets are made, and they open apart from the site without passing it on.
*/
function PostText({ text }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "whitespace-pre-line break-words text-slate-800",
		children: splitLinks(text).map((part, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: part.href ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
			href: part.href,
			target: "_blank",
			rel: "noopener noreferrer nofollow ugc",
			className: "font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800",
			children: part.text
		}) : part.text }, index))
	});
}
// src/features/posts/api/remove-post.ts
/** DELETE /social/posts/remove-post {postID}. */
var removePost = (postID) => apiRequest("/social/posts/remove-post", {
	method: "DELETE",
	body: { postID }
});
function useRemovePost() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: removePost,
		onSuccess: (_, postID) => {
			queryClient.removeQueries({ queryKey: [
				"posts",
				"post",
				postID
			] });
			return queryClient.invalidateQueries({ queryKey: ["posts"] });
		}
	});
}
// src/features/posts/components/remove-post-button.tsx
/** Remove post, after a confirmation; the lists refetch without the post. */
function RemovePostButton({ postID, onRemoved }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const remove = useRemovePost();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onOpenChange: setOpen,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogTrigger, {
			className: "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-600 hover:bg-rose-50 hover:text-rose-700",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
				"aria-hidden": true,
				className: "size-4"
			}), " Remove post"]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogPortal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogOverlay, { className: "fixed inset-0 z-40 bg-slate-900/50" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			className: "fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					className: "text-lg font-semibold text-slate-900",
					children: "Remove this post?"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, {
					className: "mt-2 text-sm text-slate-700",
					children: "Its likes, comments and pictures are removed with it. This cannot be undone."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-5 flex justify-end gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogClose, {
						className: buttonClass("ghost"),
						children: "Cancel"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						disabled: remove.isPending,
						className: `${buttonClass("primary")} bg-rose-600 hover:bg-rose-700`,
						onClick: () => remove.mutate(postID, {
							onSuccess: () => {
								setOpen(false);
								toast.success("Post removed");
								onRemoved?.();
							},
							onError: () => toast.error("An error occurred while removing the post.")
						}),
						children: remove.isPending ? "Removing…" : "Remove"
					})]
				})
			]
		})] })]
	});
}
// src/features/posts/components/post-card.tsx
var dateFormat = new Intl.DateTimeFormat("en-US", {
	dateStyle: "medium",
	timeStyle: "short"
});
function authorOf(post) {
	const { author } = post;
	const person = `${author.firstName} ${author.lastName}`;
	if (author.businessID) return {
		name: author.companyName ?? "Business",
		photo: author.businessPhoto,
		link: href.business(author.companyName ?? "", author.businessID),
		byline: `Posted by ${person}`
	};
	return {
		name: person,
		photo: author.profilePhoto,
		link: href.publicProfile(author.userID),
		byline: void 0
	};
}
/**
* A post (spec part 1, section 2, post card): author with photo and link, time, text, pictures, then what the page
* composes (`actions` beside share, e.g. the like button; `children` below, e.g. comments) and, for those
* allowed, remove.
*/
function PostCard({ post, actions, children, onRemoved }) {
	const author = authorOf(post);
	const photo = author.photo?.versions?.thumb?.url ?? author.photo?.url;
	const postLink = href.post(post.postID);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		"aria-label": `Post by ${author.name}`,
		className: "rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "flex items-start gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: author.link,
					className: "shrink-0",
					tabIndex: -1,
					"aria-hidden": true,
					children: photo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						src: photo,
						alt: "",
						className: "size-11 rounded-full object-cover ring-1 ring-slate-200"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "grid size-11 place-items-center rounded-full bg-brand-50 text-brand-600",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserRound, { className: "size-6" })
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: author.link,
						className: "block truncate font-semibold text-slate-900 hover:text-brand-700",
						children: author.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "text-xs text-slate-600",
						children: [author.byline && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [author.byline, " · "] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: postLink,
							className: "hover:underline",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: post.createdAt,
								children: dateFormat.format(new Date(post.createdAt))
							})
						})]
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-3 space-y-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostText, { text: post.content }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostImages, {
					images: post.images,
					label: `Picture of a post by ${author.name}`
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("footer", {
				className: "mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3",
				children: [
					actions,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						onClick: () => void copyLink(`${window.location.origin}${postLink}`, "Post Link copied!"),
						className: "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Share2, {
							"aria-hidden": true,
							className: "size-4"
						}), " Share"]
					}),
					post.canRemove && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "ml-auto",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemovePostButton, {
							postID: post.postID,
							onRemoved
						})
					})
				]
			}),
			children
		]
	});
}
// src/app/posts/post-with-social.tsx
/**
* A post with the social feature's like button and comments (resource type post). Comments open on demand in
* lists, so a page of posts does not load ten comment threads; the post page shows them open.
*/
function PostWithSocial({ post, commentsOpen = false, onRemoved }) {
	const [open, setOpen] = (0, import_react.useState)(commentsOpen);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostCard, {
		post,
		onRemoved,
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LikeButton, {
			type: "post",
			resourceID: post.postID
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
			type: "button",
			"aria-expanded": open,
			onClick: () => setOpen((value) => !value),
			className: "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageCircle, {
				"aria-hidden": true,
				className: "size-4"
			}), " Comments"]
		})] }),
		children: open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mt-3",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Comments, {
				resourceID: post.postID,
				resourceType: "post"
			})
		})
	});
}
export { PostWithSocial as t };

//# sourceMappingURL=post-with-social-Ck-5T6w8.js.map