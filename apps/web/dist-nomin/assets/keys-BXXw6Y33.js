// src/features/messages/api/keys.ts
/** Query keys of the messages feature; everything under `requests` is refetched when the live stream reconnects. */
var messageKeys = {
	all: ["requests"],
	threads: (ubid) => [
		"requests",
		"threads",
		ubid ?? "me"
	],
	messages: (rid, bid) => [
		"requests",
		"messages",
		rid,
		bid ?? "me"
	],
	unread: () => ["requests", "unread"]
};
export { messageKeys as t };

//# sourceMappingURL=keys-BXXw6Y33.js.map