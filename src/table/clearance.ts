/**
 * How far a point may move before `contains` could answer differently for it: the distance to
 * the shape's outline, less the EPSILON band `contains` adds round the outline and a margin far
 * above rounding. Lets a run of nearby points (the steps of one walk) take one answer without
 * testing the shape again, never answering otherwise than `contains` would.
 */
import { EPSILON, contains, depthInside, distanceToShape, segmentDistanceSq, type Point, type Shape } from './shapes.js';

/** Kept off every room (cm): distances here are computed to ~1e-13 cm, so 1e-6 cm is certain. */
export const ROOM_MARGIN = 1e-6;

/** Whether the shape contains p, and how far (cm) from p every point surely gets the same answer (0 or less: none). */
export function containsWithRoom(shape: Shape, p: Point): { inside: boolean; room: number } {
  if (shape.kind === 'polygon') return polygonWithRoom(shape.points, p.x, p.y);
  const inside = contains(shape, p);
  // Inside (its band included) the way out is depthInside, which is 0 in the band; outside, distanceToShape.
  const toOutline = inside ? depthInside(shape, p) : distanceToShape(shape, p);
  return { inside, room: toOutline - EPSILON - ROOM_MARGIN };
}

/**
 * `contains` for a polygon (the even-odd test of shapes.ts, the outline and its EPSILON band
 * inside, the same sums in the same order) and the distance to its outline, in one pass.
 */
function polygonWithRoom(points: readonly Point[], px: number, py: number): { inside: boolean; room: number } {
  const eps2 = EPSILON * EPSILON;
  let inside = false, onOutline = false, nearest = Infinity;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const p = points[i]!, q = points[j]!;
    const d2 = segmentDistanceSq(px, py, p.x, p.y, q.x, q.y);
    if (d2 <= eps2) onOutline = true;
    if (d2 < nearest) nearest = d2;
    if ((p.y > py) !== (q.y > py) && px < ((q.x - p.x) * (py - p.y)) / (q.y - p.y) + p.x) inside = !inside;
  }
  return { inside: onOutline || inside, room: Math.sqrt(nearest) - EPSILON - ROOM_MARGIN };
}
