import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '@tradeforge/db';
import { startS3Store } from '../../apps/api/test/s3/store';
import { answers200, startChild, stopChild, waitUntil, type Child } from './processes';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUCKET = 'tradeforge';
const S3_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface ClusterOptions {
  /** The balancer's port, the one users reach; instances listen on the next three, the bucket on port + 9. */
  port: number;
  /** The cluster's data folder: PostgreSQL, the bucket, each instance's DATA_DIR, logs. */
  dataDir: string;
  /** Settings every instance gets on top of the cluster's own (the load test raises some limits). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: Child | undefined;
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** Settings that must be equal on every instance, made once per data folder and kept there (mode 0600). */
async function readOrCreateSecrets(file: string): Promise<{ secretsKey: string; dbPassword: string }> {
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8'));
  const secrets = {
    secretsKey: randomBytes(32).toString('base64'),
    dbPassword: randomBytes(18).toString('base64url'),
  };
  await writeFile(file, `${JSON.stringify(secrets)}\n`, { mode: 0o600 });
  return secrets;
}

/** The site's own role and database on the server, as an operator would create them on an external PostgreSQL. */
async function createRoleAndDatabase(adminUrl: string, password: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const role = await admin.query(`select 1 from pg_roles where rolname = 'tradeforge'`);
    if (role.rowCount === 0) await admin.query(`create role tradeforge login password '${password}'`);
    const database = await admin.query(`select 1 from pg_database where datname = 'tradeforge'`);
    if (database.rowCount === 0) await admin.query('create database tradeforge owner tradeforge');
  } finally {
    await admin.end();
  }
}

/** Processes a killed run of the cluster tool left behind (its instances and HAProxy), ended before a new start. */
function stopLeftovers(pidFile: string, log: (line: string) => void) {
  if (!existsSync(pidFile)) return;
  for (const pid of JSON.parse(readFileSync(pidFile, 'utf8')) as number[]) {
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!command.includes('scripts/start.mjs') && !command.includes('haproxy')) continue;
    log(`Stopping process ${pid} left by an earlier run`);
    process.kill(pid, 'SIGKILL');
  }
}

/**
 * Starts the cluster: one PostgreSQL server (the embedded binaries run standalone in `dataDir/postgres`, standing
 * in for an external one: the instances know it only by DATABASE_URL), the S3 store, three instances of the site
 * (the first alone, so that it migrates and loads the demo set before the others start), and HAProxy in front.
 */
export async function startCluster({ port, dataDir, env = {}, log = console.log }: ClusterOptions) {
  const logs = path.join(dataDir, 'logs');
  await mkdir(logs, { recursive: true });
  const pidFile = path.join(dataDir, 'pids.json');
  stopLeftovers(pidFile, log);
  const secrets = await readOrCreateSecrets(path.join(dataDir, 'secrets.json'));
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => log(`stop: ${String(error)}`));
    stops.length = 0;
  };
  try {
    const postgres = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), log });
    stops.push(() => postgres.stop());
    await createRoleAndDatabase(postgres.adminUrl, secrets.dbPassword);
    const databaseUrl = postgres.urlFor('tradeforge', { user: 'tradeforge', password: secrets.dbPassword });
    log(`PostgreSQL: ${databaseUrl.replace(/:[^:@]+@/, ':***@')}`);

    await mkdir(path.join(dataDir, 's3'), { recursive: true });
    const s3 = await startS3Store({ bucket: BUCKET, directory: path.join(dataDir, 's3'), port: port + 9 });
    stops.push(() => s3.close());
    log(`S3: ${s3.endpoint}/${BUCKET}`);

    const publicUrl = `http://localhost:${port}`;
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SECRETS_KEY: secrets.secretsKey,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '127.0.0.1',
      STOP_DELAY_SECONDS: '3',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      ...S3_KEYS,
      LOG_LEVEL: 'warn',
      ...env,
    };
    const instances: Instance[] = [1, 2, 3].map((n) => ({
      name: `app${n}`,
      port: port + n,
      url: `http://127.0.0.1:${port + n}`,
      child: undefined,
    }));
    const savePids = () =>
      writeFile(
        pidFile,
        JSON.stringify(
          [...instances.map((instance) => instance.child), ...balancer].flatMap((child) =>
            child?.process.pid ? [child.process.pid] : [],
          ),
        ),
      );
    const balancer: Child[] = [];

    /** Starts an instance (building the site first if needed, as `npm start` does) and waits until it is ready. */
    const startInstance = async (instance: Instance, extra: Record<string, string> = {}) => {
      instance.child = startChild(
        instance.name,
        process.execPath,
        ['--max-semi-space-size=64', '--heap-growing-percent=50', 'scripts/start.mjs'],
        {
          cwd: root,
          env: {
            ...shared,
            PORT: String(instance.port),
            DATA_DIR: path.join(dataDir, instance.name),
            DEMO_DATA: 'false',
            ...extra,
          },
          logFile: path.join(logs, `${instance.name}.log`),
        },
      );
      await savePids();
      const child = instance.child;
      await Promise.race([
        waitUntil(`${instance.name} ready`, () => answers200(`${instance.url}/api/ready`), 300_000),
        child.exited.then((code) => {
          throw new Error(
            `${instance.name} exited (${code}); see ${path.join(logs, `${instance.name}.log`)}`,
          );
        }),
      ]);
    };
    stops.push(() => Promise.all(instances.map((instance) => instance.child && stopChild(instance.child))));

    // The first instance migrates the new database and loads the demo set before the others start.
    const demo = env.DEMO_DATA ?? 'true';
    log(
      `Starting ${instances[0]!.name} (migrations${demo === 'true' ? ', demo data' : ''}; builds the site first if needed)...`,
    );
    await startInstance(instances[0]!, { DEMO_DATA: demo });
    log(`Starting ${instances[1]!.name} and ${instances[2]!.name}...`);
    await Promise.all(instances.slice(1).map((instance) => startInstance(instance)));

    const haproxy = startChild(
      'haproxy',
      'haproxy',
      ['-db', '-f', path.join(root, 'scripts/cluster/haproxy.cfg')],
      {
        cwd: dataDir,
        env: {
          ...process.env,
          TRADEFORGE_LISTEN: `127.0.0.1:${port}`,
          ...Object.fromEntries(
            instances.map((instance, i) => [`TRADEFORGE_INSTANCE_${i + 1}`, `127.0.0.1:${instance.port}`]),
          ),
        },
        logFile: path.join(logs, 'haproxy.log'),
      },
    );
    balancer.push(haproxy);
    stops.push(() => stopChild(haproxy));
    await savePids();
    await waitUntil('HAProxy answering', () => answers200(`http://127.0.0.1:${port}/api/ready`), 20_000);

    return {
      url: `http://127.0.0.1:${port}`,
      publicUrl,
      databaseUrl,
      instances,
      logs,
      startInstance,
      /** Stops HAProxy, the instances (SIGTERM, gracefully), the store and PostgreSQL, in that order. */
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
