import { measure, NONE, pickOne, withNone, yesNo } from '../../../src/engine/ask.js';
import type { Interview } from '../../../src/engine/questions.js';
import { centroid } from '../../../src/table/shapes.js';
import type { Approach, AmbushSpot } from '../facts.js';
import { firingWeapon } from '../procedures/traits.js';
import { RANGES } from '../tables/weapons.js';
import { onTable, type GuaitanaState, type UnitState } from '../state.js';
import { enemyOptions } from './words.js';

/** G8.5, G9.5: how far the unit must go to reach the target, woods and other ×2 ground counted twice. */
export function* approachInterview(state: GuaitanaState, unit: UnitState, target: UnitState): Interview<Approach> {
  const contact = yield* measure(`approach/${unit.id}/${target.id}`, 'G9.5', `How far must ${unit.name} go to touch ${target.name}? (ground that costs double for it counts twice)`, 400, 30);
  const weapon = firingWeapon(unit);
  // javelins have no Close band: their one band, 5 cm, stands for it (as on the virtual table)
  const close = weapon ? (RANGES[weapon].close ?? RANGES[weapon].long) : null;
  return { contact, close: close === null ? null : Math.max(0, contact - close) };
}

/** G8.5: the enemy unit nearest to the unit, of those it saw this turn when `seen`. */
export function* nearestEnemyInterview(state: GuaitanaState, unit: UnitState, seen: boolean): Interview<string | null> {
  const enemies = enemyOptions(state, unit).filter((o) => !seen || (state.sight[unit.id] ?? []).includes(o.id));
  if (enemies.length === 0) return null;
  const pick = yield* pickOne(`nearest-enemy/${unit.id}`, 'G8.5', `Which enemy unit${seen ? ' that it can see' : ''} is nearest to ${unit.name}?`, withNone(enemies, 'none'), enemies[0]!.id);
  return pick === NONE ? null : pick;
}

/** G6, G9.2: the unspoiled hiding place nearest the Italians where the hidden unit could stand unseen. */
export function* ambushSpotsInterview(state: GuaitanaState, unit: UnitState): Interview<readonly AmbushSpot[]> {
  const places = state.hiding.filter((h) => !h.compromised).map((h) => ({ id: h.feature, label: h.feature }));
  const italians = state.sides.find((s) => s.nation === 'italian')!;
  const targets = onTable(state, italians.id);
  if (places.length === 0 || targets.length === 0) return [];
  const feature = yield* pickOne(`ambush-place/${unit.id}`, 'G6.4', `Of the unspoiled hiding places, which is nearest an Italian unit with room for ${unit.name} out of Italian sight?`, withNone(places, 'none of them'), places[0]!.id);
  if (feature === NONE) return [];
  const nearest = yield* pickOne(`ambush-nearest/${unit.id}`, 'G9.9', `Which Italian unit is nearest ${feature}?`, targets.map((u) => ({ id: u.id, label: u.name })), targets[0]!.id);
  const distance = yield* measure(`ambush-distance/${unit.id}`, 'G9.9', `How far is ${state.units[nearest]!.name} from the edge of ${feature}?`, 400, 30);
  const shape = state.terrain.find((t) => t.name === feature)!.shape;
  return [{ feature, at: centroid(shape), nearest, distance }];
}

/** G8.3: whether the unit has reached the end of its Move line. */
export function* pathLeftInterview(unit: UnitState): Interview<number> {
  return (yield* yesNo(`path-end/${unit.id}`, 'G8.3', `Has ${unit.name} reached the end of its line on the map?`, false)) ? 0 : 1;
}
