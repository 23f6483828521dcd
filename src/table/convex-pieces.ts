/**
 * Terrain outlines cut into convex pieces, and those pieces pushed out by a clearance: the
 * ground a path round an obstacle keeps out of (shortest-path.ts).
 */
import type { Point, Shape } from './shapes.js';

/** A convex piece of an outline: the hull of `points` widened by `radius` all round. */
export interface Piece {
  readonly points: readonly Point[];
  readonly radius: number;
  /** Sides of the regular polygon that stands for the rounding when it is pushed out (more for a circle's long curve). */
  readonly sides: number;
}

/** A convex polygon, corners counter-clockwise, with its bounding box. */
export interface Convex {
  readonly points: readonly Point[];
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Rounded ends and corners pushed out stand on an octagon; a circle on a 16-gon (its detour 1.3% longer than the arc). */
const CORNER_SIDES = 8;
const CIRCLE_SIDES = 16;

/** A turn this small (cm²) is a straight line: rounding leaves corners pushed out along a side a hair off it. */
const COLLINEAR = 1e-9;

/** z of (b − a) × (c − a): positive when a, b, c turn counter-clockwise. */
function cross(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/** The convex hull, counter-clockwise from the leftmost point (the lowest of those), collinear points dropped (Andrew's monotone chain). */
export function hull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const chain = (pts: readonly Point[]): Point[] => {
    const out: Point[] = [];
    for (const p of pts) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= COLLINEAR) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...chain(sorted), ...chain([...sorted].reverse())];
}

/** Twice the signed area: positive for a counter-clockwise ring. */
function area2(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += ring[j]!.x * ring[i]!.y - ring[i]!.x * ring[j]!.y;
  return sum;
}

/** Whether two edges of the ring cross (not merely meet at a shared corner). */
function crossesItself(ring: readonly Point[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!, b = ring[(i + 1) % n]!;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const c = ring[j]!, d = ring[(j + 1) % n]!;
      if (Math.sign(cross(a, b, c)) * Math.sign(cross(a, b, d)) < 0 && Math.sign(cross(c, d, a)) * Math.sign(cross(c, d, b)) < 0) return true;
    }
  }
  return false;
}

/** Whether p lies in triangle abc (counter-clockwise), its edges included. */
function inTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

/**
 * A polygon as convex pieces: itself when convex, else triangles by ear clipping. An outline
 * that crosses itself is taken whole as its convex hull.
 */
export function convexParts(points: readonly Point[]): Point[][] {
  const distinct = points.filter((p, i) => { const q = points[(i + 1) % points.length]!; return p.x !== q.x || p.y !== q.y; });
  // Corners on a straight side are no corners: they would never make an ear.
  const ring = distinct.filter((p, i) => cross(distinct[(i + distinct.length - 1) % distinct.length]!, p, distinct[(i + 1) % distinct.length]!) !== 0);
  if (ring.length < 3) return [];
  if (crossesItself(ring)) return [hull(ring)];
  if (area2(ring) < 0) ring.reverse();
  const turns = ring.map((p, i) => cross(ring[(i + ring.length - 1) % ring.length]!, p, ring[(i + 1) % ring.length]!));
  if (turns.every((t) => t > 0)) return [hull(ring)];
  const parts: Point[][] = [];
  const left = [...ring];
  while (left.length > 3) {
    const n = left.length;
    const ear = left.findIndex((b, i) => {
      const a = left[(i + n - 1) % n]!, c = left[(i + 1) % n]!;
      return cross(a, b, c) > 0 && !left.some((p) => p !== a && p !== b && p !== c && inTriangle(p, a, b, c));
    });
    if (ear < 0) return [hull(ring)];
    parts.push([left[(ear + n - 1) % n]!, left[ear]!, left[(ear + 1) % n]!]);
    left.splice(ear, 1);
  }
  if (cross(left[0]!, left[1]!, left[2]!) > 0) parts.push(left);
  return parts;
}

/** The shape as convex pieces: a rect or circle whole, a polygon cut up, a polyline one piece per leg. */
export function pieces(shape: Shape): Piece[] {
  switch (shape.kind) {
    case 'rect': {
      const { x, y, width: w, depth: d } = shape;
      return [{ points: [{ x, y }, { x: x + w, y }, { x: x + w, y: y + d }, { x, y: y + d }], radius: 0, sides: CORNER_SIDES }];
    }
    case 'circle':
      return [{ points: [{ x: shape.x, y: shape.y }], radius: shape.radius, sides: CIRCLE_SIDES }];
    case 'polygon':
      return convexParts(shape.points).map((points) => ({ points, radius: 0, sides: CORNER_SIDES }));
    case 'polyline': {
      const pts = shape.points, radius = shape.width / 2;
      if (pts.length === 1) return [{ points: [pts[0]!], radius, sides: CORNER_SIDES }];
      return pts.slice(1).map((q, i) => ({ points: [pts[i]!, q], radius, sides: CORNER_SIDES }));
    }
  }
}

/**
 * The piece pushed out by `clearance` cm: the hull of its points each widened by a regular
 * polygon drawn round the circle of its radius plus the clearance, so it holds every point that
 * near the piece (and a little more at the polygon's corners). Its edges facing the axes are
 * straight, so a rect pushed out keeps its sides and has its corners cut.
 */
export function pushedOut(piece: Piece, clearance: number): Convex {
  const k = piece.sides, r = (piece.radius + clearance) / Math.cos(Math.PI / k);
  const spread: Point[] = [];
  for (const p of piece.points) {
    for (let j = 0; j < k; j++) {
      const a = ((2 * j + 1) * Math.PI) / k;
      spread.push({ x: p.x + r * Math.cos(a), y: p.y + r * Math.sin(a) });
    }
  }
  const points = hull(spread);
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x); minY = Math.min(minY, p.y); maxX = Math.max(maxX, p.x); maxY = Math.max(maxY, p.y);
  }
  return { points, minX, minY, maxX, maxY };
}
