import { pickSome } from '../../../src/engine/ask.js';
import type { Interview } from '../../../src/engine/questions.js';
import { enemyOf, nationOf, onTable, sideOf, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import { closedFor, closedForSome } from '../rules/ground.js';
import type { LogEntry } from '../../../src/engine/event-log.js';
import { beyond } from '../../../src/table/tolerance.js';
import { beyondPlaces, leastGap } from './told.js';
import { enemyOptions, unitOptions } from './words.js';
import { asPlaced, placedWithin } from './as-placed.js';
import { bonusOf, capacityOf, firingWeapon } from '../procedures/traits.js';
import { closeCm } from '../rules/range.js';

/** G10.1–G10.2 in a sentence, for the sight questions. */
const SIGHT_RULE = 'no hill, wood or building between; a unit that has not moved or fired and stands in woods, buildings or other Closed ground is seen only within 30 cm, 60 cm for cavalry, guns and baggage';

/** G10: the enemy units a unit sees (the impetuosity roll's "sees Italian units", G9.9). */
export function* seesInterview(state: GuaitanaState, unit: UnitState): Interview<readonly string[]> {
  const options = enemyOptions(state, unit);
  if (options.length === 0) return [];
  // Likely: what it saw at the last Observation, of those still on the table
  return yield* pickSome(`sees/${unit.id}`, 'G10', `Which enemy units can ${unit.name} see? (${SIGHT_RULE})`, options, (state.sight[unit.id] ?? []).filter((id) => options.some((o) => o.id === id)));
}

/**
 * G10, G9.9: which of these units see an enemy unit now, one checklist; what each saw at the
 * last Observation is offered.
 */
export function* seeEnemyInterview(state: GuaitanaState, ids: readonly UnitId[]): Interview<readonly UnitId[]> {
  const units = ids.map((id) => state.units[id]!).filter((u) => enemyOptions(state, u).length > 0);
  if (units.length === 0) return [];
  const likely = units.filter((u) => (state.sight[u.id] ?? []).some((id) => enemyOptions(state, u).some((o) => o.id === id)));
  return yield* pickSome(`see-enemy/${units[0]!.side}`, 'G10', `Which of these units can see an enemy unit now? (${SIGHT_RULE})`, unitOptions(units), likely.map((u) => u.id));
}

/**
 * G10.2: whether a unit could be seen only from close by (within 30 cm, 60 cm for horsemen, guns
 * and baggage): it stands still and did not fire last turn, so it may stand in Closed ground. A
 * unit that moved or fired is seen at any distance along a clear line.
 */
const mayLieClose = (u: UnitState) => !u.turn.moved && !u.firedLastTurn;

/**
 * G10: what every unit on the table sees, in one checklist for both sides: which units see any
 * enemy at all. Whom is not asked unit by unit: every rule that reads it beyond "any" asks again
 * at the moment it matters and says "that it saw" (a fire's target, G11.4; an Attack's nearest
 * enemy, G8.5), so the books count as seen every enemy the unit may see: every enemy on the
 * table, or, for a unit seen at any distance (it moved this turn or fired last turn, G10.2), only
 * the enemies that see some enemy themselves, as a clear line runs both ways (G10.1). The likely
 * replies are last turn's sight.
 */
export function* sightInterview(state: GuaitanaState): Interview<Record<UnitId, readonly UnitId[]>> {
  const sight: Record<UnitId, readonly UnitId[]> = {};
  const enemiesOf = (u: UnitState) => onTable(state, enemyOf(state, u.side));
  const units = state.sides.flatMap((side) => onTable(state, side.id));
  for (const unit of units) sight[unit.id] = [];
  const lookers = units.filter((u) => enemiesOf(u).length > 0);
  if (lookers.length === 0) return sight;
  const sawLastTurn = (u: UnitState) => (state.sight[u.id] ?? []).some((id) => enemiesOf(u).some((e) => e.id === id));
  const options = lookers.map((u) => ({ id: u.id, heading: sideOf(state, u.side).name, label: u.name }));
  const seeing = new Set(yield* pickSome('sight', 'G10', `Which units can see at least one enemy unit? (${SIGHT_RULE})`, options, lookers.filter(sawLastTurn).map((u) => u.id)));
  for (const unit of lookers.filter((u) => seeing.has(u.id))) sight[unit.id] = mayBeSeenBy(unit, enemiesOf(unit), seeing).map((e) => e.id);
  return sight;
}

/**
 * G10.1-G10.2: the enemies a unit that sees some enemy may be seeing. A unit seen at any distance
 * (it moved this turn or fired last turn) sees only along a clear line, and an enemy at the other
 * end of it sees the unit back: so only enemies that see some enemy. A unit that stood still may
 * be lying in Closed ground, seen only from close by: any enemy.
 */
export function mayBeSeenBy(unit: UnitState, enemies: readonly UnitState[], seeing: ReadonlySet<UnitId>): UnitState[] {
  const lookingBack = enemies.filter((e) => seeing.has(e.id));
  return mayLieClose(unit) || lookingBack.length === 0 ? [...enemies] : lookingBack;
}

/**
 * G6.4: whether the Italians' look at the hiding places may have changed since it was last
 * asked: the first look (before any Observation), or an Italian unit has moved this turn. Only
 * by moving does a unit enter a place, or come near enough to see into it; standing still, it
 * sees what it saw at the last look, and those places were spoiled then.
 */
function italiansLookedAnew(state: GuaitanaState): boolean {
  const firstLook = Object.keys(state.sight).length === 0;
  return firstLook || Object.values(state.units).some((u) => !u.eliminated && !u.hidden && u.turn.moved && nationOf(state, u) === 'italian');
}

/** G6.4, G10.2: how near an Italian unit must come to see into a Closed hiding place: 30 cm, and 60 cm for hidden horsemen. */
const OBSERVE_CLOSED_CM = 30, OBSERVE_HORSE_CM = 60;

/**
 * G6.4: whether the books show that no Italian unit can have entered the place, nor come within
 * `cm` of it, since the battle began (their places less every move told since, told.ts). Only a
 * Closed place: the ground behind a hill is seen from any distance.
 */
function outOfItalianSight(state: GuaitanaState, history: readonly LogEntry[] | null, feature: string, cm: number): boolean {
  const place = state.terrain.find((t) => t.name === feature);
  if (history === null || !place || !closedForSome(place)) return false;
  const italians = Object.values(state.units).filter((u) => !u.hidden && !u.eliminated && nationOf(state, u) === 'italian');
  return italians.every((u) => beyondPlaces(state, history, u, [feature], cm));
}

/**
 * G6.4: which unspoiled hiding places an Italian unit entered, or saw into from close enough,
 * this turn. Once no unit is hidden, none can appear anywhere: not asked; nor when no Italian
 * unit has moved since the last look. A Closed place the books show every Italian unit still
 * farther from than 30 cm (`outOfItalianSight`) is not offered.
 */
export function* observedInterview(state: GuaitanaState, history: readonly LogEntry[] | null = null): Interview<readonly string[]> {
  const open = state.hiding.filter((h) => !h.compromised && !outOfItalianSight(state, history, h.feature, OBSERVE_CLOSED_CM)).map((h) => ({ id: h.feature, label: h.feature }));
  if (open.length === 0 || !Object.values(state.units).some((u) => u.hidden && !u.eliminated) || !italiansLookedAnew(state)) return [];
  return yield* pickSome('observed', 'G6.4', 'Which of these places has an Italian unit entered, or seen into (a wood or other Closed ground from within 30 cm, the ground behind a hill from any distance)?', open, []);
}

/** G6.4, G10.2: the Closed hiding places still hiding horsemen that an Italian unit has seen into from within 60 cm; not asked when no Italian unit has moved since the last look; those the books show every Italian unit farther from are not offered. */
export function* horseSpoiledInterview(state: GuaitanaState, history: readonly LogEntry[] | null = null): Interview<readonly string[]> {
  const open = state.hiding
    .filter((h) => !h.compromised && !h.horseSpoiled && closedFor(state.terrain.find((t) => t.name === h.feature)!, 'native-cavalry') && !outOfItalianSight(state, history, h.feature, OBSERVE_HORSE_CM))
    .map((h) => ({ id: h.feature, label: h.feature }));
  if (open.length === 0 || !italiansLookedAnew(state)) return [];
  return yield* pickSome('horse-spoiled', 'G10.2', 'Which of these has an Italian unit seen into from within 60 cm? (hidden horsemen may no longer appear inside it)', open, []);
}

/** G8.7.1: own units within 15 cm of the C-in-C that he can see. */
export function* cincReachInterview(state: GuaitanaState, side: string): Interview<readonly string[]> {
  const cinc = sideOf(state, side).cinc;
  if (!cinc) return [];
  const units = onTable(state, side).filter((u) => u.type !== 'cinc' && u.type !== 'messenger');
  // before anything has moved, those placed within 15 cm of him are ticked
  const likely = asPlaced(state) ? units.filter((u) => placedWithin(state.units[cinc]!, u, 15)).map((u) => u.id) : [];
  return yield* pickSome(`cinc-reach/${side}`, 'G8.7.1', `Which of these units are within 15 cm of ${state.units[cinc]!.name} and in his sight?`, unitOptions(units), likely);
}

/** G8.7.1 heliograph: which of the units an enemy could charge (its move plus Charge Bonus) or has within Close range; those the books show beyond both are not offered. */
export function* threatenedInterview(state: GuaitanaState, asked: readonly UnitId[], history: readonly LogEntry[] | null = null): Interview<readonly UnitId[]> {
  // a unit the books show farther from every enemy than its charge reach and Close range is not offered (told.ts)
  const clear = (id: UnitId) => history !== null && onTable(state, enemyOf(state, state.units[id]!.side)).every((e) => beyond(leastGap(state, history, state.units[id]!, e), Math.max(capacityOf(e) + bonusOf(e), closeCm(firingWeapon(e)) ?? 0)));
  const ids = asked.filter((id) => !clear(id));
  if (ids.length === 0) return [];
  const side = state.units[ids[0]!]!.side;
  const options = ids.map((id) => ({ id, label: state.units[id]!.name }));
  // before anything has moved, those placed within an enemy's reach are ticked
  const enemies = (u: UnitState) => onTable(state, enemyOf(state, u.side));
  const reached = (u: UnitState, e: UnitState) => placedWithin(u, e, capacityOf(e) + bonusOf(e)) || placedWithin(u, e, closeCm(firingWeapon(e)) ?? -1);
  const likely = asPlaced(state) ? ids.filter((id) => enemies(state.units[id]!).some((e) => reached(state.units[id]!, e))) : [];
  return yield* pickSome(`threatened/${side}`, 'G8.7.1', 'Which of these units are within an enemy unit\'s charge reach (its move plus Charge Bonus) or Close fire range?', options, likely);
}
