import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { commonErrorResponses, ErrorBody } from '@tradeforge/contracts';
import type { RouteAuth } from '../../lib/route-auth';
import type { EventHub } from './hub';

/** The reconnection delay a stream ended by a stopping instance suggests (SSE `retry:`). */
export const CLOSING_RETRY_MS = 500;

export interface EventStreamOptions {
  auth: RouteAuth;
  hub: EventHub;
  heartbeatMs?: number;
  /**
   * Streams end after this long, so an expired access token stops receiving; clients reconnect. A revoked session
   * ends its streams at once (the hub).
   */
  maxStreamMs?: number;
}

/**
 * `GET /events/stream`: the logged-in user's live events as Server-Sent Events (`id`, `event` = kind, `data` =
 * JSON). Authenticated with `wbn-auth` like every route (clients use fetch streaming); `Last-Event-ID` resumes
 * after that event, replaying what was stored meanwhile. The stream ends when its session does.
 */
export const eventStreamRoutes: FastifyPluginAsyncTypebox<EventStreamOptions> = async (
  app,
  { auth, hub, heartbeatMs = 20_000, maxStreamMs = 10 * 60_000 },
) => {
  // Ended streams tell EventSource-like clients to come back soon: the balancer sends them to another instance,
  // and their Last-Event-ID resumes where this one stopped.
  const open = new Set<(retryMs?: number) => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(CLOSING_RETRY_MS);
  });

  app.get(
    '/events/stream',
    {
      preHandler: auth.requireUser,
      schema: {
        tags: ['live events'],
        summary: 'Live events of the logged-in user (text/event-stream)',
        headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })) }),
        response: {
          200: Type.String({ description: 'text/event-stream' }),
          401: ErrorBody,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const userId = auth.userId(request);
      const header = request.headers['last-event-id'];
      // Listening and the starting point come before the headers: once a client has the answer, nothing it is
      // sent afterwards can be missed (and a database outage still answers 503 here).
      const afterId = await hub.startingPoint(userId, header ? Number(header) : undefined);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write('retry: 2000\n\n');
      let ended = false;
      let unsubscribe: (() => void) | undefined;
      const timers = [
        setInterval(() => raw.write(': ping\n\n'), heartbeatMs),
        setTimeout(() => end(), maxStreamMs),
      ];
      function end(retryMs?: number) {
        if (ended) return;
        ended = true;
        for (const timer of timers) clearTimeout(timer);
        unsubscribe?.();
        open.delete(end);
        if (retryMs === undefined) {
          raw.end();
          return;
        }
        // The instance is closing: the hint, then the connection too, which the stream's explicit keep-alive
        // would otherwise hold open (and with it the server's close) until the client let go.
        raw.end(`retry: ${retryMs}\n\n`, () => raw.socket?.destroy());
      }
      open.add(end);
      request.raw.on('close', () => end());
      try {
        const stop = await hub.subscribe(
          {
            userId,
            sessionId: auth.sessionId(request),
            send: (event) => {
              if (!ended)
                raw.write(
                  `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`,
                );
            },
            end,
          },
          afterId,
        );
        if (ended) stop();
        else unsubscribe = stop;
      } catch (error) {
        request.log.warn({ err: error }, 'live event stream failed to start');
        end();
      }
    },
  );
};
