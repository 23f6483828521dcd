/** Line of sight across the table: terrain that blocks it, figures' bases in the way, and how much of a target shows. */
import { contains, distanceToShape, segmentDistanceSq, type Point, type Shape } from './shapes.js';
import { nearBox, segmentHitsCircle, segmentMeetsBox, segmentTouchesShape, type Box } from './segments.js';

/** A terrain piece as line of sight sees it. */
export interface Obstacle {
  shape: Shape;
  /** true: blocks sight when the line passes through (buildings, hills between). */
  blocks: boolean;
  /** The shape's box, a little widened: a line that misses it misses the shape (`obstacle` fills it in). */
  box?: Box;
}

/** An obstacle with its box, so lines far from it are passed over cheaply. */
export function obstacle(shape: Shape, blocks: boolean): Obstacle {
  return { shape, blocks, box: nearBox(shape) };
}

/** A figure's round base: centre, radius (cm) and whose it is. */
export interface Disc { c: Point; r: number; id: string }

/** How far (cm) the rim sight points are pulled in from a target's edge, so a base in contact beside it does not count as in the way. */
const RIM_INSET = 1e-6;

/**
 * Whether the line a-b is clear: it touches no blocking obstacle (an obstacle that contains a or b does not block, nor does a
 * blocking wall or hedge — a polyline — within `ignoreWithin` cm of a), and hits none of the `others` discs, except discs
 * whose edge is within `ignoreWithin` cm of a (firing past a comrade's shoulder or over a wall one stands behind).
 * The disc whose id is `except` (the target itself) is passed over, so callers need not copy the list.
 * Allocation-free: it runs hundreds of thousands of times per battle.
 */
export function lineClear(a: Point, b: Point, obstacles: readonly Obstacle[], others: readonly Disc[], ignoreWithin: number, except?: string): boolean {
  return lineClearOf(a, b, obstacles, others, others.length, ignoreWithin, except);
}

/** `lineClear` over the first `count` of `others` (a scratch list longer than what it holds). */
function lineClearOf(a: Point, b: Point, obstacles: readonly Obstacle[], others: readonly Disc[], count: number, ignoreWithin: number, except?: string): boolean {
  const minX = Math.min(a.x, b.x), maxX = Math.max(a.x, b.x), minY = Math.min(a.y, b.y), maxY = Math.max(a.y, b.y);
  for (let i = 0; i < count; i++) {
    const d = others[i]!;
    if (d.id !== except && discBlocks(a, b, d, minX, minY, maxX, maxY, ignoreWithin)) return false;
  }
  for (let i = 0; i < obstacles.length; i++) {
    const o = obstacles[i]!;
    if (!o.blocks || (o.box && !segmentMeetsBox(a, b, o.box)) || !segmentTouchesShape(o.shape, a, b)) continue;
    if (contains(o.shape, a) || contains(o.shape, b)) continue;
    if (o.shape.kind === 'polyline' && distanceToShape(o.shape, a) <= ignoreWithin) continue;
    return false;
  }
  return true;
}

/** Whether disc d is in the way of the line a-b (whose box is given), unless its edge is within `ignoreWithin` cm of a. */
function discBlocks(a: Point, b: Point, d: Disc, minX: number, minY: number, maxX: number, maxY: number, ignoreWithin: number): boolean {
  // The cheap miss tests first; most discs are nowhere near the line.
  if (outsideBox(d.c, minX, minY, maxX, maxY, d.r)) return false;
  if (segmentDistanceSq(d.c.x, d.c.y, a.x, a.y, b.x, b.y) >= d.r * d.r) return false;
  const dx = d.c.x - a.x, dy = d.c.y - a.y;
  if (Math.sqrt(dx * dx + dy * dy) - d.r <= ignoreWithin) return false;
  return segmentHitsCircle(a, b, d.c, d.r);
}

/** How far beyond `reach` (cm) a point must lie outside a line's box to be passed over unmeasured: rounding never decides it. */
const BOX_SPARE_CM = 1e-6;

/** Whether p lies farther than `reach` (and a hair) outside the box: then it is farther than `reach` from every point of a line in the box. */
function outsideBox(p: Point, minX: number, minY: number, maxX: number, maxY: number, reach: number): boolean {
  const r = reach + BOX_SPARE_CM;
  return p.x < minX - r || p.x > maxX + r || p.y < minY - r || p.y > maxY + r;
}

/** The point of t's rim (pulled in a hair) square to the line of sight from a, on the given side; t's centre if a is on it. */
function rimPoint(a: Point, t: Disc, side: 1 | -1, into: { x: number; y: number } = { x: 0, y: 0 }): Point {
  const dx = t.c.x - a.x, dy = t.c.y - a.y, len = Math.sqrt(dx * dx + dy * dy);
  if (len === 0) return t.c;
  const k = (side * Math.max(0, t.r - RIM_INSET)) / len;
  into.x = t.c.x - dy * k;
  into.y = t.c.y + dx * k;
  return into;
}

/** Scratch for `wholeBaseVisible`, which runs for every shot looked at: the bases near the line, and a rim point. */
const nearLine: Disc[] = [];
const rim = { x: 0, y: 0 };

/** Whether the entire base of target disc t can be seen from point a: the lines from a to t's centre and to the two points of t's rim perpendicular to the line of sight are all clear. */
export function wholeBaseVisible(a: Point, t: Disc, obstacles: readonly Obstacle[], others: readonly Disc[], ignoreWithin: number): boolean {
  // Every point of the three lines is within t.r of the line to t's centre, so only bases that close to it can be in the way.
  let near = 0;
  const minX = Math.min(a.x, t.c.x), maxX = Math.max(a.x, t.c.x), minY = Math.min(a.y, t.c.y), maxY = Math.max(a.y, t.c.y);
  for (let i = 0; i < others.length; i++) {
    const d = others[i]!, reach = d.r + t.r;
    if (d.id === t.id || outsideBox(d.c, minX, minY, maxX, maxY, reach)) continue;
    if (segmentDistanceSq(d.c.x, d.c.y, a.x, a.y, t.c.x, t.c.y) >= reach * reach) continue;
    // A base across the line to the centre hides the base, whatever else is in the way: the line's own test of it, at once.
    if (discBlocks(a, t.c, d, minX, minY, maxX, maxY, ignoreWithin)) return false;
    nearLine[near++] = d;
  }
  // Every base that could cross the line to the centre was just tested: only the terrain is left to ask of it.
  return lineClearOf(a, t.c, obstacles, nearLine, 0, ignoreWithin, t.id)
    && lineClearOf(a, rimPoint(a, t, 1, rim), obstacles, nearLine, near, ignoreWithin, t.id)
    && lineClearOf(a, rimPoint(a, t, -1, rim), obstacles, nearLine, near, ignoreWithin, t.id);
}

/** Any part visible: at least one of the lines from a to t's centre and its two side rim points is clear. */
export function partVisible(a: Point, t: Disc, obstacles: readonly Obstacle[], others: readonly Disc[], ignoreWithin: number): boolean {
  return lineClear(a, t.c, obstacles, others, ignoreWithin, t.id)
    || lineClear(a, rimPoint(a, t, 1), obstacles, others, ignoreWithin, t.id)
    || lineClear(a, rimPoint(a, t, -1), obstacles, others, ignoreWithin, t.id);
}
