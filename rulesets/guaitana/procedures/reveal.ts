import { choose, type Procedure } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import type { AmbushSpot } from '../facts.js';
import { unitsOf, type GuaitanaState, type SideState, type UnitState } from '../state.js';
import { orderOf, orderOptions } from './orders-phase.js';
import { fact, instruct } from './requests.js';
import { setOrder } from './set-order.js';

/** Puts a hidden unit on the table at a hiding place (G9.2, G9.9). */
export function* appear(state: GuaitanaState, unit: UnitState, spot: AmbushSpot, reasons: readonly Reason[]): Procedure<void> {
  unit.hidden = false;
  unit.pos = spot.at;
  yield* instruct({ type: 'appear', unit: unit.id, feature: spot.feature, at: spot.at, toward: spot.nearest, text: `${unit.name} appears in ${spot.feature}, ${Math.round(spot.distance)} cm from ${state.units[spot.nearest]!.name}`, reasons });
}

/**
 * G9.2: at the start of each native activation the natives may bring on hidden units, each in
 * Closed terrain or behind cover no Italian has crossed or observed, with an order given at
 * once. Returns the units revealed (those that move join this phase's movement, G18.10).
 */
export function* revealHidden(state: GuaitanaState, side: SideState): Procedure<UnitState[]> {
  const revealed: UnitState[] = [];
  for (;;) {
    const hidden = unitsOf(state, side.id).filter((u) => u.hidden).map((u) => u.id);
    if (hidden.length === 0) return revealed;
    const found = yield* fact({ id: 'ambush-spots', units: hidden, forced: false }, `G6: where ${side.name}'s hidden units could appear`);
    if (found.length === 0) return revealed;
    const spots = new Map(found.map((spot) => [spot.unit, spot]));
    const options = [{ id: 'reveal/none', label: `${side.name} keep their hidden units hidden` }, ...found.map((spot) => ({
      id: `reveal/${spot.unit}@${Math.round(spot.distance)}`,
      label: `${state.units[spot.unit]!.name} appears in ${spot.feature}, ${Math.round(spot.distance)} cm from ${state.units[spot.nearest]!.name}`,
    }))];
    const pick = yield* choose(side.id, options, `G9.2: does ${side.name} bring on a hidden unit?`);
    if (pick.option === 'reveal/none') return revealed;
    const unit = state.units[pick.option.slice('reveal/'.length).split('@')[0]!]!;
    yield* appear(state, unit, spots.get(unit.id)!, [{ rule: 'G9.2', text: 'hidden units appear in Closed terrain or behind cover the Italians have not crossed or observed' }, ...pick.reasons]);
    const orderPick = yield* choose(side.id, orderOptions(state, unit), `G9.2: ${unit.name}'s order on appearing`);
    yield* setOrder(state, unit, orderOf(state, unit, orderPick.option), [{ rule: 'G9.2', text: 'a hidden unit gets its order as it appears' }, ...orderPick.reasons]);
    revealed.push(unit);
  }
}
