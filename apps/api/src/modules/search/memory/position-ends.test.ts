import { describe, expect, it } from 'vitest';
import { endAt, PositionEnds } from './position-ends';

describe("a list's position ends", () => {
  it('give back where each posting starts and ends, across blocks, up to 256 positions a posting', () => {
    const ends = new PositionEnds();
    const absolute: number[] = [];
    let end = 0;
    for (let at = 0; at < 1000; at++) {
      end += at % 97 === 0 ? 256 : (at % 5) + 1;
      absolute.push(end);
      ends.push(end);
    }
    ends.trim();
    expect(ends.length).toBe(1000);
    expect(absolute.map((_, at) => ends.get(at))).toEqual(absolute);
    expect(absolute.map((_, at) => endAt(ends.offsets.view(), ends.bases.view(), at))).toEqual(absolute);
    expect(ends.startOf(0)).toBe(0);
    expect(ends.startOf(500)).toBe(absolute[499]);
  });

  it('refuse more positions in a block than 16 bits hold, rather than wrap', () => {
    const ends = new PositionEnds();
    expect(() => ends.push(70_000)).toThrow(/positions/);
  });
});
