import type { Interview } from '../../../src/engine/questions.js';
import type { TerrainTypeId } from '../../../src/scenario/terrain-schema.js';
import { enemyOf, type TynesideState, type UnitState } from '../state.js';
import { yesNo } from '../../../src/engine/ask.js';
import { figuresOf, list, sideName } from './words.js';

/** How the in-terrain question names each type of terrain that hides figures (T30.1). */
const TERRAIN_WORDS: Partial<Record<TerrainTypeId, string>> = {
  woods: 'woods',
  rough: 'rough ground',
  buildings: 'buildings',
  fortification: 'fortifications',
};

/** T30.1: a figure of the unit stands in terrain that hides figures (every feature but open ground, roads, hills and rivers). */
export function* inTerrainInterview(state: TynesideState, unit: UnitState): Interview<boolean> {
  const types = [...new Set(state.terrain.filter((t) => t.concealing).map((t) => TERRAIN_WORDS[t.type] ?? t.type))];
  if (types.length === 0) return false;
  // Likely: a unit defending a feature stands in it.
  return yield* yesNo(`in-terrain/${unit.id}`, 'T30.1', `Does ${figuresOf(unit, 'any')} stand in ${list(types, 'or')}?`, unit.defending !== null);
}

/** T35.2: a figure standing at the marker would see a figure of the other side, or be seen by one. */
export function* markerSeesEnemyInterview(state: TynesideState, markerId: string): Interview<boolean> {
  const marker = state.markers.find((m) => m.id === markerId);
  if (!marker) throw new Error(`no hidden marker "${markerId}" in this battle`);
  const side = marker.unit ? state.units[marker.unit]!.side : state.sides.find((s) => s.hidden)!.id;
  const players = sideName(state, enemyOf(state, side));
  const at = `x ${Math.round(marker.pos.x)}, y ${Math.round(marker.pos.y)}`;
  return yield* yesNo(`marker-sees-enemy/${marker.id}`, 'T35.2', `Would a figure at hidden marker ${marker.id} (${at}) see a figure of ${players}, or be seen by one?`, false);
}
