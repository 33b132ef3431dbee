import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RowIds } from './row-ids';

describe('row ids', () => {
  it('find each id by its last ordinal, through growth, and nothing for an id never pushed', () => {
    const ids = new RowIds(4);
    const pushed = Array.from({ length: 5000 }, () => randomUUID());
    pushed.forEach((id, ordinal) => expect(ids.push(id)).toBe(ordinal));
    // Written again: the id now stands for its new row.
    expect(ids.push(pushed[7]!)).toBe(5000);
    expect(pushed.map((id) => ids.find(id))).toEqual(pushed.map((_, at) => (at === 7 ? 5000 : at)));
    expect(ids.find(randomUUID())).toBe(-1);
    expect(ids.find('not an id')).toBe(-1);
  });

  it('tell ids apart that differ in one byte, as ids made by hand do', () => {
    const ids = new RowIds();
    const made = Array.from(
      { length: 2000 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    made.forEach((id) => ids.push(id));
    ids.trim();
    expect(made.map((id) => ids.find(id))).toEqual(made.map((_, at) => at));
  });

  it('write ids back as PostgreSQL does and order them bytewise, as uuids sort there', () => {
    const ids = new RowIds();
    const pushed = [
      ...Array.from({ length: 300 }, () => randomUUID()),
      'ffffffff-0000-0000-0000-000000000000',
    ];
    pushed.forEach((id) => ids.push(id));
    const ordinals = pushed.map((_, at) => at);
    expect(ids.textOf(ordinals)).toBe(pushed.join(''));
    const sorted = [...ordinals].sort((a, b) => ids.compare(a, b)).map((at) => pushed[at]);
    expect(sorted).toEqual([...pushed].sort());
  });

  it('refuse text that is no uuid', () => {
    expect(() => new RowIds().push('00000000-0000-4000-8000-00000000000G')).toThrow(/not a uuid/);
  });
});
