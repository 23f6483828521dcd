import type { Interview } from '../../../src/engine/questions.js';
import type { TerrainTypeId } from '../../../src/scenario/terrain-schema.js';
import { enemyOf, type TynesideState, type UnitState } from '../state.js';
import { pickSome, yesNo } from '../../../src/engine/ask.js';
import { figuresOf, list, sideName, unitOptions } from './words.js';

/** How the in-terrain question names each type of terrain that hides figures (T30.1). */
const TERRAIN_WORDS: Partial<Record<TerrainTypeId, string>> = {
  woods: 'woods',
  rough: 'rough ground',
  buildings: 'buildings',
  fortification: 'fortifications',
};

/**
 * T30.1: which of the units have a figure in terrain that hides figures (every feature but open
 * ground, roads, hills and rivers): one checklist for all of them, a lone unit one yes-no.
 */
export function* inTerrainInterview(state: TynesideState, units: readonly UnitState[]): Interview<readonly string[]> {
  const types = [...new Set(state.terrain.filter((t) => t.concealing).map((t) => TERRAIN_WORDS[t.type] ?? t.type))];
  if (types.length === 0 || units.length === 0) return [];
  // Likely: a unit defending a feature stands in it.
  const likely = units.filter((u) => u.defending !== null).map((u) => u.id);
  if (units.length === 1) {
    const unit = units[0]!;
    return (yield* yesNo(`in-terrain/${unit.id}`, 'T30.1', `Does ${figuresOf(unit, 'any')} stand in ${list(types, 'or')}?`, likely.length > 0)) ? [unit.id] : [];
  }
  return yield* pickSome('in-terrain', 'T30.1', `Which of these units have a figure standing in ${list(types, 'or')}?`, unitOptions(units), likely);
}

/**
 * T35.2: which of the markers, a figure standing there, would see a figure of the other
 * side or be seen by one. One marker: a yes-no; several: one checklist, none pre-ticked.
 */
export function* markerSeesEnemyInterview(state: TynesideState, markerIds: readonly string[]): Interview<readonly string[]> {
  const markers = markerIds.map((id) => {
    const marker = state.markers.find((m) => m.id === id);
    if (!marker) throw new Error(`no hidden marker "${id}" in this battle`);
    return marker;
  });
  if (markers.length === 0) return [];
  const at = (m: (typeof markers)[number]) => `x ${Math.round(m.pos.x)}, y ${Math.round(m.pos.y)}`;
  const sideOf = (m: (typeof markers)[number]) => (m.unit ? state.units[m.unit]!.side : state.sides.find((s) => s.hidden)!.id);
  const players = list([...new Set(markers.map((m) => sideName(state, enemyOf(state, sideOf(m)))))], 'or');
  if (markers.length === 1) {
    const marker = markers[0]!;
    return (yield* yesNo(`marker-sees-enemy/${marker.id}`, 'T35.2', `Would a figure at hidden marker ${marker.id} (${at(marker)}) see a figure of ${players}, or be seen by one?`, false)) ? [marker.id] : [];
  }
  const options = markers.map((m) => ({ id: m.id, label: `${m.id} (${at(m)})` }));
  return yield* pickSome(`marker-sees-enemy/${markers.map((m) => m.id).join('+')}`, 'T35.2', `At which of these hidden markers would a figure see a figure of ${players}, or be seen by one?`, options, []);
}
