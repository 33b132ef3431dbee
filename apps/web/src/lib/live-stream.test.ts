import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { openApiStream } from './http';
import { LiveStream } from './live-stream';

/** A stream body that sends `text` and ends, as a server does when it stops. */
const endingWith = (text: string) =>
  new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

/** A stream body that stays open (the reconnection), until the test ends. */
const staying = () => new ReadableStream<Uint8Array<ArrayBuffer>>({ start() {} });

describe('LiveStream reconnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The jitter at its top: the delay is the whole backoff.
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['the retry the server asked for', 'retry: 300\n\nid: 7\ndata: {"n":1}\n\n', 300],
    ['one second without a hint', 'id: 7\ndata: {"n":1}\n\n', 1000],
  ])('comes back after %s, with the last event id', async (_, sent, delayMs) => {
    const open = vi.fn<typeof openApiStream>();
    open.mockResolvedValueOnce(endingWith(sent)).mockResolvedValue(staying());
    const events: unknown[] = [];
    const stop = new LiveStream('/events/stream', open).subscribe((event) => events.push(event.data));
    // The event arrives without the clock moving (vi.waitFor would move it).
    for (let turn = 0; turn < 100 && events.length === 0; turn++) await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ n: 1 }]);
    await vi.advanceTimersByTimeAsync(delayMs - 20);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[1]![1]).toMatchObject({ lastEventId: '7' });
    stop();
  });
});
