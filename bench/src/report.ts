/**
 * Each bench's result as a markdown file, `docs/bench/<bench>.md`, which `docs/performance.md` links: the table it
 * prints, with when, on what machine and at what scale it ran. A run writes its file anew (BENCH_REPORT=off: not at
 * all), so the figures in the docs are always those of the last run, and git keeps the earlier ones.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Column {
  name: string;
  /** Numbers are right-aligned. */
  right?: boolean;
}

export interface Table {
  columns: Column[];
  rows: (string | number)[][];
}

/** Load average when the bench started (this module is loaded first thing). */
const loadAtStart = os.loadavg()[0]!;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A whole number with thousands separators, as the docs write them ("1,345"). */
export const count = (value: number) => Math.round(value).toLocaleString('en-US');

const escapeCell = (cell: string | number) => String(cell).replaceAll('|', '\\|');

/**
 * A markdown table with padded columns, exactly as Prettier prints it (columns at least 3 wide, numbers padded on
 * the left), so the written file passes `prettier --check`.
 */
export function markdownTable({ columns, rows }: Table): string {
  const cells = [columns.map((column) => column.name), ...rows.map((row) => row.map(escapeCell))];
  const widths = columns.map((_, index) =>
    Math.max(3, ...cells.map((row) => [...(row[index] ?? '')].length)),
  );
  const line = (row: string[]) =>
    `| ${row
      .map((cell, index) => {
        const padding = ' '.repeat(widths[index]! - [...cell].length);
        return columns[index]!.right ? padding + cell : cell + padding;
      })
      .join(' | ')} |`;
  const rule = `| ${widths.map((width, index) => '-'.repeat(width - 1) + (columns[index]!.right ? ':' : '-')).join(' | ')} |`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

/** The machine a bench runs on, as one line: cores, memory, Node, system, load. */
export function describeMachine(): string {
  const cpus = os.cpus();
  const memory = Math.round(os.totalmem() / 2 ** 30);
  const load = (value: number) => value.toFixed(1);
  return (
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${memory} GiB, Node ${process.version}, ` +
    `${os.type()} ${os.release()}; load average ${load(loadAtStart)} at the start, ${load(os.loadavg()[0]!)} at the end`
  );
}

export interface Report {
  /** The file's name: docs/bench/<bench>.md. */
  bench: string;
  title: string;
  /** The command that ran it, with the settings that differ from the defaults. */
  command: string;
  scale: string;
  /** Connections, durations and the like. */
  settings: string;
  table: Table;
  /** Paragraphs under the table: what the ratio columns divide by, counts checked after the run. */
  notes?: string[];
}

/** The file's text: title, when, machine, scale and settings, the table, then the notes. */
export function renderReport(report: Report, at = new Date()): string {
  const when = at.toISOString().slice(0, 16).replace('T', ' ');
  return [
    `# ${report.title}`,
    '',
    `Written by \`${report.command}\` on ${when} UTC; the next run writes this file again. How to run it and what` +
      ' the loads are: [performance](../performance.md).',
    '',
    `- Machine: ${describeMachine()}`,
    `- Scale: ${report.scale}`,
    `- Settings: ${report.settings}`,
    '',
    markdownTable(report.table),
    ...(report.notes ?? []).flatMap((note) => ['', note]),
    '',
  ].join('\n');
}

/** Prints the table and writes docs/bench/<bench>.md (BENCH_REPORT=off: prints only). */
export async function writeReport(report: Report): Promise<void> {
  console.log(`\n${markdownTable(report.table)}`);
  for (const note of report.notes ?? []) console.log(`\n${note}`);
  if (process.env.BENCH_REPORT === 'off') return;
  const file = path.join(root, 'docs', 'bench', `${report.bench}.md`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, renderReport(report));
  console.log(`\nWritten to ${path.relative(root, file)}`);
}
