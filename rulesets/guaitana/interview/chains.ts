/**
 * Plane geometry of the books' whereabouts at a real table: a unit on its Move line stands
 * somewhere on the first stretch of it, a chain of points (a single point: where it was placed).
 */
import { distance, type Point } from '../../../src/table/shapes.js';
import { pointSegmentDistance } from '../../../src/table/segments.js';

/** The first `length` cm of the line through `points`, from its first point. */
export function linePrefix(points: readonly Point[], length: number): Point[] {
  const kept: Point[] = [points[0]!];
  let left = length;
  for (let i = 1; i < points.length && left > 0; i++) {
    const from = points[i - 1]!, to = points[i]!, step = distance(from, to);
    if (step <= left) {
      kept.push(to);
      left -= step;
    } else {
      const t = left / step;
      kept.push({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
      left = 0;
    }
  }
  return kept;
}

/** Which way c lies from the line a→b: positive left, negative right, 0 on it. */
const turn = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

/** Whether the segments a-b and c-d cross (touching ends count: their gap is then 0 either way). */
function cross(a: Point, b: Point, c: Point, d: Point): boolean {
  return turn(a, b, c) * turn(a, b, d) < 0 && turn(c, d, a) * turn(c, d, b) < 0;
}

/** The least distance between the segments a-b and c-d. */
function segmentGap(a: Point, b: Point, c: Point, d: Point): number {
  if (cross(a, b, c, d)) return 0;
  return Math.min(pointSegmentDistance(a, c, d), pointSegmentDistance(b, c, d), pointSegmentDistance(c, a, b), pointSegmentDistance(d, a, b));
}

/** The least distance between two chains of points (a single point is a chain). */
export function chainGap(one: readonly Point[], other: readonly Point[]): number {
  const segments = (c: readonly Point[]) => (c.length === 1 ? [[c[0]!, c[0]!] as const] : c.slice(1).map((p, i) => [c[i]!, p] as const));
  let best = Infinity;
  for (const [a, b] of segments(one)) for (const [c, d] of segments(other)) best = Math.min(best, segmentGap(a, b, c, d));
  return best;
}
