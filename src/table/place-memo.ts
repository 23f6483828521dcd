import type { Point } from './shapes.js';

/** One remembered answer: the point's coordinates as they were, and the answer. */
interface Kept<T> { readonly x: number; readonly y: number; readonly answer: T }

/**
 * Remembers an answer about a point that only fixed things decide (what the terrain says of the
 * place a figure stands on), for figures looked at again and again where they stand. Points are
 * found by their objects (a figure that moves gets a new position object) and the coordinates
 * are checked too, so a point moved in place is never answered from memory.
 */
export class PlaceMemo<T> {
  private readonly kept = new WeakMap<Point, Kept<T>>();

  constructor(private readonly work: (p: Point) => T) {}

  /** The answer for p: remembered, or worked out and kept. */
  at(p: Point): T {
    const known = this.kept.get(p);
    if (known && known.x === p.x && known.y === p.y) return known.answer;
    const answer = this.work(p);
    this.kept.set(p, { x: p.x, y: p.y, answer });
    return answer;
  }
}
