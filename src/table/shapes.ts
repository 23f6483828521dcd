/**
 * Terrain outlines on the virtual table and the point queries every ruleset asks of them.
 * All lengths are centimetres; x grows to the right, y grows away from the table's south edge.
 */

/** A position on the table, in cm. */
export interface Point { readonly x: number; readonly y: number }

/** A terrain outline. rect: (x, y) is the south-west corner. polyline: a road, river, wall or hedge, `width` cm wide centred on the line (with rounded ends). */
export type Shape =
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly width: number; readonly depth: number }
  | { readonly kind: 'circle'; readonly x: number; readonly y: number; readonly radius: number }
  | { readonly kind: 'polygon'; readonly points: readonly Point[] }
  | { readonly kind: 'polyline'; readonly points: readonly Point[]; readonly width: number };

/** How far (cm) a point may stray and still count as on a boundary; absorbs floating-point noise. */
export const EPSILON = 1e-9;

/** Straight-line distance between two points. */
export function distance(a: Point, b: Point): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** The length of a line from `from` through `points` in order. */
export function lineLength(from: Point, points: readonly Point[]): number {
  let length = 0, at = from;
  for (const p of points) {
    length += distance(at, p);
    at = p;
  }
  return length;
}

/** Squared distance from (px, py) to the segment (ax, ay)-(bx, by); scalar so hot paths allocate nothing. */
export function segmentDistanceSq(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax, dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  if (t < 0) t = 0; else if (t > 1) t = 1;
  const ex = ax + t * dx - px, ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/** Distance from (px, py) to a chain of points, open or closed (Infinity when there are none). */
function chainDistance(points: readonly Point[], px: number, py: number, closed: boolean): number {
  const n = points.length;
  if (n === 0) return Infinity;
  if (n === 1) return distance(points[0]!, { x: px, y: py });
  let best = Infinity;
  for (let i = closed ? 0 : 1, j = closed ? n - 1 : 0; i < n; j = i++) {
    const p = points[j]!, q = points[i]!;
    const d = segmentDistanceSq(px, py, p.x, p.y, q.x, q.y);
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** Even-odd containment test with the outline itself counting as inside, so concave outlines work. */
function inPolygon(points: readonly Point[], px: number, py: number): boolean {
  const eps2 = EPSILON * EPSILON;
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const p = points[i]!, q = points[j]!;
    if (segmentDistanceSq(px, py, p.x, p.y, q.x, q.y) <= eps2) return true;
    if ((p.y > py) !== (q.y > py) && px < ((q.x - p.x) * (py - p.y)) / (q.y - p.y) + p.x) inside = !inside;
  }
  return inside;
}

/** Whether p lies in the shape; the boundary counts as inside. */
export function contains(shape: Shape, p: Point): boolean {
  switch (shape.kind) {
    case 'rect':
      return p.x >= shape.x - EPSILON && p.x <= shape.x + shape.width + EPSILON
        && p.y >= shape.y - EPSILON && p.y <= shape.y + shape.depth + EPSILON;
    case 'circle': {
      const dx = p.x - shape.x, dy = p.y - shape.y, r = shape.radius + EPSILON;
      return dx * dx + dy * dy <= r * r;
    }
    case 'polygon':
      return inPolygon(shape.points, p.x, p.y);
    case 'polyline':
      return chainDistance(shape.points, p.x, p.y, false) <= shape.width / 2 + EPSILON;
  }
}

/** How far p is from the shape: 0 when inside or on the boundary. */
export function distanceToShape(shape: Shape, p: Point): number {
  switch (shape.kind) {
    case 'rect': {
      const ex = Math.max(shape.x - p.x, 0, p.x - shape.x - shape.width);
      const ey = Math.max(shape.y - p.y, 0, p.y - shape.y - shape.depth);
      return Math.sqrt(ex * ex + ey * ey);
    }
    case 'circle':
      return Math.max(0, distance(shape, p) - shape.radius);
    case 'polygon':
      return inPolygon(shape.points, p.x, p.y) ? 0 : chainDistance(shape.points, p.x, p.y, true);
    case 'polyline':
      return Math.max(0, chainDistance(shape.points, p.x, p.y, false) - shape.width / 2);
  }
}

/** How deep inside the shape p is (distance to the boundary), 0 when outside. For a polyline: half its width less the distance to the centre line. */
export function depthInside(shape: Shape, p: Point): number {
  switch (shape.kind) {
    case 'rect': {
      const d = Math.min(p.x - shape.x, shape.x + shape.width - p.x, p.y - shape.y, shape.y + shape.depth - p.y);
      return Math.max(0, d);
    }
    case 'circle':
      return Math.max(0, shape.radius - distance(shape, p));
    case 'polygon':
      return inPolygon(shape.points, p.x, p.y) ? chainDistance(shape.points, p.x, p.y, true) : 0;
    case 'polyline':
      return Math.max(0, shape.width / 2 - chainDistance(shape.points, p.x, p.y, false));
  }
}

/** Area centroid by the shoelace formula; undefined when the outline encloses no area. */
function polygonCentroid(pts: readonly Point[]): Point | undefined {
  let a2 = 0, sx = 0, sy = 0;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[j]!, q = pts[i]!;
    const k = p.x * q.y - q.x * p.y;
    a2 += k; sx += (p.x + q.x) * k; sy += (p.y + q.y) * k;
  }
  return Math.abs(a2) > EPSILON ? { x: sx / (3 * a2), y: sy / (3 * a2) } : undefined;
}

/** Length-weighted middle of a chain; undefined when it has no length. */
function chainCentroid(pts: readonly Point[]): Point | undefined {
  let len = 0, sx = 0, sy = 0;
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i - 1]!, q = pts[i]!;
    const k = distance(p, q);
    len += k; sx += (p.x + q.x) * k; sy += (p.y + q.y) * k;
  }
  return len > EPSILON ? { x: sx / (2 * len), y: sy / (2 * len) } : undefined;
}

/** The shape's centre of area (for a polyline: the length-weighted middle of its centre line). */
export function centroid(shape: Shape): Point {
  if (shape.kind === 'rect') return { x: shape.x + shape.width / 2, y: shape.y + shape.depth / 2 };
  if (shape.kind === 'circle') return { x: shape.x, y: shape.y };
  const pts = shape.points, n = pts.length;
  const c = shape.kind === 'polygon' ? polygonCentroid(pts) : chainCentroid(pts);
  if (c) return c;
  // Degenerate outline (no area or length): the plain average of its points.
  if (n === 0) return { x: 0, y: 0 };
  return { x: pts.reduce((s, p) => s + p.x, 0) / n, y: pts.reduce((s, p) => s + p.y, 0) / n };
}

/** The smallest axis-aligned box holding the shape (a polyline's band included). */
export function boundingBox(shape: Shape): { minX: number; minY: number; maxX: number; maxY: number } {
  if (shape.kind === 'rect') return { minX: shape.x, minY: shape.y, maxX: shape.x + shape.width, maxY: shape.y + shape.depth };
  if (shape.kind === 'circle') {
    const r = shape.radius;
    return { minX: shape.x - r, minY: shape.y - r, maxX: shape.x + r, maxY: shape.y + r };
  }
  if (shape.points.length === 0) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const pad = shape.kind === 'polyline' ? shape.width / 2 : 0;
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of shape.points) {
    minX = Math.min(minX, p.x); minY = Math.min(minY, p.y); maxX = Math.max(maxX, p.x); maxY = Math.max(maxY, p.y);
  }
  return { minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad };
}
