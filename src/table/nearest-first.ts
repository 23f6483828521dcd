/**
 * Indices in ascending order of their keys, equal keys by index: exactly the order a stable
 * sort by key gives, but handed out one at a time from a binary heap. A search for the first
 * good candidate, nearest first, usually stops long before the end, and then never pays to
 * sort the rest (the ambush search ranks hundreds of points to try a few).
 */
export class NearestFirst {
  private readonly heap: Int32Array;
  private size: number;

  constructor(private readonly keys: ArrayLike<number>) {
    const n = keys.length;
    this.heap = new Int32Array(n);
    for (let i = 0; i < n; i++) this.heap[i] = i;
    this.size = n;
    for (let i = (n >> 1) - 1; i >= 0; i--) this.down(i);
  }

  /** The next index, or -1 when all have been taken. */
  next(): number {
    if (this.size === 0) return -1;
    const top = this.heap[0]!;
    this.size--;
    if (this.size > 0) {
      this.heap[0] = this.heap[this.size]!;
      this.down(0);
    }
    return top;
  }

  /** Whether index i comes before index j. */
  private before(i: number, j: number): boolean {
    const a = this.keys[i]!, b = this.keys[j]!;
    return a < b || (a === b && i < j);
  }

  private down(at: number): void {
    const heap = this.heap, size = this.size, item = heap[at]!;
    let i = at;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && this.before(heap[right]!, heap[left]!) ? right : left;
      if (!this.before(heap[child]!, item)) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = item;
  }
}
