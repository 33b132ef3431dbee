import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB = 'http://localhost:3000';

export interface HostProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/**
 * Runs the real host (`src/main.ts` through tsx) as its own process on `dataDir`, with a stand-in web build, and
 * resolves once it listens. Durability is PostgreSQL's default: these tests kill processes.
 */
export async function startHost(dataDir: string, env: Record<string, string> = {}): Promise<HostProcess> {
  const webDist = path.join(dataDir, 'web');
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Tradeforge</title>');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DEMO_DATA: 'false',
      // Listening means ready: the search indexes are loaded first.
      SEARCH_MEMORY_INDEX: 'at-start',
      PUBLIC_URL: WEB,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`host exited (${code}) before listening:\n${output}`)));
  });
  return { child, base, output: () => output };
}

/** Ends a host and waits for it, whichever way it was asked to go. */
export async function stopHost(host: HostProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!host || host.child.exitCode !== null || host.child.signalCode !== null) return;
  const exited = new Promise((resolve) => host.child.once('exit', resolve));
  host.child.kill(signal);
  await exited;
}

/** The pid, in `postmaster.pid`, of the PostgreSQL running on the data folder. */
export function postmasterPid(dataDir: string): number {
  const file = readFileSync(path.join(dataDir, 'postgres', 'cluster', 'postmaster.pid'), 'utf8');
  return Number(file.split('\n')[0]);
}

/** A direct connection to the app database of the embedded server, as an operator would open one. */
export function connectToEmbedded(dataDir: string): pg.Client {
  const lines = readFileSync(path.join(dataDir, 'postgres', 'cluster', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'postgres', 'password'), 'utf8').trim();
  return new pg.Client({
    host: '127.0.0.1',
    port: Number(lines[3]),
    user: 'postgres',
    password,
    database: 'tradeforge',
  });
}

/** The login state a browser tab keeps in sessionStorage; the hand-off code is exchanged only with it. */
const HANDOFF_STATE = 'host-process-tab-state-0123456789';

/** Registers through the account pages and exchanges the hand-off code: what a browser does. */
export async function registerOverHttp(base: string, email: string) {
  const form = await fetch(`${base}/accounts/register?state=${HANDOFF_STATE}`);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())![1]!;
  const cookie = form.headers
    .getSetCookie()
    .find((c) => c.startsWith('tf_csrf='))!
    .split(';')[0]!;
  const registered = await fetch(`${base}/accounts/register`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: WEB },
    body: new URLSearchParams({
      _csrf: csrf,
      continue: `${WEB}/profile`,
      state: HANDOFF_STATE,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: 'cast iron pump housings',
      acceptTerms: 'yes',
    }),
  });
  const code = new URL(registered.headers.get('location')!).searchParams.get('token')!;
  const session = await fetch(`${base}/accounts/get-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB },
    body: JSON.stringify({ token: code, state: HANDOFF_STATE }),
  });
  const data = ((await session.json()) as { data: { token: string } }).data;
  const profile = await fetch(`${base}/api/user/profile`, { headers: { 'wbn-auth': data.token } });
  const user = ((await profile.json()) as { data: { userID: string } }).data;
  return { token: data.token, userId: user.userID };
}
