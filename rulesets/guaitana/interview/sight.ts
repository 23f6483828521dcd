import { pickSome, yesNo } from '../../../src/engine/ask.js';
import type { Interview } from '../../../src/engine/questions.js';
import { onTable, sideOf, type GuaitanaState, type UnitState } from '../state.js';
import { enemyOptions } from './words.js';

/** G10: the enemy units a unit sees: no hill, wood or building between, and near enough if they stand in Closed terrain. */
export function* seesInterview(state: GuaitanaState, unit: UnitState): Interview<readonly string[]> {
  const options = enemyOptions(state, unit);
  if (options.length === 0) return [];
  const text = `Which enemy units can ${unit.name} see? (no hill, wood or building between; one standing still in woods, buildings or other Closed ground only within 30 cm, or 60 cm for cavalry, guns and baggage)`;
  // Likely: what it saw last turn, of those still on the table
  return yield* pickSome(`sees/${unit.id}`, 'G10', text, options, (state.sight[unit.id] ?? []).filter((id) => options.some((o) => o.id === id)));
}

/** G6.4: which unspoiled hiding places an Italian unit entered, or saw into from close enough, this turn. */
export function* observedInterview(state: GuaitanaState): Interview<readonly string[]> {
  const open = state.hiding.filter((h) => !h.compromised).map((h) => ({ id: h.feature, label: h.feature }));
  if (open.length === 0) return [];
  return yield* pickSome('observed', 'G6.4', 'Which of these places has an Italian unit entered, or seen into (a wood or other Closed ground from within 30 cm, the ground behind a hill from any distance)?', open, []);
}

/** G8.7.1: own units within 15 cm of the C-in-C that he can see. */
export function* cincReachInterview(state: GuaitanaState, side: string): Interview<readonly string[]> {
  const cinc = sideOf(state, side).cinc;
  if (!cinc) return [];
  const options = onTable(state, side).filter((u) => u.type !== 'cinc' && u.type !== 'messenger').map((u) => ({ id: u.id, label: u.name }));
  return yield* pickSome(`cinc-reach/${side}`, 'G8.7.1', `Which of these units are within 15 cm of ${state.units[cinc]!.name} and in his sight?`, options, []);
}

/** G8.7.1 heliograph: an enemy could charge the unit (its move plus Charge Bonus) or has it within Close range. */
export function* threatenedInterview(unit: UnitState): Interview<boolean> {
  return yield* yesNo(`threatened/${unit.id}`, 'G8.7.1', `Is ${unit.name} within an enemy unit's charge reach (its move plus Charge Bonus) or Close fire range?`, false);
}
