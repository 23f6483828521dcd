import type { Procedure } from '../../../src/engine/requests.js';
import type { HidingWatch } from '../facts.js';
import { isCombatUnit, sideOf, type GuaitanaState, type UnitState } from '../state.js';
import { cincLost } from './cinc-lost.js';
import { afterMove } from './engaged.js';
import { lineEnds, type Moved } from './move-unit.js';
import { fact, instruct } from './requests.js';

/**
 * G9.8: after a unit moves (`moved` null: it did not), whom it touched. A C-in-C or messenger touched is eliminated; a
 * baggage train touched is lost, its escort fighting on (G18.5); anyone else stops moving for
 * the phase, and a unit that had itself moved this phase is surprised. `watch`: the hiding places
 * opfor's hidden units are watching, asked about with the contacts (G9.2); returns whether the
 * unit came within their reach (null: not asked, or not known). A move along a Move line asks
 * in the same breath whether the line has ended (G8.3).
 */
export function* contactsAfterMove(state: GuaitanaState, mover: UnitState, moved: Moved | null, watch: HidingWatch | null = null): Procedure<boolean | null> {
  if (!moved || mover.eliminated || mover.hidden) return null;
  const { touched, near, lineLeft } = watch || moved.alongLine
    ? yield* fact({ id: 'after-move', unit: mover.id, aimedAt: moved.aimedAt, watch, line: !!moved.alongLine }, `G9.8: which enemy units ${mover.name} is in contact with${watch ? ', whether it came near a hiding place' : ''}${moved.alongLine ? ', whether it is at the end of its line' : ''}`)
    : { touched: yield* fact({ id: 'in-contact', unit: mover.id, aimedAt: moved.aimedAt }, `G9.8: which enemy units ${mover.name} is in contact with`), near: null, lineLeft: null };
  // contacts made persist to melee; the C-in-C, messengers and baggage may be gone through, not stopped at (G9.8(2)), so the table alone says whether they touch
  afterMove(state, mover.id, touched.filter((id) => isCombatUnit(state.units[id]!) && state.units[id]!.type !== 'baggage'));
  for (const id of touched) {
    const enemy = state.units[id]!;
    if (enemy.type === 'cinc' || enemy.type === 'messenger') {
      enemy.eliminated = true;
      yield* instruct({ type: 'eliminate', unit: enemy.id, text: `${enemy.name} is caught by ${mover.name}: remove him`, reasons: [{ rule: 'G9.8(2)', text: 'a messenger or C-in-C contacted by an enemy unit during movement is eliminated' }] });
      if (enemy.type === 'cinc') yield* cincLost(state, enemy);
      sideOf(state, enemy.side).errands = sideOf(state, enemy.side).errands.filter((e) => e.messenger !== enemy.id);
      continue;
    }
    if (enemy.type === 'baggage' && !sideOf(state, enemy.side).baggageLost) {
      sideOf(state, enemy.side).baggageLost = true;
      yield* instruct({ type: 'note', text: `${mover.name} reaches ${enemy.name}: the train and its drivers are lost; the escort fights on`, reasons: [{ rule: 'G9.8(2)', text: 'baggage contacted by an enemy unit during movement is eliminated (G18.5: the escort survives)' }] });
    }
    enemy.turn.contacted = true;
    if (enemy.turn.moved) enemy.turn.surprised = true;
    mover.turn.contacted = true;
  }
  if (lineLeft !== null) yield* lineEnds(state, mover, lineLeft);
  return near;
}
