import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync, existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { postgresBinary, serverUser } from './binaries';
import { isAlive } from './leftover';

export interface PostmasterOptions {
  clusterDir: string;
  /** PostgreSQL's own log, kept on disk so that it outlives the host process. */
  logFile: string;
  args: string[];
  /** Used to see when the server accepts connections. */
  adminUrl: string;
  log: (line: string) => void;
  /** How often the server's state is read from `postmaster.pid` (see `watch`); tests make it short. */
  watchIntervalMs?: number;
}

const READY_TIMEOUT_MS = 120_000;
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
const WATCH_INTERVAL_MS = 2_000;

/** The state PostgreSQL writes on the last line of `postmaster.pid`: `starting`, `ready`, `stopping`, `standby`. */
function serverState(clusterDir: string): string | undefined {
  try {
    return readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').trimEnd().split('\n').at(-1)?.trim();
  } catch {
    return undefined;
  }
}

/**
 * Runs the embedded `postgres` as a child of this process and keeps it running: when it exits without being asked
 * to (killed, out of memory), it is started again at once, which runs PostgreSQL's crash recovery from the WAL, so
 * every acknowledged commit is back. Meanwhile queries fail with connection errors (the API answers 503 and
 * `/api/ready` says not ready) and the pool opens new connections when the server accepts them again.
 */
export class Postmaster {
  private child: ChildProcess | undefined;
  private stopping = false;
  private restarting: Promise<void> | undefined;
  /** How many times the server was started again after an unexpected exit. */
  restarts = 0;

  /** A host that exits without stopping the server (an uncaught error) still asks it to shut down. */
  private readonly onHostExit = () => {
    if (!this.stopping) this.child?.kill('SIGINT');
  };

  constructor(private readonly options: PostmasterOptions) {
    process.once('exit', this.onHostExit);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const child = this.spawnServer();
    await this.waitUntilReady(child);
    child.once('exit', (code, signal) => this.onExit(child, code, signal));
    this.watch(child);
  }

  /**
   * A smart shutdown that this process did not ask for (a SIGTERM from someone else, `pg_ctl stop -m smart`)
   * refuses new connections but waits for every open one to close, which the site's pools and listeners never do:
   * the site would answer 503 for good. Seen in the server's state, it is turned into a fast shutdown, which ends
   * the sessions and exits, and the server is then started again like after any other unexpected exit.
   */
  private watch(child: ChildProcess) {
    const timer = setInterval(() => {
      if (this.stopping || child !== this.child || serverState(this.options.clusterDir) !== 'stopping')
        return;
      clearInterval(timer);
      this.options.log('Embedded PostgreSQL began shutting down unasked; ending its sessions to restart it');
      child.kill('SIGINT');
    }, this.options.watchIntervalMs ?? WATCH_INTERVAL_MS);
    timer.unref();
    child.once('exit', () => clearInterval(timer));
  }

  private spawnServer(): ChildProcess {
    const { logFile } = this.options;
    if (existsSync(logFile) && statSync(logFile).size > LOG_ROTATE_BYTES)
      renameSync(logFile, `${logFile}.old`);
    const out = openSync(logFile, 'a');
    try {
      // Its own process group, so a Ctrl-C in the terminal reaches the host, which then stops the server in order.
      const child = spawn(postgresBinary(), ['-D', this.options.clusterDir, ...this.options.args], {
        ...serverUser(),
        stdio: ['ignore', out, out],
        detached: true,
        env: { ...process.env, LC_MESSAGES: 'C' },
      });
      this.child = child;
      return child;
    } finally {
      closeSync(out);
    }
  }

  private async waitUntilReady(child: ChildProcess): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < READY_TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `PostgreSQL exited while starting (code ${child.exitCode}, signal ${child.signalCode}); ` +
            `see ${this.options.logFile}`,
        );
      }
      const client = new pg.Client({
        connectionString: this.options.adminUrl,
        connectionTimeoutMillis: 2_000,
      });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => {});
        await sleep(100);
      }
    }
    child.kill('SIGKILL');
    throw new Error(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s`);
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (this.stopping || child !== this.child) return;
    this.options.log(
      `Embedded PostgreSQL exited unexpectedly (code ${code}, signal ${signal}); restarting it`,
    );
    this.restarting = this.restartUntilUp();
  }

  private async restartUntilUp(): Promise<void> {
    // Backends of the killed server leave within moments; until then a new server refuses the shared memory.
    for (let attempt = 0; !this.stopping; attempt++) {
      await sleep(Math.min(200 * 2 ** attempt, 3_000));
      if (this.stopping) return;
      try {
        await this.start();
        this.restarts++;
        this.options.log('Embedded PostgreSQL is running again');
        return;
      } catch (error) {
        this.options.log(`Restarting the embedded PostgreSQL failed: ${String(error)}`);
      }
    }
  }

  /** Fast shutdown: open transactions are rolled back, a checkpoint is written, the server exits. */
  async stop(): Promise<void> {
    this.stopping = true;
    process.off('exit', this.onHostExit);
    await this.restarting;
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    const pid = child.pid;
    await Promise.race([exited, sleep(60_000, undefined, { ref: false })]);
    if (isAlive(pid)) {
      child.kill('SIGQUIT');
      await exited;
    }
  }
}
