import type { Procedure } from '../../../src/engine/requests.js';
import { freshTurn, isCombatUnit, unitsOf, type GuaitanaState } from '../state.js';
import { moraleTest } from './morale-test.js';
import { fact, instruct } from './requests.js';
import { setOrder } from './set-order.js';
import { lossTier } from './traits.js';
import { atLeast } from '../../../src/table/tolerance.js';

/** A side's combat units (its baggage not counted) and how many of them are gone or in Retreat (G17, `victory.breakAt`). */
export function breakTally(state: GuaitanaState, sideId: string): { readonly gone: number; readonly of: number } {
  const units = Object.values(state.units).filter((u) => u.side === sideId && isCombatUnit(u) && u.type !== 'baggage');
  return { gone: units.filter((u) => u.eliminated || u.order.kind === 'retreat').length, of: units.length };
}

/**
 * G17 (the source has no victory rule; a scenario parameter): a side has lost when its combat
 * units gone or in Retreat reach the scenario's `breakAt` share. Hidden units still count as
 * standing. Returns the side that lost, 'both', or null. The share is compared through the one
 * tolerance: 3 of 10 units reach 0.3, though 10 × 0.3 is 3.0000000000000004 in floating point.
 */
export function loserOf(state: GuaitanaState): GuaitanaState['loser'] {
  const broken = state.sides.filter((side) => {
    const { gone, of } = breakTally(state, side.id);
    return of > 0 && atLeast(gone, of * state.victory.breakAt);
  });
  if (broken.length === 2) return 'both';
  return broken[0]?.id ?? null;
}

/**
 * End of turn (G13.1 trigger 5): every unit that has lost more than half its figures tests
 * morale, all together; failing sends it into Retreat, or eliminates it if it already was. Then the turn's
 * flags are cleared, remembering what the heliograph and observation need of last turn.
 */
export function* endOfTurn(state: GuaitanaState): Procedure<void> {
  const testing = state.sides.flatMap((side) => unitsOf(state, side.id).filter((u) => !u.hidden && isCombatUnit(u) && lossTier(u) === 'lost-half'));
  // the tests are taken together, each unit's surroundings as they stand when they begin
  const around = new Map(testing.length === 0 ? [] : (yield* fact({ id: 'surroundings-of', units: testing.map((u) => u.id) }, 'G13.3: what is around the units testing morale')).map((s) => [s.unit, s]));
  for (const unit of testing) {
    const test = yield* moraleTest(state, unit, 'end-of-turn', around.get(unit.id));
    if (test.passed) {
      yield* instruct({ type: 'note', text: `${unit.name} holds on`, reasons: [test.reason] });
    } else if (unit.order.kind === 'retreat') {
      unit.eliminated = true;
      yield* instruct({ type: 'eliminate', unit: unit.id, text: `${unit.name} breaks and is gone: remove it`, reasons: [{ rule: 'G13.1(5)', text: 'failing the end-of-turn test while already in Retreat eliminates the unit' }, test.reason] });
    } else {
      yield* setOrder(state, unit, { kind: 'retreat' }, [{ rule: 'G13.1(5)', text: 'failing the end-of-turn test sends the unit into Retreat' }, test.reason]);
    }
  }
  for (const unit of Object.values(state.units)) {
    unit.firedLastTurn = unit.turn.fired;
    unit.foughtLastTurn = unit.turn.fought;
    unit.firedOnLastTurn = unit.turn.firedOn;
    unit.turn = freshTurn();
    unit.packing = false;
  }
  state.loser = loserOf(state);
  state.turn++;
}
