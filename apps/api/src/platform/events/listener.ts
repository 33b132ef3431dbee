import pg from 'pg';
import type { Db } from '@tradeforge/db';

export interface ChannelListenerOptions {
  db: Db;
  /** The PostgreSQL channel to LISTEN on. */
  channel: string;
  log: { warn(object: object, message: string): void };
  /** Each notification's payload. */
  onNotification(payload: string): void;
  /** Listening (again): notifications sent while it was not may have been missed. */
  onConnected?(): void;
  /** The connection was lost: notifications are missed until `onConnected`. */
  onLost?(): void;
  /** Wait before reconnecting a lost connection. */
  reconnectDelayMs?: number;
}

export type ChannelListener = ReturnType<typeof listenToChannel>;

/**
 * One LISTEN connection of this instance on `channel`, outside the pool (it uses the pool's settings), connected on
 * the first `ensureConnected` and reconnected after a loss. NOTIFY is delivered after the sender's commit, so a
 * read started after a notification arrived sees what the notification announced.
 */
export function listenToChannel({
  db,
  channel,
  log,
  onNotification,
  onConnected,
  onLost,
  reconnectDelayMs = 1000,
}: ChannelListenerOptions) {
  // Written into the LISTEN statement as it is.
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  // Drizzle keeps its pool as `$client`.
  const poolOptions = (db as unknown as { $client: pg.Pool }).$client.options;
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...poolOptions });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      log.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting');
      onLost?.();
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    onConnected?.();
  }

  function scheduleReconnect() {
    if (closed) return;
    setTimeout(() => {
      if (closed || client) return;
      connecting = connect().catch((error: unknown) => {
        log.warn({ err: error, channel }, 'LISTEN connection failed; retrying');
        scheduleReconnect();
      });
    }, reconnectDelayMs).unref();
  }

  return {
    /**
     * Connects unless connected or connecting; resolves once listening. When the attempt fails the promise rejects
     * and the listener keeps trying in the background (a busy database may take longer than the connect timeout).
     */
    ensureConnected(): Promise<void> | undefined {
      if (client || closed || connecting) return connecting;
      connecting = connect().catch((error: unknown) => {
        log.warn({ err: error, channel }, 'LISTEN connection failed; retrying');
        scheduleReconnect();
        throw error;
      });
      return connecting;
    },

    /** Whether notifications arrive now. */
    get listening() {
      return client !== undefined;
    },

    async close() {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
