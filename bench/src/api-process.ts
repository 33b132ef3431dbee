import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-child.ts');

/** A key pair for the bench's tokens: the private key signs in the bench, the API processes check with the public. */
export async function benchKeys() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA' } };
}

/**
 * Starts the API in a process of its own (api-child.ts) on the database at `databaseUrl`, with the API environment
 * `env`: answers its base address (with `/api` routes and `/baseline`) once it listens, how long it took to be
 * ready, and `close`, which waits for the process to end.
 */
export async function startApiProcess(options: {
  env: Record<string, string>;
  databaseUrl: string;
  publicJwk: object;
}): Promise<{ base: string; readyMs: number; close: () => Promise<void> }> {
  const process_ = fork(child, [], {
    // BENCH_API_PROFILE=<folder>: the API process writes a CPU profile there when it ends.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_API_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE}`]
        : []),
      // BENCH_API_TRACE_GC=1: the API process prints each garbage collection and its pause.
      ...(process.env.BENCH_API_TRACE_GC ? ['--trace-gc'] : []),
      // The young generation and old generation growth `npm start` gives the server (package.json).
      '--max-semi-space-size=64',
      '--heap-growing-percent=50',
      // BENCH_API_NODE_FLAGS="--flag ...": more flags for the API process (node's or V8's), to compare settings; a
      // flag given again overrides ("--max-semi-space-size=16" measures V8's default).
      ...(process.env.BENCH_API_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: {
      ...process.env,
      BENCH_API_ENV: JSON.stringify(options.env),
      BENCH_API_DATABASE_URL: options.databaseUrl,
      BENCH_API_JWK: JSON.stringify(options.publicJwk),
    },
  });
  const exited = new Promise<number | null>((resolve) => process_.once('exit', resolve));
  const ready = await Promise.race([
    new Promise<{ base: string; readyMs: number }>((resolve) =>
      process_.once('message', (message) => resolve(message as { base: string; readyMs: number })),
    ),
    exited.then((code) => {
      throw new Error(`the API process exited with ${code} before it was ready`);
    }),
  ]);
  return {
    ...ready,
    close: async () => {
      if (process_.exitCode === null) process_.send('close');
      await exited;
    },
  };
}
