import type { QuestionOption } from '../../../src/engine/questions.js';
import { enemyOf, onTable, type GuaitanaState, type UnitState } from '../state.js';

/** Units as options: the id is the reply, the scenario's name the label. */
export function unitOptions(units: readonly UnitState[]): QuestionOption[] {
  return units.map((u) => ({ id: u.id, label: u.name }));
}

/** The enemy units on the table as options, named as the scenario names them. */
export function enemyOptions(state: GuaitanaState, unit: UnitState): QuestionOption[] {
  return unitOptions(onTable(state, enemyOf(state, unit.side)));
}
