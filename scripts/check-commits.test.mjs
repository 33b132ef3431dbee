import { describe, expect, it } from 'vitest';
import { checkMessage, parseLog } from './check-commits.mjs';

describe('checkMessage', () => {
  it('accepts an area, a colon and a subject, with a body after a blank line', () => {
    expect(checkMessage('search: rank by phrase first\n\nPhrases were ranked after rarity.\n')).toEqual([]);
    expect(checkMessage('apps/api: one error handler')).toEqual([]);
    expect(checkMessage('e2e: wait on the toast, not a sleep\n')).toEqual([]);
  });

  it('refuses a subject longer than 72 characters', () => {
    const subject = `docs: ${'x'.repeat(67)}`;
    expect(checkMessage(subject)).toEqual(['subject is 73 characters (at most 72)']);
    expect(checkMessage(subject.slice(0, 72))).toEqual([]);
  });

  it('counts characters, not bytes', () => {
    expect(checkMessage(`docs: ${'é'.repeat(66)}`)).toEqual([]);
  });

  it('refuses a subject without its area', () => {
    for (const subject of [
      'Rank by phrase first',
      'Search: rank by phrase first',
      'search:rank by phrase first',
      'search : rank',
      ': rank',
      'Merge branch docs',
    ])
      expect(checkMessage(subject), subject).toHaveLength(1);
  });

  it('refuses a body that starts on the second line', () => {
    expect(checkMessage('docs: a subject\nand a body at once')).toEqual([
      'second line is not blank (a blank line separates the subject from the body)',
    ]);
  });

  it('reports every problem of one message', () => {
    expect(checkMessage(`${'A'.repeat(80)}\nbody`)).toHaveLength(3);
  });
});

describe('parseLog', () => {
  it('splits git log output into hashes and whole messages', () => {
    const output = 'aaa\x1fdocs: one\n\nBody line one.\nBody line two.\n\x1e\n' + 'bbb\x1fbench: two\n\x1e\n';
    expect(parseLog(output)).toEqual([
      { hash: 'aaa', message: 'docs: one\n\nBody line one.\nBody line two.\n' },
      { hash: 'bbb', message: 'bench: two\n' },
    ]);
  });

  it('gives nothing for an empty history', () => {
    expect(parseLog('')).toEqual([]);
  });
});
