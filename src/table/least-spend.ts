/**
 * A floor under what a walk (move-along.ts) spends to get somewhere, found without walking: lets
 * a caller that asks whether many walks arrive pass over those that surely cannot, and walk the
 * rest, so every answer is the one the walk gives.
 */
import { distance, type Point } from './shapes.js';
import { barrierCharges, type MoveTerrain } from './move-along.js';

/**
 * A barrier charged this close (cm) to the end is left out of the floor: a walk that cannot pay
 * it halts there, which may be near enough the end to count as arriving. Far above rounding.
 */
export const SPEND_MARGIN_CM = 1e-6;

/**
 * The least `moveAlong(from, to, …, terrain)` spends to end on `to`, when no centimetre of the
 * ground costs less than `cheapest`: the length at that cost, and every barrier it crosses more
 * than SPEND_MARGIN_CM short of `to` (a walk pays each barrier it passes, or halts at it).
 * Rounding makes a walk that arrives spend less than this by ~1e-9 cm at most; so a walk
 * allowed less than this less SPEND_MARGIN_CM surely ends short of `to`.
 */
export function leastSpend(from: Point, to: Point, cheapest: number, terrain: Pick<MoveTerrain, 'barriers'>): number {
  const len = distance(from, to);
  let spend = cheapest * len;
  if (len === 0) return spend;
  for (const { at, cost } of barrierCharges(from, to, len, terrain.barriers)) if (at < len - SPEND_MARGIN_CM) spend += cost;
  return spend;
}
