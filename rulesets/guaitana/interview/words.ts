import type { QuestionOption } from '../../../src/engine/questions.js';
import { enemyOf, onTable, sideOf, type GuaitanaState, type UnitState } from '../state.js';

/** The enemy units on the table as options, named as the scenario names them. */
export function enemyOptions(state: GuaitanaState, unit: UnitState): QuestionOption[] {
  return onTable(state, enemyOf(state, unit.side)).map((u) => ({ id: u.id, label: u.name }));
}

/** "the Italians", "the Dervishes": a side as the questions name it. */
export function sideName(state: GuaitanaState, side: string): string {
  return sideOf(state, side).name;
}
