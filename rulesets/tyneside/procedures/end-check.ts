import type { Procedure } from '../../../src/engine/requests.js';
import { note } from '../instructions.js';
import { unitsOf, type TynesideState, type UnitState } from '../state.js';
import { instruct } from './requests.js';

/** T34.2: RUN or WDRAW last, fled away from all enemies, or moved back after melee this or last half-turn. */
export function inRetreat(state: TynesideState, unit: UnitState): boolean {
  return unit.lastCode === 'RUN' || unit.lastCode === 'WDRAW' || unit.fledAway || (unit.movedBackAt !== null && unit.movedBackAt >= state.halfTurn - 1);
}

/**
 * T34: at the end of every half-turn, a side whose units are all in retreat, or that has no
 * units left, has lost. Hidden groups not yet revealed are not on the field and do not count.
 */
export function* endCheck(state: TynesideState): Procedure<void> {
  const losers = state.sides.filter((side) => {
    const all = unitsOf(state, side.id).filter((u) => u.kind === 'group');
    if (all.length === 0) return true;
    const onTable = all.filter((u) => !u.marker);
    return onTable.length === all.length && onTable.every((u) => inRetreat(state, u));
  });
  if (losers.length === 0) return;
  state.loser = losers.length === 1 ? losers[0]!.id : 'both';
  yield* instruct(note(losers.length === 1 ? `${losers[0]!.name}: all units in retreat or gone — they have lost and retire from the field` : 'Both sides are in retreat at once: the battle is drawn', [{ rule: 'T34.1', text: "when all of a side's units are in retreat, they have lost" }]));
}
