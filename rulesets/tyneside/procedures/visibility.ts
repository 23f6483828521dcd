import { roll, type Procedure } from '../../../src/engine/requests.js';
import { nd } from '../../../src/dice/dice-spec.js';
import { enemyOf, unitsOf, type TynesideState } from '../state.js';
import { note } from '../instructions.js';
import { fact, instruct } from './requests.js';

/**
 * T30: at the start of its half-turn the active side rolls one D6 for each enemy group
 * with figures in terrain; this half-turn those figures are seen up to D6 × 10 cm.
 */
export function* rollVisibility(state: TynesideState, active: string): Procedure<void> {
  const enemies = unitsOf(state, enemyOf(state, active));
  for (const unit of enemies) unit.seenWithin = null;
  const onTable = enemies.filter((u) => !u.marker);
  if (onTable.length === 0) return;
  const inTerrain = new Set(yield* fact({ id: 'in-terrain', units: onTable.map((u) => u.id) }, 'T30: which enemy units are in terrain?'));
  for (const unit of onTable) {
    if (!inTerrain.has(unit.id)) continue;
    const [d6] = yield* roll(nd(1, 6), `T30: how far ${unit.name} in terrain can be seen (D6 × 10 cm)`, active);
    unit.seenWithin = d6! * 10;
    yield* instruct(note(`${unit.name} in terrain can be seen up to ${unit.seenWithin} cm this half-turn`, [{ rule: 'T30.1', text: 'figures in terrain are seen at D6 × 10 cm', dice: [d6!] }]));
  }
}
