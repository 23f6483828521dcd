/**
 * What opfor knows of where the units stand before anything has moved: where the scenario placed
 * them (and where hidden units appeared). The likely replies of a real table's first questions
 * follow it, so Enter agrees with the table as the player set it up.
 */
import { atMost } from '../../../src/table/tolerance.js';
import { footprintAt, footprintGap } from '../virtual-table/footprint.js';
import type { GuaitanaState, UnitState } from '../state.js';

/** Whether every unit still stands where it was placed: turn 1, before the first Movement phase. */
export function asPlaced(state: GuaitanaState): boolean {
  return state.turn === 1 && !Object.values(state.units).some((u) => u.turn.moved);
}

/** G18.32: closest point to closest point of two placed units, cm; Infinity for a unit off the table. */
export function placedGap(a: UnitState, b: UnitState): number {
  if (a.pos === null || b.pos === null || a.hidden || b.hidden || a.eliminated || b.eliminated) return Infinity;
  return footprintGap(footprintAt(a, a.pos, a.facing), footprintAt(b, b.pos, b.facing));
}

/** Whether two placed units are within `cm` of each other. */
export function placedWithin(a: UnitState, b: UnitState, cm: number): boolean {
  return atMost(placedGap(a, b), cm);
}
