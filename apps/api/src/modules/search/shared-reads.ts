/**
 * Reads that concurrent requests share. One statement runs at a time; the requests that arrive while it runs wait
 * and are read together by the next one. That statement starts after each of them arrived, so it sees every write
 * committed before the request, exactly as a statement of its own would, on every instance. Under load one statement
 * then serves many requests: the statements, and the wakeups of PostgreSQL and of this process that each costs,
 * are fewer (figures in docs/performance.md).
 *
 * `read` answers one output per input, in order. A batch holds at most `maxBatch` inputs' worth of `weight` (1 each
 * by default); the rest wait for the next statement. When `read` fails, every request of its batch fails with it.
 */
export function createSharedReads<Input, Output>(
  read: (inputs: Input[]) => Promise<Output[]>,
  options: { maxBatch?: number; weight?: (input: Input) => number } = {},
) {
  const { maxBatch = Infinity, weight = () => 1 } = options;
  type Waiting = { input: Input; resolve: (output: Output) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let running = false;

  async function runBatch() {
    running = true;
    let taken = 0;
    let total = 0;
    // The first waiting request always goes, however heavy; then as many as fit.
    while (taken < waiting.length && (taken === 0 || total + weight(waiting[taken]!.input) <= maxBatch)) {
      total += weight(waiting[taken]!.input);
      taken++;
    }
    const batch = waiting.slice(0, taken);
    waiting = waiting.slice(taken);
    try {
      const outputs = await read(batch.map((request) => request.input));
      batch.forEach((request, at) => request.resolve(outputs[at]!));
    } catch (error) {
      for (const request of batch) request.reject(error);
    }
    running = false;
    if (waiting.length > 0) void runBatch();
  }

  return (input: Input): Promise<Output> =>
    new Promise<Output>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) void runBatch();
    });
}

/** A page of cards in the order of its ids, with the table's search generation the statement read. */
export type CardsPage<Row> = { rows: Row[]; generation: string };

/**
 * Pages of cards read by shared statements (`createSharedReads`): the ids of every page waiting, each once, in one
 * statement (`readCards`, whose rows carry the generation; `idOf` a row's id). A page whose cards are all gone, and
 * pages of no ids, take the generation from the other cards read, or else from `readGeneration`. Pages share their
 * rows: whoever maps them must not change them.
 */
export function createSharedCardsPages<Row extends { generation: string }>(
  readCards: (ids: string[]) => Promise<Row[]>,
  idOf: (row: Row) => string,
  readGeneration: () => Promise<string>,
) {
  return createSharedReads<string[], CardsPage<Row>>(
    async (pages) => {
      const ids = [...new Set(pages.flat())];
      const rows = ids.length > 0 ? await readCards(ids) : [];
      const generation = rows[0]?.generation ?? (await readGeneration());
      const byId = new Map(rows.map((row) => [idOf(row), row]));
      return pages.map((page) => ({ rows: page.flatMap((id) => byId.get(id) ?? []), generation }));
    },
    // About ten pages of the largest size: a statement stays short, and a burst is read in a few.
    { maxBatch: 500, weight: (ids) => ids.length },
  );
}

/** A table's search generation read by shared statements (`createSharedReads`). */
export function createSharedGenerationReads(readGeneration: () => Promise<string>) {
  const read = createSharedReads<null, string>(async (requests) => {
    const generation = await readGeneration();
    return requests.map(() => generation);
  });
  return () => read(null);
}
