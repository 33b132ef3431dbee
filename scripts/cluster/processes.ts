import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A child process of the cluster, in a process group of its own so that Ctrl-C reaches the cluster tool only. */
export interface Child {
  name: string;
  process: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  exited: Promise<number | string>;
}

/** Starts `command` with its output appended to `logFile`. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  { env, logFile, cwd }: { env: NodeJS.ProcessEnv; logFile: string; cwd: string },
): Child {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      log.end();
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  running.add(child);
  void exited.then(() => running.delete(child));
  return { name, process: child, exited };
}

/** Asks a child to stop with `signal`, and kills it when it has not ended within `graceMs`. */
export async function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM', graceMs = 20_000) {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return child.exited;
  child.process.kill(signal);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  const outcome = await child.exited;
  clearTimeout(timer);
  return outcome;
}

const running = new Set<ChildProcess>();
// Whatever way this process ends (an error included), no child outlives it; a kill -9 of the tool leaves them, and
// the next start stops them (`stopLeftovers`).
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Polls `check` every 200 ms; true once it holds, false after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(200);
  }
  return false;
}

/** `waitFor` of a check that may fail meanwhile (a server not up yet), failing with `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  if (!(await waitFor(() => check().catch(() => false), timeoutMs)))
    throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
}

/** Whether `url` answers 200 now. */
export const answers200 = async (url: string) =>
  (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200;
