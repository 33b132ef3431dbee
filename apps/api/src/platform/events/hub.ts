import type { Db } from '@tradeforge/db';
import { listenToChannel } from './listener';
import { latestEventId, readEventsOfSession, type StoredEvent } from './store';

export interface EventHubOptions {
  db: Db;
  log: { warn(object: object, message: string): void };
  /** Wait before reconnecting a lost LISTEN connection. */
  reconnectDelayMs?: number;
}

export interface StreamTarget {
  userId: string;
  /** The session the stream was opened with: the stream lives only as long as it. */
  sessionId: string;
  send(event: StoredEvent): void;
  /** Ends the stream: its session was revoked, expired or deleted. */
  end(): void;
}

interface Subscriber extends StreamTarget {
  lastId: number;
  pulling: boolean;
  again: boolean;
}

export type EventHub = ReturnType<typeof createEventHub>;

/**
 * This instance's side of live events: one LISTEN connection (outside the pool) on channel `app_events`, and the
 * open streams of this instance by user. A notification names a user and an event id; the streams of that user
 * read their rows after the last one they sent, so order holds and a burst becomes one query per stream. After a
 * lost connection every stream catches up from the table the same way, so nothing is lost in between.
 *
 * A stream lives as long as its session: a revoked or deleted session is announced on the same channel
 * (`user:session-ended:session`, migration session_end_notify), and every read of a batch checks the session in
 * the same statement, which covers an expiry, an announcement missed while the connection was down, and a
 * revocation committed while the stream was starting.
 */
export function createEventHub({ db, log, reconnectDelayMs = 1000 }: EventHubOptions) {
  const byUser = new Map<string, Set<Subscriber>>();
  const listener = listenToChannel({
    db,
    channel: 'app_events',
    log,
    reconnectDelayMs,
    onNotification: (payload) => {
      const [userId, what, sessionId] = payload.split(':');
      if (!userId) return;
      for (const subscriber of byUser.get(userId) ?? []) {
        if (what !== 'session-ended') void pull(subscriber);
        else if (subscriber.sessionId === sessionId) subscriber.end();
      }
    },
    // After a lost connection every stream catches up from the table.
    onConnected: wakeAll,
  });

  async function pull(subscriber: Subscriber) {
    if (subscriber.pulling) {
      subscriber.again = true;
      return;
    }
    subscriber.pulling = true;
    try {
      do {
        subscriber.again = false;
        const { alive, events } = await readEventsOfSession(db, {
          userId: subscriber.userId,
          sessionId: subscriber.sessionId,
          afterId: subscriber.lastId,
        });
        if (!alive) {
          subscriber.end();
          return;
        }
        for (const event of events) {
          subscriber.lastId = event.id;
          subscriber.send(event);
        }
        if (events.length === 500) subscriber.again = true;
      } while (subscriber.again);
    } catch (error) {
      log.warn({ err: error }, 'reading live events failed');
    } finally {
      subscriber.pulling = false;
    }
  }

  function wakeAll() {
    for (const subscribers of byUser.values()) for (const subscriber of subscribers) void pull(subscriber);
  }

  const ensureConnected = () => listener.ensureConnected();

  return {
    /**
     * Where a stream starts: after `afterId` when resuming, otherwise after the user's newest event. Listening
     * starts first, so anything committed after the answer reaches the stream.
     */
    async startingPoint(userId: string, afterId: number | undefined) {
      await ensureConnected();
      return afterId ?? (await latestEventId(db, userId));
    },

    /**
     * Sends the user's events after `afterId` (replaying stored ones first) while the session lives, then calls
     * `end`. Answers the unsubscribe function.
     */
    async subscribe(target: StreamTarget, afterId: number) {
      await ensureConnected();
      const subscriber: Subscriber = { ...target, lastId: afterId, pulling: false, again: false };
      const { userId } = target;
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(subscriber);
      void pull(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      };
    },

    /** Open streams on this instance. */
    get size() {
      let count = 0;
      for (const set of byUser.values()) count += set.size;
      return count;
    },

    async close() {
      byUser.clear();
      await listener.close();
    },
  };
}
