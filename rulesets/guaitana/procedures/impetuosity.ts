import { nd } from '../../../src/dice/dice-spec.js';
import { roll, type Procedure } from '../../../src/engine/requests.js';
import { decide } from '../decisions.js';
import { impetuousAttack } from '../rules/impetus.js';
import { onTable, unitsOf, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import { contactsAfterMove } from './contact.js';
import { moveByOrder } from './move-unit.js';
import { appear } from './reveal.js';
import { fact } from './requests.js';
import { setOrder } from './set-order.js';

/** G9.9: not armed with rifles (javelins, muskets, lances roll), and not a band in Italian service (G18.47). */
function impetuous(unit: UnitState): boolean {
  return unit.weapon !== 'rifle' && !unit.irregular && unit.type !== 'cinc' && unit.type !== 'messenger' && unit.type !== 'baggage';
}

/** On a 6 the unit attacks the nearest Italian unit (`nearest`, when already known) and moves at once (G9.9, G18.44). */
function* charge(state: GuaitanaState, unit: UnitState, d6: number, why: string, nearest: UnitId | null = null): Procedure<void> {
  yield* setOrder(state, unit, { kind: 'attack', target: nearest }, [{ rule: 'G9.9', text: `${why}: 6 on the impetuosity roll, the unit must attack the nearest Italian unit`, dice: [d6] }]);
  yield* contactsAfterMove(state, unit, yield* moveByOrder(state, unit, 1));
}

/**
 * G9.9: at the end of movement the natives roll 1d6 for every unit not armed with rifles that
 * has Defend orders and sees Italians, and once for one hidden unit not armed with rifles. On
 * a 6 it must attack; a hidden unit first appears at the hiding place nearest the Italians.
 */
export function* impetuosityRolls(state: GuaitanaState): Procedure<void> {
  for (const side of state.sides.filter((s) => s.nation === 'native')) {
    const defending = onTable(state, side.id).filter((u) => impetuous(u) && u.order.kind === 'defend');
    // one checklist for them all: a charge made on a 6 changes no other unit's sight of the Italians
    const seeing = defending.length === 0 ? [] : yield* fact({ id: 'see-enemy', units: defending.map((u) => u.id) }, 'G9.9: which of them see Italian units');
    for (const unit of defending) {
      if (!seeing.includes(unit.id)) continue;
      const [d6] = yield* roll(nd(1, 6), `G9.9: impetuosity of ${unit.name}, on Defend in sight of the Italians: 6 attacks`, side.id);
      if (impetuousAttack(d6!)) yield* charge(state, unit, d6!, `${unit.name} cannot be held`);
    }
    const hidden = unitsOf(state, side.id).filter((u) => u.hidden && impetuous(u));
    if (hidden.length === 0) continue;
    const choose = function* (): Procedure<UnitState> {
      if (hidden.length === 1) return hidden[0]!;
      const options = hidden.map((u) => ({ id: `ambusher/${u.id}`, label: `${u.name} rolls for the ambush`, meaning: { unit: u.id } }));
      return state.units[(yield* decide(side.id, 'ambusher', hidden.map((u) => u.id), options, `G9.9: which hidden unit of ${side.name} rolls (one roll)`)).meaning.unit]!;
    };
    // a player at a real table picks the unit only on a 6: on any other roll nothing happens, whichever unit it was for
    const late = side.atTable === true && hidden.length > 1;
    let pick = late ? null : yield* choose();
    const [d6] = yield* roll(nd(1, 6), pick ? `G9.9: ambush roll for hidden ${pick.name}: 6 springs the ambush` : `G9.9: ambush roll for one hidden unit of ${side.name}: 6 springs the ambush (you pick which unit then)`, side.id);
    if (!impetuousAttack(d6!)) continue;
    pick ??= yield* choose();
    const [spot] = yield* fact({ id: 'ambush-spots', units: [pick.id], forced: true }, `G9.9: the hiding place nearest the Italians for ${pick.name}`);
    if (!spot) continue; // G18.44: nowhere to appear, the result is ignored
    yield* appear(state, pick, spot, [{ rule: 'G9.9', text: 'the ambush is burnt: placed in the unobserved Closed terrain or dead ground nearest an Italian unit', dice: [d6!] }]);
    // the place was found as the one nearest an Italian unit: that unit is the one to attack
    yield* charge(state, pick, d6!, `hidden ${pick.name} springs the ambush`, spot.nearest);
  }
}
