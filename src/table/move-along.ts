/** Moving along a straight line over terrain that costs movement allowance; generic across rulesets. */
import { EPSILON, distance, type Point, type Shape } from './shapes.js';
import { firstSpanStart, nearBox, segmentMeetsBox, type Box } from './segments.js';
import { sureSteps } from './sure-steps.js';

/** What the ground along a move costs, as a ruleset sees it. */
export interface MoveTerrain {
  /**
   * How many cm of allowance 1 cm of travel costs at this point (1 open, 2 difficult going). Infinity = impassable.
   * `moveAlong` lends the point for the call (one point moved along the walk): read it, never keep it.
   */
  costAt(p: Point): number;
  /** Optional shortcut: the cost at every point of segment a-b when it is the same all along (e.g. open ground), else undefined. */
  costAlong?(a: Point, b: Point): number | undefined;
  /** Optional shortcut: the ground near segment a-b, answering for its points as `costAt` does, sooner. */
  costNear?(a: Point, b: Point): NearGround;
  /** Extra allowance (cm) charged for crossing each barrier polyline the path crosses (e.g. a quarter move for a fence). */
  barriers: readonly { shape: Shape; cost: number }[];
}

/** The ground near one segment: the cost at its points, and whether none of it is impassable. */
export interface NearGround {
  costAt(p: Point): number;
  /** No point of the segment is impassable (every cost is finite): then the walk need not look for an edge to stop at. */
  readonly passable: boolean;
  /** Optional: the cost at p (as `costAt`) and how far from p (cm) on toward the segment's end every point surely costs the same (p lent, as to `costAt`). */
  runAt?(p: Point): { readonly cost: number; readonly room: number };
}

/** Where a move ended, how far it got, what it cost, and whether impassable ground stopped it. */
export interface MoveResult { end: Point; travelled: number; spent: number; blocked: boolean }

/** How far (cm) a walk goes between looks at the ground, unless told otherwise: it prices each step at its middle. */
export const WALK_STEP_CM = 0.5;

/** How many times the allowance's last part-step is priced again at its own middle before it is given up (see `partStep`). */
const PART_STEP_ROUNDS = 8;

/** How finely the edge of impassable ground is searched for within one step. */
const BISECTIONS = 30;

/** Fraction of the way along a-b where it first crosses the chain `points`, or undefined if it never does. */
function firstCrossing(points: readonly Point[], a: Point, b: Point): number | undefined {
  const dx = b.x - a.x, dy = b.y - a.y;
  let best: number | undefined;
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1]!, q = points[i]!, ex = q.x - p.x, ey = q.y - p.y;
    const den = dx * ey - dy * ex;
    if (den === 0) continue; // running alongside a wall is not crossing it
    const t = ((p.x - a.x) * ey - (p.y - a.y) * ex) / den, s = ((p.x - a.x) * dy - (p.y - a.y) * dx) / den;
    if (t >= 0 && t <= 1 && s >= 0 && s <= 1 && (best === undefined || t < best)) best = t;
  }
  return best;
}

const boxes = new WeakMap<Shape, Box>();

/** A shape's `nearBox`, worked out once (terrain never changes shape). */
export function boxOf(shape: Shape): Box {
  let box = boxes.get(shape);
  if (!box) {
    box = nearBox(shape);
    boxes.set(shape, box);
  }
  return box;
}

/** A stretch inside a barrier's shape that begins past the walk's start (one it stands in already is not crossed). */
const startsPastOrigin = (t0: number): boolean => t0 > EPSILON;

/** Distance from a (cm) at which a walk to b crossing the barrier is charged for it, or undefined if it does not cross it. */
export function barrierChargeAt(a: Point, b: Point, len: number, shape: Shape): number | undefined {
  // Most barriers are nowhere near the path: only one that meets its box can be crossed.
  if (!segmentMeetsBox(a, b, boxOf(shape))) return undefined;
  let t: number | undefined;
  if (shape.kind === 'polyline') {
    // A line not crossed costs nothing, however near the path runs (its band is measured only when crossed).
    const cross = firstCrossing(shape.points, a, b);
    // Charged on reaching the barrier's band, so a figure that cannot pay halts short of the wall rather than astride it.
    if (cross !== undefined) t = firstSpanStart(shape, a, b, (t0, t1) => cross >= t0 - EPSILON && cross <= t1 + EPSILON) ?? cross;
  } else {
    t = firstSpanStart(shape, a, b, startsPastOrigin);
  }
  return t === undefined ? undefined : t * len;
}

/** Distance from a (cm) at which each crossed barrier is charged, soonest first. */
function barrierCharges(a: Point, b: Point, len: number, barriers: MoveTerrain['barriers']): readonly { at: number; cost: number }[] {
  let out: { at: number; cost: number }[] | undefined;
  for (const { shape, cost } of barriers) {
    const at = barrierChargeAt(a, b, len, shape);
    if (at !== undefined) (out ??= []).push({ at, cost });
  }
  // most walks cross none: one shared empty list, not a new one a walk
  if (!out) return NO_CHARGES;
  return out.length > 1 ? out.sort((x, y) => x.at - y.at) : out;
}

const NO_CHARGES: readonly { at: number; cost: number }[] = Object.freeze([]);

/**
 * Walk from `from` towards `to` (never past it) spending at most `allowance`, sampling the cost at the middle of each
 * `step` cm (default 0.5). Stops just before impassable ground (blocked: true), or part-way through the step that the
 * remaining allowance cannot fully pay for. A barrier's cost is paid where the path first reaches it; if it cannot be
 * paid the walk stops there, before it (blocked only when the barrier's cost is Infinity).
 */
export function moveAlong(from: Point, to: Point, allowance: number, terrain: MoveTerrain, step = WALK_STEP_CM): MoveResult {
  if (!(step > 0)) throw new RangeError(`moveAlong step must be positive, got ${step}`);
  const len = distance(from, to);
  const ux = len > 0 ? (to.x - from.x) / len : 0, uy = len > 0 ? (to.y - from.y) / len : 0;
  const at = (d: number): Point => ({ x: from.x + ux * d, y: from.y + uy * d });
  // The points the ground is asked about: one point moved along the walk, not a new one a step (the same doubles as `at`).
  const probe = { x: from.x, y: from.y };
  const probeAt = (d: number): Point => {
    probe.x = from.x + ux * d;
    probe.y = from.y + uy * d;
    return probe;
  };
  const flat = len > 0 ? terrain.costAlong?.(from, to) : undefined;
  const near: NearGround | null = flat !== undefined ? null : len > 0 && terrain.costNear ? terrain.costNear(from, to) : { costAt: (p) => terrain.costAt(p), passable: false };
  const costAt = near ? (d: number): number => near.costAt(probeAt(d)) : (): number => flat!;
  const passable = near ? near.passable : Number.isFinite(flat);
  const charges = len > 0 ? barrierCharges(from, to, len, terrain.barriers) : NO_CHARGES;
  // s and spent change at every step: no closure reads them, so they stay plain doubles (a closure's
  // captured double is boxed anew at each change; a walk takes hundreds of steps)
  let s = 0, spent = 0, next = 0;
  const done = (travelled: number, paid: number, blocked: boolean): MoveResult => ({ end: at(travelled), travelled, spent: paid, blocked });
  // Ground that says how far its cost surely holds lets runs of sure steps go at once (sure-steps.ts); open ground holds all the way.
  // (open ground's answer made once a walk: it is read at once, never kept)
  const openRun = { cost: flat ?? 1, room: Infinity };
  const runAt = flat !== undefined ? () => openRun : near?.runAt;

  /**
   * The last step, which the allowance left cannot pay whole: as far as it pays at the rate of
   * the part-step's own middle, the point a walk that ends there prices it at (the trace's
   * re-walk, the checker). Priced at the whole step's middle instead, a part-step that stops in
   * difficult going just past open ground paid the open rate (Rorke's Drift seed 450: 25.017 cm
   * spent of 25). A dearer middle shortens the part-step, which moves its middle back: a few
   * rounds settle it; one that never pays stays where it is.
   */
  const partStep = (from: number, paid: number, firstRate: number): MoveResult => {
    const left = Math.max(0, allowance - paid);
    let rate = firstRate;
    for (let round = 0; round < PART_STEP_ROUNDS; round++) {
      const end = from + left / rate;
      const own = Math.max(0, costAt((from + end) / 2));
      if (own <= rate) return done(end, Math.max(paid, allowance), false);
      rate = own;
    }
    return done(from, paid, false);
  };

  for (;;) {
    while (next < charges.length && charges[next]!.at <= s + EPSILON) {
      const cost = charges[next++]!.cost;
      if (spent + cost > allowance + EPSILON) return done(s, spent, cost === Infinity);
      spent += cost;
    }
    if (s >= len - EPSILON) return done(s, spent, false);
    const stop = Math.min(len, charges[next]?.at ?? Infinity);
    let e = Math.min(s + step, stop);
    // The cost at this step's middle, when the ground was asked for its run there.
    let known: number | undefined;
    if (runAt && e === s + step && sureSteps(s, spent, stop, allowance, 1, step, Infinity) > 0) {
      const run = runAt(probeAt((s + e) / 2));
      const steps = sureSteps(s, spent, stop, allowance, run.cost, step, run.room);
      if (steps > 0) {
        spent += steps * step * run.cost;
        s += steps * step;
        continue;
      }
      known = run.cost;
    }
    let blocked = false;
    const midCost = known ?? costAt((s + e) / 2);
    const midOk = Number.isFinite(midCost);
    if (!midOk || (!passable && !Number.isFinite(costAt(e)))) {
      // Find the near edge of the impassable ground: lo stays passable, hi impassable.
      let lo = s, hi = midOk ? e : (s + e) / 2;
      for (let i = 0; i < BISECTIONS; i++) {
        const m = (lo + hi) / 2;
        if (Number.isFinite(costAt(m))) lo = m; else hi = m;
      }
      e = lo;
      blocked = true;
    }
    // Not blocked, the middle of the step is the point already priced.
    const rate = Math.max(0, blocked ? costAt((s + e) / 2) : midCost);
    if (!Number.isFinite(rate)) return done(s, spent, true);
    const cost = rate * (e - s);
    if (spent + cost > allowance + EPSILON) return partStep(s, spent, rate);
    spent += cost;
    s = e;
    if (blocked) return done(s, spent, true);
  }
}

/** A point `dist` cm from `from` in the direction of `towards` (or away from it when dist < 0). If from === towards, returns from. */
export function pointToward(from: Point, towards: Point, dist: number): Point {
  const d = distance(from, towards);
  if (d === 0) return from;
  return { x: from.x + ((towards.x - from.x) * dist) / d, y: from.y + ((towards.y - from.y) * dist) / d };
}

/** Bearing in radians from a to b (0 = towards +x, π/2 = towards +y, i.e. away from the south edge). */
export function bearing(a: Point, b: Point): number {
  return Math.atan2(b.y - a.y, b.x - a.x);
}

/** The absolute difference between two compass bearings given in degrees, in [0, 180]. */
export function degreesApart(d1: number, d2: number): number {
  const d = Math.abs(d1 - d2) % 360;
  return d > 180 ? 360 - d : d;
}

/** The absolute difference between two bearings, in [0, π]. */
export function angleBetween(b1: number, b2: number): number {
  const d = Math.abs(b1 - b2) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}
