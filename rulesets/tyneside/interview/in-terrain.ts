import type { Interview } from '../../../src/engine/questions.js';
import type { TerrainTypeId } from '../../../src/scenario/terrain-schema.js';
import { pickSome, yesNo } from '../../../src/engine/ask.js';
import type { TynesideState, UnitState } from '../state.js';
import { BooksBoard } from './books-board.js';
import { moved, type TableMemory } from './table-memory.js';
import { figuresOf, list, unitOptions } from './words.js';

/** How the in-terrain question names each type of terrain that hides figures (T30.1). */
const TERRAIN_WORDS: Partial<Record<TerrainTypeId, string>> = {
  woods: 'woods',
  rough: 'rough ground',
  buildings: 'buildings',
  fortification: 'fortifications',
};

/**
 * T30.1: which of the units have a figure in terrain that hides figures (every feature but open
 * ground, roads, hills and rivers). A unit that has not moved since it was last asked about
 * (`memory`) stands where it stood: its answer is kept, and only the others are asked, in one
 * checklist (a lone unit: one yes-no); none left, nothing is asked. Pre-ticked: a unit defending a
 * feature, and one that has not moved since the battle began standing in terrain where the
 * scenario placed it.
 */
export function* inTerrainInterview(state: TynesideState, units: readonly UnitState[], memory: TableMemory): Interview<readonly string[]> {
  const types = [...new Set(state.terrain.filter((t) => t.concealing).map((t) => TERRAIN_WORDS[t.type] ?? t.type))];
  if (types.length === 0 || units.length === 0) return [];
  const held = new Map<string, boolean>();
  for (const unit of units) {
    const last = memory.last('in-terrain', (f) => f.units.includes(unit.id));
    if (last && !moved(last.since, unit.id)) held.set(unit.id, (last.answer as readonly string[]).includes(unit.id));
  }
  const asked = units.filter((u) => !held.has(u.id));
  const books = new BooksBoard(state);
  const likely = asked.filter((u) => u.defending !== null || books.inTerrain(u)).map((u) => u.id);
  let inTerrain: readonly string[] = [];
  if (asked.length === 1) {
    const unit = asked[0]!;
    inTerrain = (yield* yesNo(`in-terrain/${unit.id}`, 'T30.1', `Does ${figuresOf(unit, 'any')} stand in ${list(types, 'or')}?`, likely.length > 0)) ? [unit.id] : [];
  } else if (asked.length > 1) {
    inTerrain = yield* pickSome(`in-terrain/${asked[0]!.side}`, 'T30.1', `Which of these units have a figure standing in ${list(types, 'or')}?`, unitOptions(asked), likely);
  }
  return units.filter((u) => held.get(u.id) ?? inTerrain.includes(u.id)).map((u) => u.id);
}
