import type { QuestionOption } from '../../../src/engine/questions.js';
import { enemyOf, onTable, type GuaitanaState, type UnitState } from '../state.js';

/** The enemy units on the table as options, named as the scenario names them. */
export function enemyOptions(state: GuaitanaState, unit: UnitState): QuestionOption[] {
  return onTable(state, enemyOf(state, unit.side)).map((u) => ({ id: u.id, label: u.name }));
}
