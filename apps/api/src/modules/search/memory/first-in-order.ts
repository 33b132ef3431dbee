/** Rows at most this many are sorted whole; more, and only the first of the page asked are picked (a heap). */
const SORT_ALL_UP_TO = 4096;

/** Whether `firstInOrder` puts all of `count` rows in order, asked for the first `size`. */
export const sortsAll = (count: number, size: number) => count <= SORT_ALL_UP_TO || size * 4 >= count;

/**
 * The indexes 0..count-1 in `order`, at least the first `size` of them: all when they are few, else the first
 * `size` picked with a heap (the worst at its top), so that a word in a million rows costs its page, not a sort.
 */
export function firstInOrder(count: number, size: number, order: (x: number, y: number) => number): number[] {
  if (sortsAll(count, size)) return Array.from({ length: count }, (_, at) => at).sort(order);
  const heap: number[] = [];
  const worse = (x: number, y: number) => order(x, y) > 0;
  const siftDown = (from: number) => {
    for (let at = from; ;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && worse(heap[left]!, heap[worst]!)) worst = left;
      if (right < heap.length && worse(heap[right]!, heap[worst]!)) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
      at = worst;
    }
  };
  for (let candidate = 0; candidate < count; candidate++) {
    if (heap.length < size) {
      heap.push(candidate);
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >> 1;
        if (!worse(heap[at]!, heap[parent]!)) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (worse(heap[0]!, candidate)) {
      heap[0] = candidate;
      siftDown(0);
    }
  }
  return heap.sort(order);
}
