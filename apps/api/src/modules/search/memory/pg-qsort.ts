/**
 * PostgreSQL's qsort (src/include/lib/sort_template.h: Bentley & McIlroy's quicksort with insertion sort below 7
 * elements and a presorted check), step for step, sorting `items` in place.
 *
 * Why not Array.prototype.sort: ts_rank removes duplicate operands by text after this sort and keeps the first of
 * each run, so when `'word'` and `'word':*` are both in a query, which one ranks (exact or prefix) is decided by
 * where this unstable sort leaves them. Only the same algorithm gives the same answer.
 */
export function pgQsort<T>(items: T[], compare: (a: T, b: T) => number): void {
  const at = (index: number) => items[index]!;
  const cmp = (a: number, b: number) => compare(at(a), at(b));
  const swap = (a: number, b: number) => {
    const kept = items[a]!;
    items[a] = items[b]!;
    items[b] = kept;
  };
  const swapRun = (a: number, b: number, count: number) => {
    for (let i = 0; i < count; i++) swap(a + i, b + i);
  };
  const median = (a: number, b: number, c: number) =>
    cmp(a, b) < 0 ? (cmp(b, c) < 0 ? b : cmp(a, c) < 0 ? c : a) : cmp(b, c) > 0 ? b : cmp(a, c) < 0 ? a : c;

  const sort = (start: number, length: number): void => {
    let a = start;
    let n = length;
    for (;;) {
      if (n < 7) {
        for (let m = a + 1; m < a + n; m++) for (let l = m; l > a && cmp(l - 1, l) > 0; l--) swap(l, l - 1);
        return;
      }
      let presorted = true;
      for (let m = a + 1; m < a + n; m++) {
        if (cmp(m - 1, m) > 0) {
          presorted = false;
          break;
        }
      }
      if (presorted) return;

      let m = a + Math.floor(n / 2);
      if (n > 7) {
        let l = a;
        let last = a + n - 1;
        if (n > 40) {
          const d = Math.floor(n / 8);
          l = median(l, l + d, l + 2 * d);
          m = median(m - d, m, m + d);
          last = median(last - 2 * d, last - d, last);
        }
        m = median(l, m, last);
      }
      swap(a, m);
      let pa = a + 1;
      let pb = pa;
      let pc = a + n - 1;
      let pd = pc;
      for (;;) {
        let r: number;
        while (pb <= pc && (r = cmp(pb, a)) <= 0) {
          if (r === 0) swap(pa++, pb);
          pb++;
        }
        while (pb <= pc && (r = cmp(pc, a)) >= 0) {
          if (r === 0) swap(pc, pd--);
          pc--;
        }
        if (pb > pc) break;
        swap(pb++, pc--);
      }
      const end = a + n;
      let d1 = Math.min(pa - a, pb - pa);
      swapRun(a, pb - d1, d1);
      d1 = Math.min(pd - pc, end - pd - 1);
      swapRun(pb, end - d1, d1);
      d1 = pb - pa;
      const d2 = pd - pc;
      if (d1 <= d2) {
        if (d1 > 1) sort(a, d1);
        if (d2 <= 1) return;
        a = end - d2;
        n = d2;
      } else {
        if (d2 > 1) sort(end - d2, d2);
        if (d1 <= 1) return;
        n = d1;
      }
    }
  };
  sort(0, items.length);
}
