import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { CorpusRow } from './corpus-rules';

/**
 * What one query answered: its first ten results (demo: the judgments' keys; benchmark: each row's id and
 * structured columns, so that a later run grades them without the rows), the count, and any typo correction.
 */
export interface Recorded<Result> {
  total: number;
  correctedQuery: string | null;
  results: Result[];
}

export type BenchResult = CorpusRow & { id: string };

export interface RecordedHalf<Result> {
  /** The commit whose ranking answered; "-dirty" when apps/api or packages/ had uncommitted changes. */
  commit: string;
  recordedAt: string;
  queries: Record<string, Recorded<Result>>;
}

/** The ranking being replaced, as `npm run bench:relevance -- --record-baseline` recorded it. */
export interface Baseline {
  demo?: RecordedHalf<string>;
  bench?: RecordedHalf<BenchResult>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const BASELINE_FILE = path.join(here, 'baseline.json');

export async function readBaseline(): Promise<Baseline> {
  try {
    return JSON.parse(await readFile(BASELINE_FILE, 'utf8')) as Baseline;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Replaces the halves given and keeps the others; written as the repository's formatter writes it. */
export async function writeBaseline(halves: Baseline) {
  const baseline = { ...(await readBaseline()), ...halves };
  const options = { ...(await resolveConfig(BASELINE_FILE)), filepath: BASELINE_FILE };
  await writeFile(BASELINE_FILE, await format(JSON.stringify(baseline), options));
}

/** The commit the ranking code is at, marked when the API or the packages (search vectors) differ from it. */
export function rankingCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', 'HEAD');
  const root = git('rev-parse', '--show-toplevel');
  const dirty = git('status', '--porcelain', '--', path.join(root, 'apps/api'), path.join(root, 'packages'));
  return dirty ? `${commit}-dirty` : commit;
}

export const recordHalf = <Result>(queries: Map<string, Recorded<Result>>): RecordedHalf<Result> => ({
  commit: rankingCommit(),
  recordedAt: new Date().toISOString(),
  queries: Object.fromEntries(queries),
});
