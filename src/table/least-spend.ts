/**
 * A floor under what a walk (move-along.ts) spends to get somewhere, found without walking: lets
 * a caller that asks whether many walks arrive pass over those that surely cannot, and walk the
 * rest, so every answer is the one the walk gives.
 */
import { distance, type Point, type Shape } from './shapes.js';
import { appendSpansInside, segmentMeetsBox, sortByStart, type SpanList } from './segments.js';
import { barrierChargeAt, boxOf, WALK_STEP_CM, type MoveTerrain } from './move-along.js';

/**
 * Kept off the floor (cm) wherever rounding could tell: a barrier charged this close to the end
 * (a walk that cannot pay it halts there, which may be near enough the end to count as
 * arriving), and each stretch of rough ground. Far above rounding.
 */
export const SPEND_MARGIN_CM = 1e-6;

/** What the floor knows of the ground: no centimetre costs less than `cheapest`, none in a `rough` piece less than `roughCost`. */
export interface GroundFloor {
  readonly cheapest: number;
  readonly rough: readonly Shape[];
  readonly roughCost: number;
}

/**
 * Whether `moveAlong(from, to, allowance, terrain)` (its default step) surely ends short of `to`:
 * whether arriving costs more than the allowance and SPEND_MARGIN_CM, counting the length at the
 * cheapest cost; every barrier crossed more than SPEND_MARGIN_CM short of `to` (a walk pays each
 * barrier it passes, or halts at it); and the rough ground along the way, each looked at only
 * while the walk could still arrive. Rounding makes a walk that arrives spend less than this
 * floor by ~1e-9 cm at most, so no walk that arrives is ever said to fall short.
 */
export function surelyFallsShort(from: Point, to: Point, allowance: number, ground: GroundFloor, terrain: Pick<MoveTerrain, 'barriers'>): boolean {
  const most = allowance + SPEND_MARGIN_CM;
  const len = distance(from, to);
  let spend = ground.cheapest * len;
  if (spend > most) return true;
  if (len === 0) return false;
  for (const { shape, cost } of terrain.barriers) {
    const at = barrierChargeAt(from, to, len, shape);
    if (at !== undefined && at < len - SPEND_MARGIN_CM) spend += cost;
  }
  if (spend > most) return true;
  return spend + (ground.roughCost - ground.cheapest) * surelyRough(from, to, len, ground.rough) > most;
}

/**
 * How many cm of the line a walk surely prices as rough. A walk prices each step (at most
 * WALK_STEP_CM long) at its middle, so at each end of a stretch of rough ground at most half a
 * step is priced as the ground beside it, and where two pieces meet at most a step: a step
 * for each piece's stretch (and the margin) is kept off, and overlapping stretches count once.
 */
function surelyRough(from: Point, to: Point, len: number, rough: readonly Shape[]): number {
  const spans = roughSpans;
  spans.n = 0;
  for (const shape of rough) {
    if (!segmentMeetsBox(from, to, boxOf(shape))) continue;
    appendSpansInside(shape, from, to, spans);
  }
  if (spans.n === 0) return 0;
  sortByStart(spans);
  let covered = 0, end = -Infinity;
  for (let i = 0; i < spans.n; i++) {
    const t0 = spans.t0[i]!, t1 = spans.t1[i]!;
    // The part of this stretch not already counted: overlapping stretches are one piece of rough ground.
    covered += Math.max(0, (t1 - Math.max(t0, end)) * len);
    end = Math.max(end, t1);
  }
  return Math.max(0, covered - spans.n * (WALK_STEP_CM + SPEND_MARGIN_CM));
}

/** The stretches of rough ground along one line: scratch lists, not a pair a stretch and a sorted copy (the charge-reach fact asks thousands of lines a battle). */
const roughSpans: SpanList = { t0: [], t1: [], n: 0 };

