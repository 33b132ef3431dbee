/** Query keys of the messages feature; everything under `requests` is refetched when the live stream reconnects. */
export const messageKeys = {
  all: ['requests'] as const,
  threads: (ubid: string | undefined) => ['requests', 'threads', ubid ?? 'me'] as const,
  messages: (rid: string, bid: string | undefined) => ['requests', 'messages', rid, bid ?? 'me'] as const,
  unread: () => ['requests', 'unread'] as const,
};
