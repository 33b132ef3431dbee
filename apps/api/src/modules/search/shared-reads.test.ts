import { describe, expect, it } from 'vitest';
import { createSharedCardsPages, createSharedGenerationReads, createSharedReads } from './shared-reads';

/** A read held until `release`, which answers what the "database" held when the read started. */
function heldReads() {
  let database = 0;
  const started: number[][] = [];
  const releases: (() => void)[] = [];
  const read = createSharedReads<number, string>(async (inputs) => {
    started.push(inputs);
    const seen = database;
    await new Promise<void>((resolve) => releases.push(resolve));
    return inputs.map((input) => `${input}@${seen}`);
  });
  return {
    read,
    started,
    commit: () => database++,
    release: async () => {
      releases.shift()!();
      // Let the batch answer and the next one start.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('shared reads', () => {
  it('read the requests that arrive while a read runs together, in the next read', async () => {
    const reads = heldReads();
    const first = reads.read(1);
    const waiting = [reads.read(2), reads.read(3), reads.read(4)];
    expect(reads.started).toEqual([[1]]);
    await reads.release();
    expect(await first).toBe('1@0');
    expect(reads.started).toEqual([[1], [2, 3, 4]]);
    await reads.release();
    expect(await Promise.all(waiting)).toEqual(['2@0', '3@0', '4@0']);
    expect(reads.started).toHaveLength(2);
  });

  it('answer a request with a read that started after it arrived, so it sees what committed before it', async () => {
    const reads = heldReads();
    const before = reads.read(1);
    // A write commits while the first read runs; a request that arrives after it must see it.
    reads.commit();
    const after = reads.read(2);
    await reads.release();
    await reads.release();
    expect(await before).toBe('1@0');
    expect(await after).toBe('2@1');
  });

  it('fail the requests of a failed read only, and go on with the next', async () => {
    let fail = true;
    const release: (() => void)[] = [];
    const read = createSharedReads<number, number>(async (inputs) => {
      await new Promise<void>((resolve) => release.push(resolve));
      if (fail) throw new Error('connection lost');
      return inputs.map((input) => input * 10);
    });
    const first = read(1);
    const second = read(2);
    release.shift()!();
    await expect(first).rejects.toThrow('connection lost');
    fail = false;
    await new Promise((resolve) => setImmediate(resolve));
    release.shift()!();
    expect(await second).toBe(20);
  });

  it('take at most maxBatch of weight in one read, and always the first request waiting', async () => {
    const started: number[][][] = [];
    const release: (() => void)[] = [];
    const read = createSharedReads<number[], number>(
      async (inputs) => {
        started.push(inputs);
        await new Promise<void>((resolve) => release.push(resolve));
        return inputs.map((input) => input.length);
      },
      { maxBatch: 4, weight: (input) => input.length },
    );
    const all = [read([1]), read([1]), read([1, 2]), read([1, 2, 3, 4, 5, 6]), read([1])];
    for (let at = 0; at < 4; at++) {
      release.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(all)).toEqual([1, 1, 2, 6, 1]);
    expect(started.map((batch) => batch.length)).toEqual([1, 2, 1, 1]);
  });
});

describe('shared pages of cards', () => {
  it('read each id once for all pages waiting, and answer each page its cards in its order', async () => {
    const asked: string[][] = [];
    let releaseFirst!: () => void;
    const first = new Promise<void>((resolve) => (releaseFirst = resolve));
    const page = createSharedCardsPages(
      async (ids) => {
        asked.push(ids);
        if (asked.length === 1) await first;
        // Card "gone" was deleted; the statement answers the others in any order.
        return ids
          .filter((id) => id !== 'gone')
          .reverse()
          .map((id) => ({ key: id, generation: '7' }));
      },
      (row) => row.key,
      async () => 'not read',
    );
    const busy = page(['a']);
    const pages = [page(['b', 'c']), page(['c', 'gone', 'd']), page([])];
    releaseFirst();
    await busy;
    const answered = await Promise.all(pages);
    expect(asked).toEqual([['a'], ['b', 'c', 'gone', 'd']]);
    expect(answered.map((one) => one.rows.map((row) => row.key))).toEqual([['b', 'c'], ['c', 'd'], []]);
    expect(answered.map((one) => one.generation)).toEqual(['7', '7', '7']);
  });

  it('read the generation alone when no page has a card', async () => {
    let generations = 0;
    const page = createSharedCardsPages(
      async () => [] as { key: string; generation: string }[],
      (row) => row.key,
      async () => `${++generations}`,
    );
    expect(await Promise.all([page([]), page(['gone'])])).toEqual([
      { rows: [], generation: '1' },
      { rows: [], generation: '2' },
    ]);
  });

  it('share the reads of a generation', async () => {
    let reads = 0;
    const generation = createSharedGenerationReads(async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `g${reads}`;
    });
    expect(await Promise.all([generation(), generation(), generation()])).toEqual(['g1', 'g2', 'g2']);
    expect(reads).toBe(2);
  });
});
