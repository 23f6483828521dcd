import type { Interview } from '../../../src/engine/questions.js';
import type { TynesideState, UnitState } from '../state.js';
import { inTerrainInterview } from './sight.js';
import { moved, type TableMemory } from './table-memory.js';

/**
 * T30.1: which of the units have a figure in terrain that hides figures. A unit that has not
 * moved since it was last asked about (`memory`) stands where it stood: its answer is kept and
 * only the others are asked, in `inTerrainInterview`'s one checklist; none left, nothing asked.
 */
export function* inTerrainRemembered(state: TynesideState, units: readonly UnitState[], memory: TableMemory): Interview<readonly string[]> {
  const held = new Map<string, boolean>();
  for (const unit of units) {
    const last = memory.last('in-terrain', (f) => f.units.includes(unit.id));
    if (last && !moved(last.since, unit.id)) held.set(unit.id, (last.answer as readonly string[]).includes(unit.id));
  }
  const asked = yield* inTerrainInterview(state, units.filter((u) => !held.has(u.id)));
  return units.filter((u) => held.get(u.id) ?? asked.includes(u.id)).map((u) => u.id);
}
