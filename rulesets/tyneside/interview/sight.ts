import type { Interview } from '../../../src/engine/questions.js';
import { enemyOf, type TynesideState } from '../state.js';
import { pickSome, yesNo } from '../../../src/engine/ask.js';
import { list, sideName } from './words.js';

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
