/** Straight segments against terrain: does a line touch a shape, and how much of it lies inside. */
import { EPSILON, boundingBox, contains, segmentDistanceSq, type Point, type Shape } from './shapes.js';
import { hypot } from './hypot.js';

/** Scratch for the clip helpers' result, so the hot paths allocate nothing. */
const clip = { t0: 0, t1: 0 };

/** Clips a + t·d (t in 0..1) to an axis-aligned box; on success leaves the surviving t range in `clip`. */
function clipBox(ax: number, ay: number, dx: number, dy: number, minX: number, minY: number, maxX: number, maxY: number): boolean {
  let t0 = 0, t1 = 1;
  if (dx === 0) { if (ax < minX - EPSILON || ax > maxX + EPSILON) return false; } else {
    const u = (minX - ax) / dx, v = (maxX - ax) / dx;
    t0 = Math.max(t0, Math.min(u, v)); t1 = Math.min(t1, Math.max(u, v));
  }
  if (dy === 0) { if (ay < minY - EPSILON || ay > maxY + EPSILON) return false; } else {
    const u = (minY - ay) / dy, v = (maxY - ay) / dy;
    t0 = Math.max(t0, Math.min(u, v)); t1 = Math.min(t1, Math.max(u, v));
  }
  if (t0 > t1) return false;
  clip.t0 = t0; clip.t1 = t1;
  return true;
}

/** Clips a + t·d (t in 0..1) to a disc; on success leaves the surviving t range in `clip`. */
function clipCircle(ax: number, ay: number, dx: number, dy: number, cx: number, cy: number, r: number): boolean {
  const fx = ax - cx, fy = ay - cy;
  const a = dx * dx + dy * dy, b = fx * dx + fy * dy, c = fx * fx + fy * fy - r * r;
  if (a === 0) { clip.t0 = 0; clip.t1 = 1; return c <= EPSILON; }
  const disc = b * b - a * c;
  if (disc < 0) return false;
  const s = Math.sqrt(disc);
  const t0 = Math.max(0, (-b - s) / a), t1 = Math.min(1, (-b + s) / a);
  if (t0 > t1) return false;
  clip.t0 = t0; clip.t1 = t1;
  return true;
}

/** Squared distance between segments a-b and p-q (0 when they cross). */
function segmentSegmentDistanceSq(a: Point, b: Point, p: Point, q: Point): number {
  const rx = b.x - a.x, ry = b.y - a.y, sx = q.x - p.x, sy = q.y - p.y;
  const d1 = sx * (a.y - p.y) - sy * (a.x - p.x), d2 = sx * (b.y - p.y) - sy * (b.x - p.x);
  const d3 = rx * (p.y - a.y) - ry * (p.x - a.x), d4 = rx * (q.y - a.y) - ry * (q.x - a.x);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return 0;
  return Math.min(
    segmentDistanceSq(a.x, a.y, p.x, p.y, q.x, q.y), segmentDistanceSq(b.x, b.y, p.x, p.y, q.x, q.y),
    segmentDistanceSq(p.x, p.y, a.x, a.y, b.x, b.y), segmentDistanceSq(q.x, q.y, a.x, a.y, b.x, b.y),
  );
}

/** An axis-aligned box, as `boundingBox` gives it. */
export interface Box { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number }

/** How far (cm) `nearBox` widens a shape's box: far beyond EPSILON, so rounding along a line never slips past. */
const BOX_MARGIN = 1e-6;

/** The shape's bounding box widened a hair: a segment that does not meet it has no point in or on the shape, EPSILON included. */
export function nearBox(shape: Shape): Box {
  const b = boundingBox(shape);
  return { minX: b.minX - BOX_MARGIN, minY: b.minY - BOX_MARGIN, maxX: b.maxX + BOX_MARGIN, maxY: b.maxY + BOX_MARGIN };
}

/** Whether segment a-b meets the box (its outline included): the cheap test before measuring a shape the box holds. */
export function segmentMeetsBox(a: Point, b: Point, box: Box): boolean {
  // The segment's own box first: most segments are nowhere near.
  if (Math.max(a.x, b.x) < box.minX || Math.min(a.x, b.x) > box.maxX || Math.max(a.y, b.y) < box.minY || Math.min(a.y, b.y) > box.maxY) return false;
  return clipBox(a.x, a.y, b.x - a.x, b.y - a.y, box.minX, box.minY, box.maxX, box.maxY);
}

/** Distance from point p to segment a-b. */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  return Math.sqrt(segmentDistanceSq(p.x, p.y, a.x, a.y, b.x, b.y));
}

/** Whether a circle (centre c, radius r) intersects segment a-b. Merely grazing the rim (bases in contact) does not count. */
export function segmentHitsCircle(a: Point, b: Point, c: Point, r: number): boolean {
  const lim = r - EPSILON;
  return lim > 0 && segmentDistanceSq(c.x, c.y, a.x, a.y, b.x, b.y) < lim * lim;
}

/** Whether segment a-b touches the shape (enters it, or crosses a polyline's band). */
export function segmentTouchesShape(shape: Shape, a: Point, b: Point): boolean {
  switch (shape.kind) {
    case 'rect':
      return clipBox(a.x, a.y, b.x - a.x, b.y - a.y, shape.x, shape.y, shape.x + shape.width, shape.y + shape.depth);
    case 'circle': {
      const r = shape.radius + EPSILON;
      return segmentDistanceSq(shape.x, shape.y, a.x, a.y, b.x, b.y) <= r * r;
    }
    case 'polygon': {
      const pts = shape.points, eps2 = EPSILON * EPSILON;
      if (contains(shape, a)) return true;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        if (segmentSegmentDistanceSq(a, b, pts[j]!, pts[i]!) <= eps2) return true;
      }
      return false;
    }
    case 'polyline': {
      const pts = shape.points, h = shape.width / 2 + EPSILON;
      if (pts.length === 1) return segmentDistanceSq(pts[0]!.x, pts[0]!.y, a.x, a.y, b.x, b.y) <= h * h;
      for (let i = 1; i < pts.length; i++) {
        if (segmentSegmentDistanceSq(a, b, pts[i - 1]!, pts[i]!) <= h * h) return true;
      }
      return false;
    }
  }
}

/** Scratch for `capsuleSpan`'s result. */
const capsule = { lo: 0, hi: 0 };

/** The t range of a + t·d inside the capsule of half-width h around p-q: leaves it in `capsule` and says whether there is one. */
function capsuleSpan(a: Point, dx: number, dy: number, p: Point, q: Point, h: number): boolean {
  let lo = Infinity, hi = -Infinity;
  if (clipCircle(a.x, a.y, dx, dy, p.x, p.y, h)) { lo = Math.min(lo, clip.t0); hi = Math.max(hi, clip.t1); }
  if (clipCircle(a.x, a.y, dx, dy, q.x, q.y, h)) { lo = Math.min(lo, clip.t0); hi = Math.max(hi, clip.t1); }
  const len = hypot(q.x - p.x, q.y - p.y);
  if (len > 0) {
    // In a frame where p-q runs along the u axis the capsule's middle is the box [0, len] x [-h, h].
    const ex = (q.x - p.x) / len, ey = (q.y - p.y) / len;
    const ua = (a.x - p.x) * ex + (a.y - p.y) * ey, va = ex * (a.y - p.y) - ey * (a.x - p.x);
    if (clipBox(ua, va, dx * ex + dy * ey, ex * dy - ey * dx, 0, -h, len, h)) { lo = Math.min(lo, clip.t0); hi = Math.max(hi, clip.t1); }
  }
  capsule.lo = lo;
  capsule.hi = hi;
  return lo <= hi;
}

/** Scratch for `polygonBreaks`: the t values, sorted, in its first entries. */
const breaks: number[] = [];

/** The t values at which segment a-b meets the polygon's outline, 0 and 1 among them: sorted into `breaks`; returns how many. */
function polygonBreaks(pts: readonly Point[], a: Point, dx: number, dy: number): number {
  const len2 = dx * dx + dy * dy;
  breaks[0] = 0;
  breaks[1] = 1;
  let n = 2;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[j]!, q = pts[i]!, ex = q.x - p.x, ey = q.y - p.y;
    const den = dx * ey - dy * ex;
    if (den !== 0) {
      const t = ((p.x - a.x) * ey - (p.y - a.y) * ex) / den, s = ((p.x - a.x) * dy - (p.y - a.y) * dx) / den;
      if (t > 0 && t < 1 && s >= 0 && s <= 1) breaks[n++] = t;
    }
    // Vertices lying on the segment catch edges running along it.
    if (len2 > 0 && segmentDistanceSq(p.x, p.y, a.x, a.y, a.x + dx, a.y + dy) <= EPSILON * EPSILON) {
      breaks[n++] = Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
    }
  }
  // A handful of values: sorted in place (an insertion sort orders numbers as Array.prototype.sort does, without its copy).
  for (let i = 1; i < n; i++) {
    const t = breaks[i]!;
    let k = i;
    for (; k > 0 && breaks[k - 1]! > t; k--) breaks[k] = breaks[k - 1]!;
    breaks[k] = t;
  }
  return n;
}

/** Stretches as parallel lists of their ends, the first `n` in use: scratch so the hot paths allocate nothing. */
export interface SpanList { t0: number[]; t1: number[]; n: number }
const raw: SpanList = { t0: [], t1: [], n: 0 };
const merged: SpanList = { t0: [], t1: [], n: 0 };

/** Sorts the stretches by where they start, ties kept in order (a stable insertion sort, as Array.prototype.sort was: a line meets few pieces). */
export function sortByStart(list: SpanList): void {
  for (let i = 1; i < list.n; i++) {
    const t0 = list.t0[i]!, t1 = list.t1[i]!;
    let k = i;
    for (; k > 0 && list.t0[k - 1]! > t0; k--) {
      list.t0[k] = list.t0[k - 1]!;
      list.t1[k] = list.t1[k - 1]!;
    }
    list.t0[k] = t0;
    list.t1[k] = t1;
  }
}

function add(list: SpanList, t0: number, t1: number): void {
  list.t0[list.n] = t0;
  list.t1[list.n] = t1;
  list.n++;
}

/** Fills `merged` with the stretches of segment a-b inside the shape, as `spansInside` gives them; returns how many. */
function fillSpans(shape: Shape, a: Point, b: Point): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  raw.n = 0;
  if (shape.kind === 'rect') {
    if (clipBox(a.x, a.y, dx, dy, shape.x, shape.y, shape.x + shape.width, shape.y + shape.depth)) add(raw, clip.t0, clip.t1);
  } else if (shape.kind === 'circle') {
    if (clipCircle(a.x, a.y, dx, dy, shape.x, shape.y, shape.radius)) add(raw, clip.t0, clip.t1);
  } else if (shape.kind === 'polygon') {
    const n = polygonBreaks(shape.points, a, dx, dy);
    for (let i = 1; i < n; i++) {
      const t0 = breaks[i - 1]!, t1 = breaks[i]!, m = (t0 + t1) / 2;
      if (t1 > t0 && contains(shape, { x: a.x + m * dx, y: a.y + m * dy })) add(raw, t0, t1);
    }
  } else {
    const pts = shape.points, h = shape.width / 2;
    // A single point is a round blob; otherwise one capsule per leg of the line.
    for (let i = pts.length === 1 ? 0 : 1; i < pts.length; i++) {
      if (capsuleSpan(a, dx, dy, pts[Math.max(0, i - 1)]!, pts[i]!, h)) add(raw, capsule.lo, capsule.hi);
    }
    sortByStart(raw);
  }
  merged.n = 0;
  for (let i = 0; i < raw.n; i++) {
    const t0 = raw.t0[i]!, t1 = raw.t1[i]!, last = merged.n - 1;
    if (last >= 0 && t0 <= merged.t1[last]! + EPSILON) merged.t1[last] = Math.max(merged.t1[last]!, t1);
    else add(merged, t0, t1);
  }
  return merged.n;
}

/** The stretches of segment a-b inside the shape, as sorted, disjoint [t0, t1] fractions of the way from a to b. */
export function spansInside(shape: Shape, a: Point, b: Point): [number, number][] {
  const n = fillSpans(shape, a, b), out: [number, number][] = [];
  for (let i = 0; i < n; i++) out.push([merged.t0[i]!, merged.t1[i]!]);
  return out;
}

/** Appends to `into` the stretches `spansInside` gives, without the list of pairs: for callers with scratch lists of their own. */
export function appendSpansInside(shape: Shape, a: Point, b: Point, into: SpanList): void {
  const n = fillSpans(shape, a, b);
  for (let i = 0; i < n; i++) add(into, merged.t0[i]!, merged.t1[i]!);
}

/** Where the first stretch of segment a-b inside the shape (as `spansInside` gives them) that `where` accepts starts, as a fraction of the way. */
export function firstSpanStart(shape: Shape, a: Point, b: Point, where: (t0: number, t1: number) => boolean): number | undefined {
  const n = fillSpans(shape, a, b);
  for (let i = 0; i < n; i++) if (where(merged.t0[i]!, merged.t1[i]!)) return merged.t0[i]!;
  return undefined;
}

/** The length of segment a-b that lies inside the shape (for a polyline: inside its band). */
export function lengthInside(shape: Shape, a: Point, b: Point): number {
  const len = hypot(b.x - a.x, b.y - a.y);
  const n = fillSpans(shape, a, b);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (merged.t1[i]! - merged.t0[i]!) * len;
  return sum;
}
