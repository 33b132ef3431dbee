import { A as Literal, K as Optional, N as Boolean, W as _Object_, _ as Union, et as _Array_, j as Integer, w as Null, y as String } from "./_add_immutable-Bc_qPmB1.js";
// ../../packages/contracts/src/notifications.ts
var Uuid = String({ format: "uuid" });
/** What a notification can be about; each kind has its own delivery setting. */
var NOTIFICATION_KINDS = [
	"like",
	"follow",
	"comment",
	"reply",
	"inquiry",
	"message",
	"membership"
];
var NotificationKind = Union([
	Literal("like"),
	Literal("follow"),
	Literal("comment"),
	Literal("reply"),
	Literal("inquiry"),
	Literal("message"),
	Literal("membership")
]);
var NOTIFICATION_KIND_LABELS = {
	like: "Likes of my businesses, products, posts and comments",
	follow: "New followers of my businesses",
	comment: "Comments on my products and posts",
	reply: "Replies to my comments",
	inquiry: "New inquiries to my businesses",
	message: "New messages in my conversations",
	membership: "Membership changes of my businesses"
};
var NotificationDelivery = Union([
	Literal("site"),
	Literal("mail"),
	Literal("digest"),
	Literal("off")
]);
var NotificationActor = _Object_({
	userID: Uuid,
	name: String(),
	businessID: Union([Uuid, Null()]),
	companyName: Union([String(), Null()])
});
/** The object a notification is about and what the list needs to name it and link to it. */
var NotificationObject = _Object_({
	type: Union([
		Literal("business"),
		Literal("product"),
		Literal("post"),
		Literal("comment"),
		Literal("thread")
	]),
	id: Uuid,
	title: String(),
	businessID: Optional(Uuid),
	companyName: Optional(String()),
	productID: Optional(Uuid),
	productName: Optional(String()),
	postID: Optional(Uuid),
	/** For a thread: the inbox side of the recipient, `R` (a business inbox) or `S` (sent requests). */
	side: Optional(Union([Literal("S"), Literal("R")])),
	/** For a membership event: what happened. */
	event: Optional(String())
});
var NotificationItem = _Object_({
	id: String(),
	kind: NotificationKind,
	object: NotificationObject,
	/** The newest actors (up to 3), newest first; `actorCount` counts them all. */
	actors: _Array_(NotificationActor),
	actorCount: Integer({ minimum: 0 }),
	read: Boolean(),
	createdAt: String(),
	updatedAt: String()
});
_Object_({ cursor: Optional(String({
	pattern: "^[0-9]{1,20}-[0-9]{1,18}$",
	description: "nextCursor of the previous page"
})) });
_Object_({
	notifications: _Array_(NotificationItem),
	unread: Integer({ minimum: 0 }),
	nextCursor: Union([String(), Null()])
});
Union([_Object_({ ids: _Array_(String({ pattern: "^[0-9]{1,18}$" }), {
	minItems: 1,
	maxItems: 100
}) }, { additionalProperties: false }), _Object_({ all: Literal(true) }, { additionalProperties: false })], { description: "{ ids } marks those notifications read; { all: true } marks every one" });
_Object_({ unread: Integer({ minimum: 0 }) });
var NotificationSetting = _Object_({
	kind: NotificationKind,
	delivery: NotificationDelivery
}, { additionalProperties: false });
_Object_({ settings: _Array_(NotificationSetting) });
_Object_({ settings: _Array_(NotificationSetting, {
	minItems: 1,
	maxItems: NOTIFICATION_KINDS.length
}) }, { additionalProperties: false });
var VERBS = {
	like: "liked",
	follow: "followed",
	comment: "commented on",
	reply: "replied to your comment",
	inquiry: "sent an inquiry to",
	message: "sent a message in",
	membership: ""
};
var MEMBERSHIP_EVENTS = {
	activated: "Your membership is active for",
	reminder: "Your membership ends soon for",
	expired: "Your membership ended for"
};
function actorName(actor) {
	return actor.companyName ?? actor.name;
}
/**
* The one line that names a notification, used by the header list and by the mails: "Ana Ruiz and 4 others liked
* Acme Pumps". The object's title is quoted for posts, comments and conversations (they are excerpts).
*/
function describeNotification(item) {
	const { kind, object, actors, actorCount } = item;
	const title = ["business", "product"].includes(object.type) ? object.title : `“${object.title}”`;
	if (kind === "membership") return `${MEMBERSHIP_EVENTS[object.event ?? ""] ?? "Membership news for"} ${title}`;
	const [first, second] = actors;
	const others = actorCount - (second && actorCount === 2 ? 2 : 1);
	const who = !first ? "Someone" : second && actorCount === 2 ? `${actorName(first)} and ${actorName(second)}` : others > 0 ? `${actorName(first)} and ${others} ${others === 1 ? "other" : "others"}` : actorName(first);
	if (kind === "reply") return `${who} ${VERBS.reply} ${title}`;
	return `${who} ${VERBS[kind]} ${title}`;
}
// src/features/notifications/api/keys.ts
/** Query keys of the notifications feature. */
var notificationKeys = {
	all: ["notifications"],
	list: () => ["notifications", "list"],
	settings: () => ["notifications", "settings"]
};
export { NOTIFICATION_KIND_LABELS as n, describeNotification as r, notificationKeys as t };

//# sourceMappingURL=keys-BkIvjV-X.js.map