/**
 * The shortest way from a point to a goal that keeps out of convex obstacles: straight legs
 * between the obstacles' corners (a visibility graph, Lozano-Pérez and Wesley 1979), searched
 * with Dijkstra. Deterministic: corners are taken in the order given, ties to the first.
 */
import type { Convex } from './convex-pieces.js';
import { distance, type Point } from './shapes.js';
import type { Box } from './segments.js';
import { hypot } from './hypot.js';

/** How far inside an obstacle's edge a point must be to count as in it: a leg along the edge or through a corner passes. */
const INSIDE_CM = 1e-7;

/** Whether p lies inside the convex polygon by more than INSIDE_CM. */
export function strictlyInside(o: Convex, p: Point): boolean {
  if (p.x <= o.minX || p.x >= o.maxX || p.y <= o.minY || p.y >= o.maxY) return false;
  const pts = o.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[j]!, b = pts[i]!, ex = b.x - a.x, ey = b.y - a.y;
    // Counter-clockwise: the inside is to the left of each edge, where the cross product is positive.
    if (ex * (p.y - a.y) - ey * (p.x - a.x) <= INSIDE_CM * hypot(ex, ey)) return false;
  }
  return true;
}

/** Whether segment a-b passes through the inside of the convex polygon (clipped edge by edge, Cyrus-Beck). */
export function passesThrough(o: Convex, a: Point, b: Point): boolean {
  if (Math.max(a.x, b.x) <= o.minX || Math.min(a.x, b.x) >= o.maxX || Math.max(a.y, b.y) <= o.minY || Math.min(a.y, b.y) >= o.maxY) return false;
  const dx = b.x - a.x, dy = b.y - a.y, pts = o.points;
  let t0 = 0, t1 = 1;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[j]!, q = pts[i]!, ex = q.x - p.x, ey = q.y - p.y;
    // depth(t) = depth0 + t·rate: how far a + t·(b − a) lies inside this edge, less the margin.
    const depth0 = ex * (a.y - p.y) - ey * (a.x - p.x) - INSIDE_CM * hypot(ex, ey), rate = ex * dy - ey * dx;
    if (rate === 0) {
      if (depth0 <= 0) return false;
      continue;
    }
    const t = -depth0 / rate;
    if (rate > 0) t0 = Math.max(t0, t); else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return true;
}

/** A leg the search asks the caller about: one that leaves the start or reaches the goal. */
export type OpenLeg = (a: Point, b: Point, toGoal: boolean) => boolean;

/**
 * The shortest way from `from` to the goal, as the points to walk to in order (the last being
 * the goal), or null when there is none. `goal(p)` is the goal seen from p (for a unit, its
 * nearest point). Turning points are the obstacles' corners within `bounds` that no other
 * obstacle covers; legs between them keep out of every obstacle. The first and last legs may
 * start or end inside an obstacle (a unit standing nearer the ground than its clearance): those
 * obstacles are not asked of them, and `open` says whether they can be walked.
 */
export function shortestPath(from: Point, goal: (p: Point) => Point, obstacles: readonly Convex[], bounds: Box, open: OpenLeg): Point[] | null {
  const seen = new Set<string>();
  const nodes: Point[] = [from];
  for (const o of obstacles) {
    for (const p of o.points) {
      const key = `${p.x},${p.y}`;
      if (seen.has(key) || p.x < bounds.minX || p.x > bounds.maxX || p.y < bounds.minY || p.y > bounds.maxY) continue;
      seen.add(key);
      if (!obstacles.some((other) => strictlyInside(other, p))) nodes.push(p);
    }
  }
  const clear = (a: Point, b: Point, fromStart: boolean, toGoal: boolean): boolean => {
    for (const o of obstacles) {
      if ((fromStart && strictlyInside(o, a)) || (toGoal && strictlyInside(o, b))) continue;
      if (passesThrough(o, a, b)) return false;
    }
    return fromStart || toGoal ? open(a, b, toGoal) : true;
  };

  const n = nodes.length;
  const dist = new Array<number>(n).fill(Infinity), prev = new Array<number>(n).fill(-1), done = new Array<boolean>(n).fill(false);
  dist[0] = 0;
  let best = Infinity, last = -1, end: Point = from;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i]! < Infinity && (u < 0 || dist[i]! < dist[u]!)) u = i;
    if (u < 0 || dist[u]! >= best) break;
    done[u] = true;
    const at = nodes[u]!, g = goal(at), toEnd = dist[u]! + distance(at, g);
    if (toEnd < best && clear(at, g, u === 0, true)) [best, last, end] = [toEnd, u, g];
    for (let v = 1; v < n; v++) {
      if (done[v]) continue;
      const d = dist[u]! + distance(at, nodes[v]!);
      if (d < dist[v]! && clear(at, nodes[v]!, u === 0, false)) [dist[v], prev[v]] = [d, u];
    }
  }
  if (last < 0) return null;
  const way: Point[] = [end];
  for (let i = last; i > 0; i = prev[i]!) way.unshift(nodes[i]!);
  return way;
}
