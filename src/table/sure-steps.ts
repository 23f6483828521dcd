/**
 * Steps of a walk (move-along.ts) that can be taken at once: those at one cost a centimetre that
 * surely fit before anything could change, with the same sums the step-by-step loop makes.
 */
import { EPSILON } from './shapes.js';

/** Steps left for the loop to take one by one: the last few before the end, a barrier or the allowance, where a walk may stop. */
const LAST_STEPS = 2;
/** Travelled and spent are sure to add exactly while they are whole multiples of this (cm), and below LARGEST. */
const GRAIN = 2 ** -10;
const LARGEST = 2 ** 30;

/** Whether a length is a whole number of GRAINs, small enough that adding half centimetres to it rounds nothing. */
function exact(cm: number): boolean {
  return Number.isInteger(cm / GRAIN) && Math.abs(cm) < LARGEST;
}

/**
 * How many whole steps from `s` (cm travelled, `spent` paid) a walk surely takes at `cost` a
 * centimetre, every one within `room` cm past the middle of the first (the stretch over which
 * that cost is sure) and ending at least LAST_STEPS short of `stop` (the end, or the next
 * barrier) and of the allowance. Only half-centimetre steps at a whole-number cost, from where
 * travelled and spent are whole numbers of GRAINs: every sum is then exact in binary, so taking
 * the steps at once ends exactly where the step-by-step loop would. Otherwise none (0).
 */
export function sureSteps(s: number, spent: number, stop: number, allowance: number, cost: number, step: number, room: number): number {
  if (step !== 0.5 || !Number.isInteger(cost) || cost <= 0 || cost > LARGEST || !exact(s) || !exact(spent)) return 0;
  const steps = Math.min(Math.floor((room + step / 2) / step), Math.floor((stop - s) / step) - LAST_STEPS, Math.floor((allowance + EPSILON - spent) / (cost * step)) - LAST_STEPS);
  return Math.max(0, steps);
}
