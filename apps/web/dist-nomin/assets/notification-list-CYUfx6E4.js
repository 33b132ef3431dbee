import { r as describeNotification, t as notificationKeys } from "./keys-BkIvjV-X.js";
import { i as Link, n as href } from "./paths-BVsv1d7S.js";
import { t as buttonClass } from "./button-BbxdDwER.js";
import { t as useMutation } from "./useMutation-CeL2jWKw.js";
import { A as useQueryClient, n as apiRequest } from "./http-4wuBHQRk.js";
import { n as infiniteQueryOptions, t as useInfiniteQuery } from "./useInfiniteQuery-NKNJWvl5.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// src/features/notifications/api/get-notifications.ts
/** GET /notifications?cursor=: a page of my notifications (20), newest activity first, and my unread count. */
var getNotifications = (cursor, signal) => apiRequest(`/notifications${cursor ? `?${new URLSearchParams({ cursor }).toString()}` : ""}`, { signal });
var notificationsQueryOptions = () => infiniteQueryOptions({
	queryKey: notificationKeys.list(),
	queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
	initialPageParam: void 0,
	getNextPageParam: (last) => last.nextCursor ?? void 0
});
var useNotifications = (enabled) => useInfiniteQuery({
	...notificationsQueryOptions(),
	enabled
});
/** The unread count is the newest page's. */
var unreadOf = (data) => data?.pages[0]?.unread ?? 0;
// src/features/notifications/api/mark-read.ts
/** POST /notifications/read: `{ ids }` or `{ all: true }`; answers the new unread count. */
var markNotificationsRead = (body) => apiRequest("/notifications/read", {
	method: "POST",
	body
});
/** Marks read at once in the loaded pages (the server's answer then sets the count). */
function useMarkNotificationsRead() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: markNotificationsRead,
		onMutate: (body) => queryClient.setQueryData(notificationKeys.list(), (current) => current ? {
			...current,
			pages: current.pages.map((page) => ({
				...page,
				notifications: page.notifications.map((item) => "all" in body || body.ids.includes(item.id) ? {
					...item,
					read: true
				} : item)
			}))
		} : current),
		onSuccess: ({ unread }) => setUnread(queryClient, unread),
		onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() })
	});
}
function setUnread(queryClient, unread) {
	queryClient.setQueryData(notificationKeys.list(), (current) => current?.pages[0] ? {
		...current,
		pages: [{
			...current.pages[0],
			unread
		}, ...current.pages.slice(1)]
	} : current);
}
// src/features/notifications/components/notification-link.ts
/** Where a notification leads: its object's page (a comment's post or product; a thread in the right inbox). */
function notificationHref({ kind, object }) {
	const { businessID, companyName = "", productID, productName = "", postID } = object;
	if (kind === "membership" && businessID) return href.businessMembership(businessID);
	switch (object.type) {
		case "business": return href.business(companyName, object.id);
		case "product": return href.product(companyName, productName, object.id);
		case "post": return href.post(object.id);
		case "comment":
			if (postID) return href.post(postID);
			return productID ? href.product(companyName, productName, productID) : void 0;
		case "thread": return object.side === "R" && businessID ? href.businessRequests(businessID, object.id) : href.myMessages(object.id);
	}
}
// src/features/notifications/components/notification-list.tsx
var import_jsx_runtime = require_jsx_runtime();
var dateFormat = new Intl.DateTimeFormat("en-US", {
	dateStyle: "medium",
	timeStyle: "short"
});
function Line({ item, onOpen }) {
	const markRead = useMarkNotificationsRead();
	const target = notificationHref(item);
	const open = () => {
		if (!item.read) markRead.mutate({ ids: [item.id] });
		onOpen?.();
	};
	const body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: "block text-slate-800",
		children: describeNotification(item)
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
		dateTime: item.updatedAt,
		className: "block text-xs text-slate-600",
		children: dateFormat.format(new Date(item.updatedAt))
	})] });
	const shared = `block rounded-md px-3 py-2 pl-6 text-sm relative ${item.read ? "" : "bg-brand-50"}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [!item.read && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"aria-hidden": true,
		className: "absolute mt-3.5 ml-2.5 size-2 rounded-full bg-brand-600"
	}), target ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
		to: target,
		onClick: open,
		className: `${shared} hover:bg-slate-100`,
		children: [!item.read && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "sr-only",
			children: "Unread: "
		}), body]
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: shared,
		children: body
	})] });
}
/** My notifications, paged with Load more, with Mark all as read; `onOpen` runs when one is followed. */
function NotificationList({ enabled = true, onOpen }) {
	const list = useNotifications(enabled);
	const markRead = useMarkNotificationsRead();
	if (list.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "px-3 py-2 text-sm text-slate-600",
		children: "Loading notifications…"
	});
	if (list.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "px-3 py-2 text-sm text-slate-700",
		children: "Your notifications could not be loaded, please try again."
	});
	const items = list.data.pages.flatMap((page) => page.notifications);
	const unread = list.data.pages[0]?.unread ?? 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-center justify-between px-3 pb-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-xs text-slate-600",
				children: unread ? `${unread} unread` : "All read"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: buttonClass("ghost", "sm"),
				disabled: unread === 0 || markRead.isPending,
				onClick: () => markRead.mutate({ all: true }),
				children: "Mark all as read"
			})]
		}),
		items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "px-3 py-2 text-sm text-slate-700",
			children: "You are all caught up. Likes, follows, comments and inquiries will appear here."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			"aria-label": "Notifications",
			className: "space-y-1",
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Line, {
				item,
				onOpen
			}, item.id))
		}),
		list.hasNextPage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: `${buttonClass("outline", "sm")} mt-2 w-full`,
			disabled: list.isFetchingNextPage,
			onClick: () => void list.fetchNextPage(),
			children: list.isFetchingNextPage ? "Loading…" : "Load more"
		})
	] });
}
export { useNotifications as i, setUnread as n, unreadOf as r, NotificationList as t };

//# sourceMappingURL=notification-list-CYUfx6E4.js.map