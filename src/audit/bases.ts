/**
 * The trace checker's geometry: a base of a positions line as a disc or a turned rectangle,
 * and the gap between two bases, closest point to closest point (negative when they overlap).
 * Written from the trace's own description of bases, not from a ruleset's code, so that the
 * checker holds the rulesets to the rules rather than to themselves.
 */
import type { TraceBase } from '../engine/trace.js';
import { segmentDistanceSq, type Point } from '../table/shapes.js';

/** A base where it stands: a disc, or a rectangle's corners in order round it. */
export type Outline = { readonly kind: 'disc'; readonly c: Point; readonly r: number } | { readonly kind: 'box'; readonly c: Point; readonly corners: readonly Point[] };

/** The outline of a trace base: its centre, its frontage across its facing and its depth along it. */
export function outlineOf(base: Pick<TraceBase, 'x' | 'y' | 'w' | 'd' | 'facing' | 'round'>): Outline {
  const c = { x: base.x, y: base.y };
  if (base.round) return { kind: 'disc', c, r: base.w / 2 };
  const a = (base.facing * Math.PI) / 180;
  const ahead = { x: Math.sin(a), y: Math.cos(a) }, right = { x: ahead.y, y: -ahead.x };
  const corner = (across: number, along: number) => ({ x: c.x + right.x * across * (base.w / 2) + ahead.x * along * (base.d / 2), y: c.y + right.y * across * (base.w / 2) + ahead.y * along * (base.d / 2) });
  return { kind: 'box', c, corners: [corner(-1, 1), corner(1, 1), corner(1, -1), corner(-1, -1)] };
}

function edges(corners: readonly Point[]): [Point, Point][] {
  return corners.map((p, i) => [p, corners[(i + 1) % corners.length]!]);
}

/** How far inside the convex outline `p` lies (> 0 inside, the distance to the nearest edge), or -1 outside. */
function depthInside(corners: readonly Point[], p: Point): number {
  let depth = Infinity;
  for (const [a, b] of edges(corners)) {
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    // corners run clockwise (front-left, front-right, back-right, back-left): inside is to the right of each edge
    const side = ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / -len;
    if (side < 0) return -1;
    depth = Math.min(depth, side);
  }
  return depth === Infinity ? 0 : depth;
}

/** The least distance from `p` to the outline's edge (0 on it). */
function toEdges(corners: readonly Point[], p: Point): number {
  let best = Infinity;
  for (const [a, b] of edges(corners)) best = Math.min(best, segmentDistanceSq(p.x, p.y, a.x, a.y, b.x, b.y));
  return Math.sqrt(best);
}

/** Projections of a convex outline's corners on an axis. */
function span(corners: readonly Point[], axis: Point): [number, number] {
  let lo = Infinity, hi = -Infinity;
  for (const p of corners) {
    const t = p.x * axis.x + p.y * axis.y;
    lo = Math.min(lo, t);
    hi = Math.max(hi, t);
  }
  return [lo, hi];
}

function boxGap(a: readonly Point[], b: readonly Point[]): number {
  // Separating axes: overlapping boxes overlap on every edge normal; the least overlap is how deep they are.
  let overlap = Infinity;
  for (const [p, q] of [...edges(a), ...edges(b)]) {
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    if (len === 0) continue;
    const axis = { x: -(q.y - p.y) / len, y: (q.x - p.x) / len };
    const [alo, ahi] = span(a, axis), [blo, bhi] = span(b, axis);
    overlap = Math.min(overlap, Math.min(ahi, bhi) - Math.max(alo, blo));
  }
  if (overlap > 0) return -overlap;
  let best = Infinity;
  for (const p of a) best = Math.min(best, toEdges(b, p));
  for (const p of b) best = Math.min(best, toEdges(a, p));
  return best;
}

function discBoxGap(c: Point, r: number, corners: readonly Point[]): number {
  const inside = depthInside(corners, c);
  return inside >= 0 ? -(inside + r) : toEdges(corners, c) - r;
}

/** The gap between two outlines, cm: positive apart, 0 touching, negative overlapping. */
export function gapBetween(a: Outline, b: Outline): number {
  if (a.kind === 'disc' && b.kind === 'disc') return Math.hypot(a.c.x - b.c.x, a.c.y - b.c.y) - a.r - b.r;
  if (a.kind === 'disc' && b.kind === 'box') return discBoxGap(a.c, a.r, b.corners);
  if (a.kind === 'box' && b.kind === 'disc') return discBoxGap(b.c, b.r, a.corners);
  return boxGap((a as Extract<Outline, { kind: 'box' }>).corners, (b as Extract<Outline, { kind: 'box' }>).corners);
}
