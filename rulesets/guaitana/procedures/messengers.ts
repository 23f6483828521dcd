import type { Procedure } from '../../../src/engine/requests.js';
import { sideOf, type GuaitanaState, type UnitState } from '../state.js';
import { fact, instruct } from './requests.js';
import { capacityOf } from './traits.js';
import { goingWords } from '../rules/ground.js';

/** G9.5: the ground's costs for a rider, as a reason, when it has any. */
export function going(state: GuaitanaState, unit: UnitState): { rule: string; text: string }[] {
  const words = goingWords(state.terrain, unit);
  return words ? [{ rule: 'G9.5', text: words }] : [];
}
import { atMost } from '../../../src/table/tolerance.js';
import { possessive } from '../../../src/engine/english.js';

/** Rides up to 40 cm towards a unit; returns whether he reached it (base contact). */
function* ride(state: GuaitanaState, messenger: UnitState, to: UnitState): Procedure<boolean> {
  const way = yield* fact({ id: 'approach', unit: messenger.id, target: to.id }, `G8.7.1: how far ${messenger.name} is from ${to.name}`);
  const reach = capacityOf(messenger);
  const reaches = atMost(way.contact, reach);
  // the player's own messenger: how far he is was just measured, the ride goes with the next screen
  const own = sideOf(state, messenger.side).player === 'human';
  yield* instruct({ type: 'move', ...(own ? { withNext: true } : {}), unit: messenger.id, goal: { kind: 'toward', unit: to.id }, allowance: Math.min(reach, way.contact), stopAtClose: false, roundEnemies: true, text: `${messenger.name} rides ${reaches ? `to ${to.name}` : `${reach} cm towards ${to.name}`}`, reasons: [{ rule: 'G9.4', text: `commanders and messengers move ${reach} cm` }, ...going(state, messenger)] });
  messenger.turn.moved = true;
  return reaches;
}

/**
 * G8.7.1: a messenger rides 40 cm a turn towards the unit he carries orders to; base contact
 * delivers them, and he rides back to the C-in-C to be sent again (G18.21).
 */
export function* messengerMove(state: GuaitanaState, messenger: UnitState): Procedure<void> {
  const side = sideOf(state, messenger.side);
  if (side.away.includes(messenger.id)) {
    const cinc = side.cinc ? state.units[side.cinc] : undefined;
    if (!cinc || cinc.eliminated || (yield* ride(state, messenger, cinc))) side.away = side.away.filter((id) => id !== messenger.id);
    return;
  }
  const errand = side.errands.find((e) => e.messenger === messenger.id && e.deliveredTurn === null);
  if (!errand) return;
  const to = state.units[errand.to]!;
  if (to.eliminated) {
    side.errands = side.errands.filter((e) => e !== errand);
    side.away.push(messenger.id);
    yield* instruct({ type: 'note', text: `${possessive(messenger.name)} orders are lost: ${to.name} is gone`, reasons: [{ rule: 'G8.7.1', text: 'a recipient destroyed first loses the order (G18.21)' }] });
    return;
  }
  if (!(yield* ride(state, messenger, to))) return;
  errand.deliveredTurn = state.turn;
  side.away.push(messenger.id);
  yield* instruct({ type: 'note', text: `${messenger.name} reaches ${to.name}: the new order takes effect next turn`, reasons: [{ rule: 'G8.7.1', text: 'orders take effect in the Orders phase of the turn after the messenger reaches the unit' }] });
}
