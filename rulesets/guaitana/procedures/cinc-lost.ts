import { roll, type Procedure } from '../../../src/engine/requests.js';
import { decide } from '../decisions.js';
import { parseDice } from '../../../src/dice/dice-spec.js';
import { diceTotal } from '../../../src/dice/dice-spec.js';
import { sideOf, unitsOf, type GuaitanaState, type UnitState } from '../state.js';
import { instruct } from './requests.js';

const HALF_D6 = parseDice('½d6');

/**
 * G8.8(2): the C-in-C has fallen. His side names a surviving unit commander, who takes over
 * after ½d6 full turns (rounded up, G18.1), in the Orders phase after them.
 */
export function* cincLost(state: GuaitanaState, cinc: UnitState): Procedure<void> {
  const side = sideOf(state, cinc.side);
  side.cinc = null;
  const candidates = unitsOf(state, side.id).filter((u) => u.commander && !u.hidden && u.type !== 'cinc' && u.type !== 'messenger' && u.type !== 'baggage');
  if (candidates.length === 0) return;
  const pick = yield* decide(side.id, 'successor', candidates.map((u) => u.id), candidates.map((u) => ({ id: `successor/${u.id}`, label: `the commander of ${u.name} will take over`, meaning: { unit: u.id } })), `G8.8: who replaces ${cinc.name}?`);
  const faces = yield* roll(HALF_D6, `G8.8: ½d6 turns before the new C-in-C takes over`, side.id);
  const turns = diceTotal(HALF_D6, faces);
  const unit = state.units[pick.meaning.unit]!;
  side.successor = { unit: unit.id, fromTurn: state.turn + turns + 1 };
  yield* instruct({ type: 'note', text: `The commander of ${unit.name} will take over ${side.name} in turn ${state.turn + turns + 1}`, reasons: [{ rule: 'G8.8', text: `½d6 = ${turns} full turns (rounded up, G18.1)`, dice: faces }, ...pick.reasons] });
}
