import { EPSILON, boundingBox, contains, type Point, type Shape } from './shapes.js';
import { nearBox, segmentMeetsBox, type Box } from './segments.js';
import { ROOM_MARGIN, containsWithRoom } from './clearance.js';
import { hypot } from './hypot.js';

/**
 * Finds which of many shapes contain a point, checking bounding boxes first: terrain lookups
 * run for every figure and every half-centimetre of every move, so the cheap test goes first.
 */
export class ShapeIndex<T extends { readonly shape: Shape }> {
  private readonly boxes: { item: T; minX: number; minY: number; maxX: number; maxY: number }[];
  private readonly wide: Box[];

  constructor(items: readonly T[], known?: { boxes: ShapeIndex<T>['boxes']; wide: Box[] }) {
    if (known) {
      [this.boxes, this.wide] = [known.boxes, known.wide];
      return;
    }
    // Widened by EPSILON, as `contains` counts the boundary in: the box must never turn away a point the shape holds.
    this.boxes = items.map((item) => {
      const box = boundingBox(item.shape);
      return { item, minX: box.minX - EPSILON, minY: box.minY - EPSILON, maxX: box.maxX + EPSILON, maxY: box.maxY + EPSILON };
    });
    this.wide = items.map((item) => nearBox(item.shape));
  }

  /**
   * The items near segment a-b (whose box it meets), as an index in the same order: it answers
   * every point along the segment as this one does, looking at fewer shapes (a walk asks at
   * every half-centimetre of its way).
   */
  along(a: Point, b: Point): ShapeIndex<T> {
    const boxes: ShapeIndex<T>['boxes'] = [], wide: Box[] = [];
    for (let i = 0; i < this.wide.length; i++) {
      if (!segmentMeetsBox(a, b, this.wide[i]!)) continue;
      boxes.push(this.boxes[i]!);
      wide.push(this.wide[i]!);
    }
    return new ShapeIndex<T>([], { boxes, wide });
  }

  /** Whether any item, wherever it lies, passes the test. */
  some(test: (item: T) => boolean): boolean {
    return this.boxes.some((b) => test(b.item));
  }

  /** Whether segment a-b comes near any item (meets its box): when not, no point along it lies in any shape. */
  nearSegment(a: Point, b: Point): boolean {
    for (const box of this.wide) if (segmentMeetsBox(a, b, box)) return true;
    return false;
  }

  /** The items whose shape contains `p`, in the order given. */
  at(p: Point): T[] {
    const found: T[] = [];
    for (const b of this.boxes) {
      if (p.x < b.minX || p.x > b.maxX || p.y < b.minY || p.y > b.maxY) continue;
      if (contains(b.item.shape, p)) found.push(b.item);
    }
    return found;
  }

  /** The largest `value` among the items whose shape contains `p`, or `floor` when none does (or all are lower). */
  max(p: Point, value: (item: T) => number, floor: number): number {
    let best = floor;
    for (const b of this.boxes) {
      if (p.x < b.minX || p.x > b.maxX || p.y < b.minY || p.y > b.maxY) continue;
      if (contains(b.item.shape, p)) best = Math.max(best, value(b.item));
    }
    return best;
  }

  /**
   * `max` at p, and how far from p (cm) every point surely gets the same answer: no item's
   * outline nearer (clearance.ts), nor its box; with `ahead` (a unit vector), the answer holds
   * for the points that far along it, and a box is as far as the ray meets it. Lets a walk take
   * the steps within that room at once.
   */
  maxWithRoom(p: Point, value: (item: T) => number, floor: number, ahead?: Point): { cost: number; room: number } {
    let best = floor, room = Infinity;
    for (const b of this.boxes) {
      if (p.x < b.minX || p.x > b.maxX || p.y < b.minY || p.y > b.maxY) {
        // Outside the box no point is looked at (the box is widened by EPSILON already): the room runs to it.
        room = Math.min(room, (ahead ? rayToBox(b, p, ahead) : distanceToBox(b, p)) - ROOM_MARGIN);
        continue;
      }
      const known = containsWithRoom(b.item.shape, p);
      room = Math.min(room, known.room);
      if (known.inside) best = Math.max(best, value(b.item));
    }
    return { cost: best, room };
  }

  /** The first item whose shape contains `p`, without building a list. */
  first(p: Point): T | undefined {
    for (const b of this.boxes) {
      if (p.x < b.minX || p.x > b.maxX || p.y < b.minY || p.y > b.maxY) continue;
      if (contains(b.item.shape, p)) return b.item;
    }
    return undefined;
  }

  /** Whether any item's shape contains `p` (of the items `where` accepts, if given). */
  any(p: Point, where?: (item: T) => boolean): boolean {
    for (const b of this.boxes) {
      if (p.x < b.minX || p.x > b.maxX || p.y < b.minY || p.y > b.maxY) continue;
      if ((where === undefined || where(b.item)) && contains(b.item.shape, p)) return true;
    }
    return false;
  }
}

/** How far p, outside the box, is from it. */
function distanceToBox(b: Box, p: Point): number {
  const dx = Math.max(b.minX - p.x, 0, p.x - b.maxX), dy = Math.max(b.minY - p.y, 0, p.y - b.maxY);
  return hypot(dx, dy);
}

/** How far the ray from p (outside the box) along the unit vector `u` goes before it meets the box: Infinity if it never does. */
function rayToBox(b: Box, p: Point, u: Point): number {
  if (!slab(p.x, u.x, b.minX, b.maxX)) return Infinity;
  const xIn = slabIn, xOut = slabOut;
  if (!slab(p.y, u.y, b.minY, b.maxY)) return Infinity;
  const t0 = Math.max(0, xIn, slabIn), t1 = Math.min(xOut, slabOut);
  return t0 <= t1 ? t0 : Infinity;
}

/** Scratch for `slab`'s answer (the hot path allocates nothing). */
let slabIn = 0, slabOut = 0;

/** Where the ray from `from` at rate `du` is between lo and hi, in slabIn..slabOut; false if never. */
function slab(from: number, du: number, lo: number, hi: number): boolean {
  if (du === 0) {
    slabIn = -Infinity;
    slabOut = Infinity;
    return from >= lo && from <= hi;
  }
  const a = (lo - from) / du, c = (hi - from) / du;
  slabIn = Math.min(a, c);
  slabOut = Math.max(a, c);
  return true;
}
