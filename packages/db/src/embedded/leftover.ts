import { existsSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { postgresBinary } from './binaries';

/** The file where a running host records its own process id, beside the cluster. */
export const HOST_PID_FILE = 'host.pid';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, which still counts as running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readNumber(file: string): Promise<number | undefined> {
  if (!existsSync(file)) return undefined;
  const value = Number.parseInt((await readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

async function readCommandLine(pid: number): Promise<string[] | undefined> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

async function readParentPid(pid: number): Promise<number | undefined> {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: the fields after its ')' are plain.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

const samePath = (a: string, b: string) => {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
};

/** Whether a command line is our embedded `postgres` binary running on `clusterDir`. */
export function isOurServer(commandLine: string[], clusterDir: string): boolean {
  const dataIndex = commandLine.indexOf('-D');
  const dataDir = dataIndex >= 0 ? commandLine[dataIndex + 1] : undefined;
  return (
    commandLine[0] !== undefined &&
    samePath(commandLine[0], postgresBinary()) &&
    dataDir !== undefined &&
    samePath(dataDir, clusterDir)
  );
}

const folderInUse = (clusterDir: string, why: string) =>
  new Error(
    `Could not start the embedded PostgreSQL in ${clusterDir}: ${why} Stop it, or set DATA_DIR to another ` +
      'folder, or set DATABASE_URL to use an external PostgreSQL.',
  );

/**
 * Before starting, looks at the server recorded in `postmaster.pid`. Nothing running (or a stale file): nothing
 * to do, PostgreSQL cleans up itself. Our own embedded binary on this very folder whose host process is gone (the
 * host was killed, ran out of memory or lost power): stopped cleanly with a fast shutdown, which rolls back open
 * transactions and writes a checkpoint, so the start that follows owns and supervises its server. Anything else
 * (another program's PostgreSQL, or a live host of ours) is refused with a message saying what to do.
 */
export async function stopLeftoverServer(
  dir: string,
  clusterDir: string,
  log: (line: string) => void,
): Promise<void> {
  const pid = await readNumber(path.join(clusterDir, 'postmaster.pid'));
  if (pid === undefined || !isAlive(pid)) return;
  const commandLine = await readCommandLine(pid);
  if (!commandLine || !isOurServer(commandLine, clusterDir)) {
    throw folderInUse(clusterDir, `another server (process ${pid}) is using that folder.`);
  }
  const hostPid = await readNumber(path.join(dir, HOST_PID_FILE));
  const parent = await readParentPid(pid);
  if (hostPid !== undefined && hostPid === parent && isAlive(hostPid)) {
    throw folderInUse(clusterDir, `another Tradeforge server (process ${hostPid}) is running on it.`);
  }
  log(`Stopping the embedded PostgreSQL (process ${pid}) left running by an earlier run on this folder`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    // A fast shutdown takes well under a second; a stuck one gets an immediate shutdown (crash recovery follows).
    if (waited === 60_000) process.kill(pid, 'SIGQUIT');
    if (waited > 90_000) throw folderInUse(clusterDir, `the earlier server (process ${pid}) does not stop.`);
    await sleep(100);
  }
}
