import type { Procedure } from '../../../src/engine/requests.js';
import { nationOf, type GuaitanaState, type UnitState } from '../state.js';
import { fact, instruct } from './requests.js';
import { countsAs } from './traits.js';

/**
 * G5.2(1): a unit inside a building group "counts as deployed in Mass". Only Italian foot has a
 * formation to lose (natives stand in Mass always; horses, guns and the baggage cannot enter
 * buildings, G5.1), so only it is asked about after a move, and only where the table has buildings.
 */
export function* buildingsAfterMove(state: GuaitanaState, unit: UnitState): Procedure<void> {
  if (!state.terrain.some((f) => f.type === 'buildings')) return;
  if (nationOf(state, unit) !== 'italian' || countsAs(unit) !== 'italian-infantry' || unit.eliminated || unit.pos === null) return;
  unit.inBuildings = yield* fact({ id: 'in-buildings', unit: unit.id }, `G5.2(1): is ${unit.name} in buildings?`);
  if (!unit.inBuildings || unit.formation === 'mass') return;
  unit.formation = 'mass';
  yield* instruct({ type: 'form', unit: unit.id, formation: 'mass', text: `${unit.name} is in buildings: it counts as Mass`, reasons: [{ rule: 'G5.2(1)', text: 'a unit inside a building group counts as deployed in Mass' }] });
}
