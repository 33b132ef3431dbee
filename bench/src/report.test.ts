import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { count, markdownTable, renderReport } from './report';

describe('markdownTable', () => {
  it('writes a table that Prettier leaves as it is', async () => {
    const table = markdownTable({
      columns: [{ name: 'load' }, { name: 'req/s', right: true }, { name: 'p99 ms', right: true }],
      rows: [
        ['static JSON (baseline)', count(28623.4), 1],
        ['business search, typo "hydralic pumps"', count(5693), 8],
        ['a | b', 1, 0.5],
      ],
    });
    const markdown = `# Figures\n\n${table}\n`;
    expect(await format(markdown, { parser: 'markdown', printWidth: 110 })).toBe(markdown);
    // The longest name is 38 characters; numbers are right-aligned.
    expect(table.split('\n')[1]).toBe(`| ${'-'.repeat(38)} | -----: | -----: |`);
  });

  it('keeps columns at least three characters wide', () => {
    expect(markdownTable({ columns: [{ name: 'n', right: true }], rows: [[1]] })).toBe(
      '|   n |\n| --: |\n|   1 |',
    );
  });
});

describe('renderReport', () => {
  it('writes a file that Prettier leaves as it is', async () => {
    const text = renderReport({
      bench: 'search',
      title: 'Search bench',
      command: 'BENCH_SCALE=small npm run bench',
      scale: 'small: 10,000 businesses and 100,000 products',
      settings: '10 connections, 10 s each after 2 s unmeasured; `BENCH_ONLY=product`',
      table: {
        columns: [{ name: 'load' }, { name: 'req/s', right: true }],
        rows: [['static JSON', '1,000']],
      },
      notes: ['Ratios divide by the first row.', 'Nothing was lost.'],
    });
    expect(await format(text, { parser: 'markdown', printWidth: 110 })).toBe(text);
    expect(text).toContain('Written by `BENCH_SCALE=small npm run bench` on ');
  });
});
