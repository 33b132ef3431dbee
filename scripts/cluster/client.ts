import { randomBytes } from 'node:crypto';
import { createParser } from 'eventsource-parser';

/** What the test records of every request it makes through the balancer. */
export interface Call {
  method: string;
  path: string;
  status: number;
  /** The network error when there was no answer. */
  error?: string;
  startedAt: number;
  endedAt: number;
  servedBy: string | undefined;
  json: { success?: boolean; data?: Record<string, unknown>; error?: { message?: string } } | undefined;
}

export interface Session {
  userId: string;
  token: string;
  refreshToken: string;
  email: string;
}

export const PASSWORD = 'cluster test press 4000';

/** A client of the site at `base` (the balancer), sending `origin` as a browser on the site's origin would. */
export function createClient(base: string, origin: string) {
  async function call(
    method: string,
    path: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Call> {
    const startedAt = performance.now();
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          origin,
          ...(token ? { 'wbn-auth': token } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      let json: Call['json'];
      try {
        json = JSON.parse(text) as Call['json'];
      } catch {
        json = undefined;
      }
      return {
        method,
        path,
        status: response.status,
        startedAt,
        endedAt: performance.now(),
        servedBy: response.headers.get('x-served-by') ?? undefined,
        json,
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return {
        method,
        path,
        status: 0,
        error: cause ?? String(error),
        startedAt,
        endedAt: performance.now(),
        servedBy: undefined,
        json: undefined,
      };
    }
  }

  /**
   * The account pages' sign-in as a browser makes it: the page (its CSRF field and cookie), the form's post
   * (a 303 to /SetID/ with a hand-off code), then the code's exchange for a session. Each step may land on any
   * instance; `servedBy` lists where.
   */
  async function signInThroughPages(
    page: 'register' | 'login',
    form: Record<string, string>,
  ): Promise<Session & { servedBy: string[] }> {
    const state = randomBytes(18).toString('base64url');
    const query = new URLSearchParams({ continue: `${origin}/`, state });
    const shown = await fetch(`${base}/accounts/${page}?${query}`);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await shown.text())?.[1];
    const cookie = shown.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    if (!csrf) throw new Error(`${page} page without a CSRF field (${shown.status})`);
    const posted = await fetch(`${base}/accounts/${page}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrf, continue: `${origin}/`, state, ...form }),
    });
    const location = posted.headers.get('location');
    if (posted.status !== 303 || !location) throw new Error(`${page} answered ${posted.status}`);
    const code = new URL(location).searchParams.get('token');
    const exchanged = await call('POST', '/accounts/get-session', {
      body: { token: code, state, refreshTokenIn: 'body' },
    });
    const session = exchanged.json?.data as
      { token: string; refreshToken: string; userID: string } | undefined;
    if (exchanged.status !== 200 || !session) throw new Error(`get-session answered ${exchanged.status}`);
    return {
      userId: session.userID,
      token: session.token,
      refreshToken: session.refreshToken,
      email: form.email!,
      servedBy: [shown, posted]
        .map((r) => r.headers.get('x-served-by') ?? '?')
        .concat(exchanged.servedBy ?? '?'),
    };
  }

  return {
    call,
    register: (email: string, first: string, last: string) =>
      signInThroughPages('register', {
        firstName: first,
        lastName: last,
        email,
        password: PASSWORD,
        acceptTerms: 'on',
      }),
    logIn: (email: string) => signInThroughPages('login', { email, password: PASSWORD }),
  };
}

export type Client = ReturnType<typeof createClient>;

/**
 * A live event stream held the way the web client holds it (fetch streaming, `wbn-auth`), reconnecting after a
 * drop with `Last-Event-ID` after the delay the server's `retry:` asked for. It starts from event 0, so every event
 * of the user is expected; `received` is what arrived.
 */
export function holdStream(base: string, token: () => string) {
  const received = new Set<number>();
  const kinds: string[] = [];
  const served: string[] = [];
  let lastId = 0;
  let retryMs = 1000;
  let connections = 0;
  let resumes = 0;
  let stopped = false;
  let controller: AbortController | undefined;

  async function connectOnce() {
    controller = new AbortController();
    const response = await fetch(`${base}/api/events/stream`, {
      headers: { 'wbn-auth': token(), 'last-event-id': String(lastId) },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return;
    }
    connections += 1;
    if (connections > 1) resumes += 1;
    served.push(response.headers.get('x-served-by') ?? '?');
    const parser = createParser({
      onEvent: (event) => {
        const id = Number(event.id);
        if (!Number.isFinite(id)) return;
        received.add(id);
        kinds.push(event.event ?? 'message');
        lastId = Math.max(lastId, id);
      },
      onRetry: (ms) => (retryMs = ms),
    });
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
      parser.feed(decoder.decode(chunk, { stream: true }));
  }

  const running = (async () => {
    while (!stopped) {
      await connectOnce().catch(() => undefined);
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return {
    received,
    /** The kinds of the events received, in order. */
    kinds,
    served,
    /** Reconnections after a stream had been open: each resumed with Last-Event-ID. */
    get resumes() {
      return resumes;
    },
    async stop() {
      stopped = true;
      controller?.abort();
      await running;
    },
  };
}
