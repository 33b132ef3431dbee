import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '@tradeforge/db';
import {
  connectToEmbedded,
  postmasterPid,
  registerOverHttp,
  startHost,
  stopHost,
  type HostProcess,
} from './host-process';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let dataDir: string;
let host: HostProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-crash-'));
  // Under root the database runs as the `postgres` user, which must be able to enter the data folder.
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  let postmaster: number | undefined;
  try {
    postmaster = postmasterPid(dataDir);
  } catch {
    // No PostgreSQL runs on the folder.
  }
  await stopHost(host);
  // The host stops its PostgreSQL on the way out; one that outlasts it would still be writing into the folder.
  for (const deadline = Date.now() + 30_000; postmaster && alive(postmaster) && Date.now() < deadline;)
    await sleep(200);
  if (postmaster && alive(postmaster)) process.kill(postmaster, 'SIGQUIT');
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

describe('crash safety of the embedded database', () => {
  it('starts again after the server process was killed, stopping the PostgreSQL it left behind', async () => {
    host = await startHost(dataDir);
    const orphan = postmasterPid(dataDir);
    await stopHost(host, 'SIGKILL');
    // kill -9 gives the host no chance to stop its database: the PostgreSQL runs on without it.
    expect(alive(orphan)).toBe(true);

    host = await startHost(dataDir);
    expect(host.output()).toContain(`left running by an earlier run`);
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);
    expect((await fetch(`${host.base}/api/ready`)).status).toBe(200);
  }, 180_000);

  it('refuses a data folder in use by a PostgreSQL that is not ours', async () => {
    // Any live process named in postmaster.pid that is not our binary on this folder counts as someone else's.
    const stranger = spawn('sleep', ['600']);
    const dir = await mkdtemp(path.join(tmpdir(), 'tradeforge-foreign-'));
    try {
      await mkdir(path.join(dir, 'cluster'), { recursive: true });
      await writeFile(path.join(dir, 'cluster', 'postmaster.pid'), `${stranger.pid}\n${dir}/cluster\n`);
      await expect(startEmbeddedPostgres({ dir })).rejects.toThrow(
        `another server (process ${stranger.pid}) is using that folder`,
      );
      expect(alive(stranger.pid!)).toBe(true);
    } finally {
      stranger.kill();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('restarts a killed PostgreSQL under a write load: 503 meanwhile, back by itself, no acknowledged write lost', async () => {
    const base = host!.base;
    const { token, userId } = await registerOverHttp(base, 'crash.writer@example.com');
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let stop = false;
    const writer = async (worker: number) => {
      for (let n = 0; !stop; n++) {
        const response = await fetch(`${base}/api/social/posts/make-post`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'wbn-auth': token },
          body: JSON.stringify({ content: `w${worker}-${n}`, timelineID: userId, timelineType: 'user' }),
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const body = (await response.json()) as { data?: { postID: string } };
        if (response.status === 200) acknowledged.push(body.data!.postID);
        else await sleep(50);
      }
    };
    const writers = Array.from({ length: 6 }, (_, worker) => writer(worker));
    while (acknowledged.length < 30) await sleep(50);

    const killedAt = Date.now();
    process.kill(postmasterPid(dataDir), 'SIGKILL');
    let sawNotReady = false;
    let backAfterMs = -1;
    while (Date.now() - killedAt < 60_000) {
      const ready = await fetch(`${base}/api/ready`);
      if (ready.status === 200 && sawNotReady) {
        backAfterMs = Date.now() - killedAt;
        break;
      }
      if (ready.status === 503) sawNotReady = true;
      await sleep(100);
    }
    const countAtReturn = acknowledged.length;
    while (acknowledged.length < countAtReturn + 30) await sleep(50);
    stop = true;
    await Promise.all(writers);

    expect(sawNotReady).toBe(true);
    expect(backAfterMs).toBeGreaterThan(0);
    console.log(
      `PostgreSQL killed: service back after ${backAfterMs} ms; answers ${JSON.stringify([...statuses])}`,
    );
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);

    const client = connectToEmbedded(dataDir);
    await client.connect();
    try {
      const stored = await client.query<{ id: string }>('select id from posts where id = any($1::uuid[])', [
        acknowledged,
      ]);
      expect(stored.rowCount).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
  }, 240_000);

  it('restarts a PostgreSQL that someone else asked to shut down, which the open connections would hold forever', async () => {
    const base = host!.base;
    const before = postmasterPid(dataDir);
    // A smart shutdown: new connections are refused while the open ones (the pools, the listeners) may stay.
    process.kill(before, 'SIGTERM');
    const askedAt = Date.now();
    let after = before;
    while (after === before && Date.now() - askedAt < 30_000) {
      await sleep(200);
      try {
        after = postmasterPid(dataDir);
      } catch {
        // Between two servers there is no postmaster.pid.
      }
    }
    expect(after).not.toBe(before);
    // A new account needs new connections of every pool; it works once the server is back.
    let registered = false;
    while (!registered && Date.now() - askedAt < 60_000) {
      registered = await registerOverHttp(base, `smart.shutdown.${Date.now()}@example.com`).then(
        () => true,
        () => sleep(500).then(() => false),
      );
    }
    expect(registered).toBe(true);
  }, 120_000);
});
