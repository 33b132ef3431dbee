import { createParser } from 'eventsource-parser';
import { useEffect, useRef } from 'react';
import { ApiError, openApiStream } from './http';

/** One event of a Server-Sent Events stream: its type (`message` when unnamed), id and parsed JSON data. */
export interface LiveEvent {
  type: string;
  id?: string;
  data: unknown;
}

type Listener = (event: LiveEvent) => void;

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** The server sends a comment line at least this often; silence past it means a dead connection. */
const SILENCE_MS = 75_000;

/**
 * A shared SSE connection to one API path, read through fetch so the session header goes with it. It opens while
 * somebody listens and closes when the last one leaves. A dropped connection is reopened with exponential backoff
 * and jitter, from the server's `retry:` hint when it gave one (an instance that stops asks for a quick return,
 * through the balancer to another), sending the last event id so the server can replay what was missed; every
 * reopening also tells `onReconnect` listeners, who refetch in case the replay could not cover the gap.
 */
export class LiveStream {
  private listeners = new Set<Listener>();
  private reconnectListeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastEventId: string | undefined;
  private attempt = 0;
  private connectedBefore = false;
  /** The first reconnection delay the server asked for (SSE `retry:`), in place of FIRST_DELAY_MS. */
  private serverDelayMs: number | undefined;

  /** `open`: how the stream is opened (the API's, or a test's stand-in). */
  constructor(
    private readonly path: string,
    private readonly open: typeof openApiStream = openApiStream,
  ) {}

  subscribe(listener: Listener, onReconnect?: () => void) {
    this.listeners.add(listener);
    if (onReconnect) this.reconnectListeners.add(onReconnect);
    this.start();
    return () => {
      this.listeners.delete(listener);
      if (onReconnect) this.reconnectListeners.delete(onReconnect);
      if (this.listeners.size === 0) this.stop();
    };
  }

  private start() {
    if (this.controller || this.timer !== undefined) return;
    this.controller = new AbortController();
    void this.run(this.controller);
  }

  private stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    this.controller = null;
  }

  private async run(controller: AbortController) {
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const awake = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => controller.abort(), SILENCE_MS);
    };
    let retry = true;
    try {
      const body = await this.open(this.path, {
        lastEventId: this.lastEventId,
        signal: controller.signal,
      });
      awake();
      this.attempt = 0;
      if (this.connectedBefore) this.reconnectListeners.forEach((listener) => listener());
      this.connectedBefore = true;
      const parser = createParser({
        onEvent: (event) => this.dispatch(event),
        onComment: awake,
        onRetry: (ms) => {
          this.serverDelayMs = ms;
        },
      });
      const reader = body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        awake();
        parser.feed(value);
      }
    } catch (error) {
      // A 4xx (no session, forbidden) will not cure itself by reconnecting.
      retry = !(
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429
      );
    } finally {
      clearTimeout(watchdog);
    }
    // Stopped, or already replaced by a newer connection.
    if (this.controller !== controller) return;
    this.controller = null;
    if (this.listeners.size === 0 || !retry) return;
    const first = this.serverDelayMs ?? FIRST_DELAY_MS;
    const delay = Math.min(MAX_DELAY_MS, first * 2 ** this.attempt) * (0.5 + Math.random() / 2);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.listeners.size) this.start();
    }, delay);
  }

  private dispatch(event: { id?: string; event?: string; data: string }) {
    if (event.id) this.lastEventId = event.id;
    let data: unknown = event.data;
    try {
      data = JSON.parse(event.data);
    } catch {
      // Not JSON: hand the text over as it came.
    }
    const live: LiveEvent = { type: event.event ?? 'message', id: event.id, data };
    this.listeners.forEach((listener) => listener(live));
  }
}

/**
 * Listens to `stream` while `enabled`; the latest handlers are used without reopening the subscription, so a
 * component may pass inline functions.
 */
export function useLiveStream(
  stream: LiveStream,
  enabled: boolean,
  onEvent: Listener,
  onReconnect?: () => void,
) {
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });
  useEffect(() => {
    if (!enabled) return;
    return stream.subscribe(
      (event) => handlers.current.onEvent(event),
      () => handlers.current.onReconnect?.(),
    );
  }, [stream, enabled]);
}
