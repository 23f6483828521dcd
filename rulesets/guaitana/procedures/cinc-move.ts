import type { Procedure } from '../../../src/engine/requests.js';
import { decide, type Offer } from '../decisions.js';
import { isCombatUnit, onTable, sideOf, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { instruct } from './requests.js';
import { capacityOf } from './traits.js';
import { going } from './messengers.js';

/** The id prefix of the C-in-C's riding choices. */
export const RIDE = 'ride/';

/**
 * G9.4, G9.1(4): where the C-in-C may ride this phase: to any unit of his own on the table (to
 * bring it within his 15 cm, G8.7.1), or nowhere. He has no order to keep (G8.2, G18.7).
 */
export function rideOptions(state: GuaitanaState, cinc: UnitState): Offer<'ride'>[] {
  const units = onTable(state, cinc.side).filter((u) => u.id !== cinc.id && isCombatUnit(u));
  return [
    { id: `${RIDE}stay`, label: `${cinc.name} stays where he is`, meaning: { stay: true } },
    ...units.map((u) => ({ id: `${RIDE}${u.id}`, label: `${cinc.name} rides to ${u.name} (up to ${capacityOf(cinc)} cm)`, meaning: { to: u.id } })),
  ];
}

/** A ride picked with the C-in-C's activation (a player at a real table): the unit he rides to, and why. */
export interface Ride {
  readonly to: UnitId;
  readonly reasons: readonly Reason[];
}

/**
 * G9.4: the C-in-C's activation: he rides up to 40 cm towards one of his units, or stays (which
 * keeps the heliograph in use next turn, G8.7.1). A ride ends on reaching the unit, so how far it
 * is need not be measured first: the table stops him there. `picked`: the ride chosen with the
 * activation, so nothing is asked.
 */
export function* cincMove(state: GuaitanaState, cinc: UnitState, picked: Ride | null = null): Procedure<void> {
  const pick = picked ? { meaning: { to: picked.to }, reasons: picked.reasons } : yield* decide(cinc.side, 'ride', [cinc.id], rideOptions(state, cinc), `G9.4: does ${cinc.name} ride (commanders move 40 cm)?`);
  if (!('to' in pick.meaning)) return;
  const to = state.units[pick.meaning.to]!;
  const reach = capacityOf(cinc);
  // the player's own C-in-C rides where the player has just chosen: the instruction goes with the next screen
  const own = sideOf(state, cinc.side).player === 'human';
  yield* instruct({ type: 'move', ...(own ? { withNext: true } : {}), unit: cinc.id, goal: { kind: 'toward', unit: to.id }, allowance: reach, stopAtClose: false, roundEnemies: true, text: `${cinc.name} rides up to ${reach} cm towards ${to.name}, stopping on reaching it`, reasons: [{ rule: 'G9.4', text: `commanders move ${reach} cm` }, ...going(state, cinc), ...pick.reasons] });
  cinc.turn.used = 1;
  cinc.turn.moved = true;
}
