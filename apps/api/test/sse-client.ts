import type { EventSourceMessage } from 'eventsource-parser';
import { EventSourceParserStream } from 'eventsource-parser/stream';

export interface ReceivedEvent {
  id: number;
  kind: string;
  data: Record<string, unknown>;
  at: number;
}

/** Reads a Server-Sent Events response through fetch, as the web client does (so headers can be sent), with the
 * web client's parser. */
export async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let comments = 0;
  let done = false;
  const reading = (async () => {
    const messages = response
      .body!.pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream({ onComment: () => comments++ }));
    try {
      for await (const message of messages as unknown as AsyncIterable<EventSourceMessage>) {
        events.push({
          id: Number(message.id),
          kind: message.event ?? 'message',
          data: JSON.parse(message.data),
          at: performance.now(),
        });
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted
    }
    done = true;
  })();
  return {
    response,
    events,
    get comments() {
      return comments;
    },
    /** The stream has ended: the server closed it, or `close` aborted it. */
    get done() {
      return done;
    },
    /** Resolves with the first event matching, failing after `timeoutMs`. */
    waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs = 5000): Promise<ReceivedEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.kind))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
