// `npm run check:commits` (part of `npm run check`): every commit after CONVENTION_START follows the commit
// convention of CONTRIBUTING.md. A subject is at most 72 characters and starts with its area
// (`search: rank by phrase first`); a body, when there is one, is separated from it by a blank line.
// Merge commits are left out: git writes their subjects. Commits from before the convention are never checked,
// and a clone without the starting commit (shallow, or a fresh history) is checked as far as it goes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The last commit before the convention ("demo: spread business types over the industries"). */
export const CONVENTION_START = 'c0b0cabf4b145a1895c3c1f75f9962da20baa1d9';
export const MAX_SUBJECT = 72;
const AREA_SUBJECT = /^[a-z0-9][a-z0-9/._-]*: \S/;
// Between fields of one commit and between commits in `git log` output: characters no message holds.
const FIELD = '\x1f';
const RECORD = '\x1e';

/** What is wrong with one commit message (subject and body as `git log --format=%B` gives them). */
export function checkMessage(message) {
  const lines = message.replace(/\s+$/, '').split('\n');
  const subject = lines[0] ?? '';
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT) problems.push(`subject is ${length} characters (at most ${MAX_SUBJECT})`);
  if (!AREA_SUBJECT.test(subject))
    problems.push(
      'subject does not start with its area, a colon and a space ("search: rank by phrase first")',
    );
  if (lines.length > 1 && lines[1].trim() !== '')
    problems.push('second line is not blank (a blank line separates the subject from the body)');
  return problems;
}

/** Splits `git log --format=%H%x1f%B%x1e` output into commits. */
export function parseLog(output) {
  return output
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.includes(FIELD))
    .map((record) => {
      const at = record.indexOf(FIELD);
      return { hash: record.slice(0, at), message: record.slice(at + 1) };
    });
}

function git(args) {
  return spawnSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** The commits to check, and a note when the history does not reach the starting commit. */
export function commitsToCheck(start = CONVENTION_START) {
  if (git(['rev-parse', '--is-inside-work-tree']).status !== 0)
    return { commits: [], note: 'not a git checkout: no commits checked' };
  const hasStart = git(['cat-file', '-e', `${start}^{commit}`]).status === 0;
  const range = hasStart ? `${start}..HEAD` : 'HEAD';
  const log = git(['log', '--no-merges', `--format=%H${FIELD}%B${RECORD}`, range]);
  if (log.status !== 0) return { commits: [], note: `git log failed: ${log.stderr.trim()}` };
  return {
    commits: parseLog(log.stdout),
    note: hasStart
      ? undefined
      : `the history does not reach ${start.slice(0, 7)} (a shallow or fresh clone): checked every commit there is`,
  };
}

function main() {
  const { commits, note } = commitsToCheck();
  if (note) console.log(`check-commits: ${note}`);
  let failures = 0;
  for (const { hash, message } of commits) {
    const problems = checkMessage(message);
    if (problems.length === 0) continue;
    failures += 1;
    console.error(`${hash.slice(0, 7)} ${message.split('\n')[0]}`);
    for (const problem of problems) console.error(`  - ${problem}`);
  }
  if (failures > 0) {
    console.error(
      `check-commits: ${failures} of ${commits.length} commits break the convention (CONTRIBUTING.md)`,
    );
    process.exit(1);
  }
  console.log(`check-commits: ${commits.length} commit(s) checked, all follow the convention`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
