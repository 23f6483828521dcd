import { measure, NONE, pickOne, withNone, yesNo } from '../../../src/engine/ask.js';
import type { Interview } from '../../../src/engine/questions.js';
import { centroid } from '../../../src/table/shapes.js';
import { beyond, under } from '../../../src/table/tolerance.js';
import { closedFor, closedSightCm, terrainTroop } from '../rules/ground.js';
import type { GuaitanaFeature } from '../terrain.js';
import type { Approach, AmbushSpot } from '../facts.js';
import { placesFor } from '../procedures/reveal.js';
import { goingWords } from '../rules/ground.js';
import { attackReach, bonusOf, capacityOf, firingWeapon } from '../procedures/traits.js';
import { closeCm } from '../rules/range.js';
import { onTable, sideOf, unitById, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import { enemyOptions, unitOptions } from './words.js';
import { approachLeft, beyondPlaces } from './told.js';
import type { LogEntry } from '../../../src/engine/event-log.js';

/**
 * G8.5, G9.5: how far the unit must go to reach the target, woods and other ×2 ground counted
 * twice; to the first enemy unit in its way, if any (G9.8: one that stops it, and a C-in-C, a
 * messenger or baggage it would go through), so that a move short of it touches nobody. A
 * messenger or C-in-C rides round enemy units instead (G9.8(2): contact would eliminate him), so
 * his question is the ride round them to the unit he goes to, as the virtual table measures it.
 * The reply offered is what the books know (told.ts): the distance last measured, or
 * given as the unit appeared from hiding near that target, less the unit's moves towards it
 * since, while the target has not moved; otherwise, or where the last reply was itself beyond
 * reach (`far`: Enter taken without measuring, or a target far off), well beyond its charge and
 * its Close range: Enter without measuring makes no charge.
 */
export function* approachInterview(state: GuaitanaState, unit: UnitState, target: UnitState, history: readonly LogEntry[] | null = null): Interview<Approach> {
  const close = closeCm(firingWeapon(unit));
  // a forced ambush's charge was measured as it appeared (G9.9): not asked again
  if (unit.appearedNear?.unit === target.id && unit.appearedNear.reach) return { contact: unit.appearedNear.distance, close: close === null ? null : Math.max(0, unit.appearedNear.distance - close) };
  const far = 2 * (capacityOf(unit) + bonusOf(unit)) + (close ?? 0);
  const known = history === null ? null : approachLeft(history, unit, target);
  const likely = unit.appearedNear?.unit === target.id ? unit.appearedNear.distance : known !== null && under(known.measured, far) ? known.left : far;
  const going = goingWords(state.terrain, unit);
  const text = rides(unit)
    ? `How far must ${unit.name} ride to reach ${target.name}, going round any enemy unit in the way (contact with one would eliminate him)?`
    : `How far must ${unit.name} go to touch ${target.name}, or any enemy unit in its way?`;
  // keyed by turn: a distance measured in an earlier turn is offered less the moves since, not as it was
  const contact = yield* measure(`approach/${unit.id}/${target.id}/t${state.turn}`, 'G9.5', `${text}${going ? ` (${going})` : ''}`, 400, likely);
  return { contact, close: close === null ? null : Math.max(0, contact - close) };
}

/** A C-in-C or a messenger: he rides round enemy units, as their contact would eliminate him (G9.8(2), G8.7.1). */
const rides = (unit: UnitState) => unit.type === 'cinc' || unit.type === 'messenger';

/** G8.5: the enemy unit nearest to the unit, of those it saw this turn when `seen`. */
export function* nearestEnemyInterview(state: GuaitanaState, unit: UnitState, seen: boolean): Interview<string | null> {
  const enemies = enemyOptions(state, unit).filter((o) => !seen || (state.sight[unit.id] ?? []).includes(o.id));
  if (enemies.length === 0) return null;
  const pick = yield* pickOne(`nearest-enemy/${unit.id}`, 'G8.5', `Which enemy unit${seen ? ' that it can see' : ''} is nearest to ${unit.name}?`, withNone(enemies, 'none'), enemies[0]!.id);
  return pick === NONE ? null : pick;
}

/** Names as a sentence lists them: "A", "A or B", "A, B or C". */
const either = (names: readonly string[]) => names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * G6, G9.2, G9.9: where hidden units could appear. The human names one unspoiled hiding place,
 * or none, and every unit asked about gets a spot there:
 * - `forced` (a 6 on the ambush roll): the place nearest an Italian unit;
 * - otherwise, for opfor's ambush (a human bringing their own hidden units on is not asked):
 *   the place nearest an Italian unit who is within charge reach of it (an ambush from farther
 *   off does not pay, and the answer is usually "none"). `movers`: only these Italian units can
 *   have come within reach since the last answer, and the question names them. Italian units the
 *   books show beyond that reach of every place (told.ts) are left out; with none left, nothing
 *   is asked.
 * Then which Italian unit is nearest the place, and how far.
 */
export function* ambushSpotsInterview(state: GuaitanaState, ids: readonly UnitId[], forced: boolean, movers: readonly UnitId[] | null = null, history: readonly LogEntry[] | null = null): Interview<readonly AmbushSpot[]> {
  const usable = new Map(ids.map((id) => [id, placesFor(state, unitById(state, id))]));
  const places = [...new Set([...usable.values()].flat())].map((feature) => ({ id: feature, label: feature }));
  const onTheTable = onTable(state, state.sides.find((s) => s.nation === 'italian')!.id);
  const units = ids.map((id) => unitById(state, id));
  if (places.length === 0 || units.length === 0) return [];
  const reach = Math.max(...units.map(attackReach));
  // a voluntary ambush weighs only the Italian units that may be within its reach: not those the books show beyond it (told.ts)
  const inReach = (u: UnitState) => forced || history === null || !beyondPlaces(state, history, u, places.map((p) => p.id), reach);
  const italians = (movers ? onTheTable.filter((u) => movers.includes(u.id)) : onTheTable).filter(inReach);
  if (italians.length === 0) return [];
  const side = sideOf(state, units[0]!.side);
  const who = movers ? `${either(italians.map((u) => u.name))} now` : 'an Italian unit';
  const [key, rule, text, none] = forced
    ? [`ambush-forced/${side.id}`, 'G9.9', `Which unspoiled hiding place is nearest an Italian unit, with room for ${units[0]!.name} out of Italian sight?`, 'none has room']
    : [`ambush/${side.id}`, 'G9.2', `Is ${who} within ${reach} cm (an ambush's reach this turn) of one of these unspoiled hiding places? If so, which place is nearest ${movers ? 'it' : 'one'}?`, `none within ${reach} cm`];
  const feature = yield* pickOne(key, rule, text, withNone(places, none), forced ? places[0]!.id : NONE);
  if (feature === NONE) return [];
  const options = unitOptions(italians);
  const nearest = options.length === 1 ? options[0]!.id : yield* pickOne(`ambush-nearest/${side.id}`, 'G9.9', `Which Italian unit is nearest ${feature}?`, options, options[0]!.id);
  const place = state.terrain.find((t) => t.name === feature)!;
  const at = centroid(place.shape);
  if (forced) {
    // G9.9: it must attack that unit at once, so its charge is measured now, ground costs counted (G9.5)
    const going = goingWords(state.terrain, units[0]!);
    const charge = yield* measure(`ambush-charge/${side.id}`, 'G9.9', `How far must ${units[0]!.name}, appearing in ${feature}, go to touch ${state.units[nearest]!.name}?${going ? ` (${going})` : ''}`, 400, Math.min(reach, 30));
    return units.filter((u) => usable.get(u.id)!.includes(feature)).map((u) => ({ unit: u.id, feature, at, nearest, distance: charge, reach: true as const }));
  }
  const distance = yield* measure(`ambush-distance/${side.id}`, 'G9.9', `How far is ${state.units[nearest]!.name} from the edge of ${feature}?`, 400, Math.min(reach, 30));
  // the place is Closed, or dead ground, for some of the units only (a wadi hides no horsemen)
  const fit = units.filter((u) => usable.get(u.id)!.includes(feature));
  const unseen = yield* outOfSight(state, fit, place, nearest, distance);
  return unseen.map((u) => ({ unit: u.id, feature, at, nearest, distance }));
}

/**
 * G6.4, G9.2, G10.2: of the units that could appear in the place, those that would stand there
 * unseen, in a place no Italian unit observes: in Closed ground, farther than the Italians see a
 * unit standing there (30 cm, 60 cm for horsemen) or with no clear line to it; behind what blocks
 * sight, where no Italian unit sees them.
 */
function* outOfSight(state: GuaitanaState, units: readonly UnitState[], place: GuaitanaFeature, nearest: UnitId, distance: number): Interview<UnitState[]> {
  const who = state.units[nearest]!.name;
  let line: boolean | null = null, room: boolean | null = null;
  const kept: UnitState[] = [];
  for (const u of units) {
    if (closedFor(place, terrainTroop(u))) {
      if (beyond(distance, closedSightCm(u))) { kept.push(u); continue; }
      line ??= yield* yesNo(`ambush-line/${place.name}`, 'G6.4', `Can ${who} see any part of ${place.name} (no hill, wood or building between)? Within ${closedSightCm(u)} cm it would see a unit there, and the place is observed.`, true);
      if (!line) kept.push(u);
    } else {
      room ??= yield* yesNo(`ambush-room/${place.name}`, 'G9.2', `Is there room behind ${place.name} for ${either(units.map((x) => x.name))} where no Italian unit can see it?`, true);
      if (room) kept.push(u);
    }
  }
  return kept;
}

/**
 * G8.3: whether the unit has reached the end of its Move line; not asked while the books show it
 * cannot have. Once the books show its moves add up to the line's length, "yes" is offered
 * (ground that costs double may still have held it short).
 */
export function* pathLeftInterview(unit: UnitState): Interview<number> {
  if (unit.lineAhead !== null && unit.lineAhead > 0.5) return unit.lineAhead;
  return (yield* yesNo(`path-end/${unit.id}`, 'G8.3', `Has ${unit.name} reached the end of its line on the map?`, unit.lineAhead !== null)) ? 0 : 1;
}
