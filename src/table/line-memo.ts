import type { Point } from './shapes.js';

/** One remembered line: its ends as they were, and the answer. */
interface Kept { readonly fx: number; readonly fy: number; readonly tx: number; readonly ty: number; readonly answer: boolean }

/**
 * Remembers a yes-or-no answer about the line between two points, for a question only fixed
 * things decide (what the terrain says of a line of sight): figures standing still are asked
 * about the same lines again and again. Lines are found by their end points' objects (a figure
 * that moves gets a new position object) and the coordinates are checked too, so an end moved
 * in place is never answered from memory.
 */
export class LineMemo {
  private readonly kept = new WeakMap<Point, Map<Point, Kept>>();

  /** The answer remembered for the line from a to b, or undefined. */
  recall(a: Point, b: Point): boolean | undefined {
    const known = this.kept.get(a)?.get(b);
    return known && known.fx === a.x && known.fy === a.y && known.tx === b.x && known.ty === b.y ? known.answer : undefined;
  }

  /** Keeps the answer for the line from a to b; returns it. */
  keep(a: Point, b: Point, answer: boolean): boolean {
    let from = this.kept.get(a);
    if (!from) {
      from = new Map();
      this.kept.set(a, from);
    }
    from.set(b, { fx: a.x, fy: a.y, tx: b.x, ty: b.y, answer });
    return answer;
  }
}
