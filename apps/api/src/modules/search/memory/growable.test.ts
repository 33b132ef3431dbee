import { describe, expect, it } from 'vitest';
import { growInt32 } from './growable';

describe('a growable typed array', () => {
  it('keeps the buffer it reserved while the values fit, and keeps every value when it grows', () => {
    const list = growInt32();
    list.reserve(1000);
    const buffer = list.view().buffer;
    for (let value = 0; value < 1000; value++) list.push(value);
    expect(list.view().buffer).toBe(buffer);
    list.trim();
    expect(list.view().buffer).toBe(buffer);
    list.append([1000, 1001]);
    expect(Array.from(list.view())).toEqual(Array.from({ length: 1002 }, (_, at) => at));
  });

  it('grows a long list by a quarter, not twice its size', () => {
    const list = growInt32(100_000);
    for (let value = 0; value <= 100_000; value++) list.push(value);
    expect(list.view().buffer.byteLength).toBe(125_000 * 4);
  });
});
