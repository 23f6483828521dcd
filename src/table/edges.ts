/** Picking out the stretch of a terrain outline that faces a given point, and walking along such a stretch. */
import { distance, segmentDistanceSq, type Point, type Shape } from './shapes.js';

/** Half-width of a circle's front arc, and the spacing of the points returned along it. */
const ARC_HALF = Math.PI / 3;
const ARC_STEP = Math.PI / 6;

/** The side of a rect that the ray from its centre to `towards` leaves through, counter-clockwise. */
function rectFront(s: Extract<Shape, { kind: 'rect' }>, towards: Point): Point[] {
  const dx = towards.x - (s.x + s.width / 2), dy = towards.y - (s.y + s.depth / 2);
  const x0 = s.x, x1 = s.x + s.width, y0 = s.y, y1 = s.y + s.depth;
  // Compare against the half-extents so a long, thin piece picks its long side only when the point is really beside it.
  if (Math.abs(dx) * s.depth > Math.abs(dy) * s.width) {
    return dx > 0 ? [{ x: x1, y: y0 }, { x: x1, y: y1 }] : [{ x: x0, y: y1 }, { x: x0, y: y0 }];
  }
  return dy > 0 ? [{ x: x1, y: y1 }, { x: x0, y: y1 }] : [{ x: x0, y: y0 }, { x: x1, y: y0 }];
}

/** Five points on the arc within ±60° of the direction to `towards`, counter-clockwise. */
function circleFront(s: Extract<Shape, { kind: 'circle' }>, towards: Point): Point[] {
  const dx = towards.x - s.x, dy = towards.y - s.y;
  const mid = dx === 0 && dy === 0 ? -Math.PI / 2 : Math.atan2(dy, dx);
  const out: Point[] = [];
  for (let a = -ARC_HALF; a <= ARC_HALF + 1e-12; a += ARC_STEP) {
    out.push({ x: s.x + s.radius * Math.cos(mid + a), y: s.y + s.radius * Math.sin(mid + a) });
  }
  return out;
}

/** The longest connected run of polygon edges whose outward normal points at `towards`. */
function polygonFront(pts: readonly Point[], towards: Point): Point[] {
  const n = pts.length;
  if (n < 3) return pts.slice();
  let area2 = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) area2 += pts[j]!.x * pts[i]!.y - pts[i]!.x * pts[j]!.y;
  const sign = area2 >= 0 ? 1 : -1;
  // Edge i runs from pts[i] to pts[i + 1]; for a counter-clockwise outline (ey, -ex) points outwards.
  const facing = pts.map((p, i) => {
    const q = pts[(i + 1) % n]!;
    return sign * ((q.y - p.y) * (towards.x - p.x) - (q.x - p.x) * (towards.y - p.y)) > 0;
  });
  if (facing.every(Boolean)) return [...pts, pts[0]!];
  if (!facing.some(Boolean)) {
    // `towards` is inside (or level with every edge): offer the nearest edge instead.
    let best = 0, bestD = Infinity;
    pts.forEach((p, i) => {
      const q = pts[(i + 1) % n]!, d = segmentDistanceSq(towards.x, towards.y, p.x, p.y, q.x, q.y);
      if (d < bestD) { bestD = d; best = i; }
    });
    return [pts[best]!, pts[(best + 1) % n]!];
  }
  // Concave outlines can face the point in several places; one unbroken run is what a marker can stand along.
  let bestRun: Point[] = [], bestLen = -1;
  for (let start = 0; start < n; start++) {
    if (!facing[start] || facing[(start + n - 1) % n]) continue;
    const run = [pts[start]!];
    let len = 0;
    for (let i = start; facing[i % n]; i++) {
      const q = pts[(i + 1) % n]!;
      len += distance(run[run.length - 1]!, q);
      run.push(q);
    }
    if (len > bestLen) { bestLen = len; bestRun = run; }
  }
  return bestRun;
}

/**
 * The stretch of a shape's outline that faces `towards` (for hidden markers placed "at the front edge of terrain pieces,
 * facing the players' forces"): for a rect the single side facing it, for a circle the arc within ±60° of the direction to
 * `towards` as five points, for a polygon the longest unbroken run of edges whose outward normal points towards it, for a
 * polyline the line itself. Points run counter-clockwise round the outline.
 */
export function frontEdge(shape: Shape, towards: Point): Point[] {
  switch (shape.kind) {
    case 'rect': return rectFront(shape, towards);
    case 'circle': return circleFront(shape, towards);
    case 'polygon': return polygonFront(shape.points, towards);
    case 'polyline': return shape.points.slice();
  }
}

/** A point at fraction t (0..1, clamped) of the way along a chain of points, measured by length. */
export function pointAlong(points: readonly Point[], t: number): Point {
  const first = points[0];
  if (!first) throw new Error('pointAlong needs at least one point');
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1]!, points[i]!);
  let left = Math.min(1, Math.max(0, t)) * total;
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1]!, q = points[i]!, d = distance(p, q);
    if (left <= d && d > 0) return { x: p.x + ((q.x - p.x) * left) / d, y: p.y + ((q.y - p.y) * left) / d };
    left -= d;
  }
  const last = points[points.length - 1]!;
  return { x: last.x, y: last.y };
}
