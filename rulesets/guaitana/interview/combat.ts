import { measure, NONE, pickOne, pickSome, withNone, yesNo } from '../../../src/engine/ask.js';
import type { Interview } from '../../../src/engine/questions.js';
import type { Contact, FireTarget, Surroundings, UnitSurroundings } from '../facts.js';
import { rangeBand, reachCm } from '../rules/range.js';
import { segmentTouchesShape } from '../../../src/table/segments.js';
import { enemyOf, onTable, type GuaitanaState, type UnitState } from '../state.js';
import { enemyOptions, unitOptions } from './words.js';

/** Formations that have a flank and a rear (G18.42). */
const flankable = (u: UnitState) => ['line', 'skirmish', 'column'].includes(u.formation) && u.type !== 'cinc' && u.type !== 'baggage';

/** The enemy units the unit saw at this turn's Observation that are still on the table. */
function seenOptions(state: GuaitanaState, unit: UnitState) {
  const seen = state.sight[unit.id] ?? [];
  return enemyOptions(state, unit).filter((o) => seen.includes(o.id));
}

/** The units that may be touching an enemy: contacted this turn, or locked in last turn's melee (G9.8, G12.1). */
function mayTouch(state: GuaitanaState, side: string): UnitState[] {
  return onTable(state, side).filter((u) => u.turn.contacted || u.foughtLastTurn);
}

/** G11.5, G11.8: how far a chosen target is, and whether it is in cover; null beyond the weapon's reach. */
function* aimAt(state: GuaitanaState, unit: UnitState, weapon: NonNullable<UnitState['weapon']>, target: string, bearing: number): Interview<FireTarget | null> {
  const reach = reachCm(weapon)!;
  const name = state.units[target]!.name;
  const distance = yield* measure(`fire-distance/${unit.id}/${target}`, 'G11.5', `How far is ${name} from ${unit.name}, closest figure to closest figure?`, reach, reach / 2);
  const band = rangeBand(weapon, distance);
  if (!band) return null;
  const cover = yield* yesNo(`fire-cover/${target}`, 'G11.8', `Is ${name} in cover (woods, buildings, a wadi; rocks for native infantry and Italian skirmishers)?`, false);
  return { unit: target, distance, band, cover, bearing };
}

/**
 * G11.3–G11.4: the nearest enemy the unit may fire at (seen at Observation, in range, in its
 * 120° arc, any direction for Mass and Square), how far, and whether it is in cover. A square
 * may name a second target on its opposite face (G11.12). A unit that saw no enemy is not asked.
 */
export function* fireTargetsInterview(state: GuaitanaState, unit: UnitState, weapon: NonNullable<UnitState['weapon']>): Interview<readonly FireTarget[]> {
  const reach = reachCm(weapon)!;
  const arc = unit.formation === 'mass' || unit.formation === 'square' ? 'in any direction' : 'within 60° either side of straight ahead';
  const seen = seenOptions(state, unit);
  if (seen.length === 0) return [];
  const pick = yield* pickOne(`fire-targets/${unit.id}`, 'G11.4', `Which enemy unit is nearest to ${unit.name}, ${arc}, within ${reach} cm?`, withNone(seen, 'none'), seen[0]!.id);
  if (pick === NONE) return [];
  const first = yield* aimAt(state, unit, weapon, pick, 0);
  if (!first) return [];
  const others = seen.filter((o) => o.id !== pick);
  if (unit.formation !== 'square' || others.length === 0) return [first];
  const second = yield* pickOne(`fire-second/${unit.id}`, 'G11.12', `A square may also fire from its opposite face: which enemy unit is nearest to ${unit.name} on the far side from ${state.units[pick]!.name}, within ${reach} cm?`, withNone(others, 'none'), NONE);
  if (second === NONE) return [first];
  const far = yield* aimAt(state, unit, weapon, second, 180);
  return far ? [first, far] : [first];
}

/** G9.8: the enemy units a unit touches after its move; the one it charged is the likely reply; none on the table, nothing asked. */
export function* inContactInterview(state: GuaitanaState, unit: UnitState, aimedAt: string | null): Interview<readonly string[]> {
  const options = enemyOptions(state, unit);
  // no enemy on the table (all hidden or gone): it touches nobody
  if (options.length === 0) return [];
  return yield* pickSome(`in-contact/${unit.id}`, 'G9.8', `Which enemy units is ${unit.name} touching now?`, options, aimedAt && options.some((o) => o.id === aimedAt) ? [aimedAt] : []);
}

/**
 * G12.1: every melee on the table, and who is taken in the flank or rear. Only units contacted
 * this turn or locked in melee since last turn can be touching an enemy, so only they are
 * named, and nothing is asked when there are none.
 */
export function* contactsInterview(state: GuaitanaState): Interview<readonly Contact[]> {
  const [first, second] = state.sides;
  const ours = mayTouch(state, first!.id), theirs = mayTouch(state, second!.id);
  if (ours.length === 0 || theirs.length === 0) return [];
  const engaged = yield* pickSome('contacts', 'G12.1', `Which units of ${first!.name} are touching an enemy unit?`, unitOptions(ours), ours.filter((u) => u.turn.contacted).map((u) => u.id));
  const contacts: Contact[] = [];
  for (const id of engaged) {
    const unit = state.units[id]!;
    const enemies = theirs.length === 1
      ? [theirs[0]!.id]
      : yield* pickSome(`contacts/${id}`, 'G12.1', `Which enemy units is ${unit.name} touching?`, unitOptions(theirs), []);
    for (const enemyId of enemies) {
      const enemy = state.units[enemyId]!;
      const aFlanked = flankable(unit) && (yield* yesNo(`flanked/${id}/${enemyId}`, 'G12.2', `Does ${enemy.name} touch ${unit.name} on its flank or rear?`, false));
      const bFlanked = flankable(enemy) && (yield* yesNo(`flanked/${enemyId}/${id}`, 'G12.2', `Does ${unit.name} touch ${enemy.name} on its flank or rear?`, false));
      contacts.push({ a: id, b: enemyId, aFlanked, bFlanked });
    }
  }
  return contacts;
}

/**
 * G5.2(1): whether the unit now stands in one of the scenario's building groups; its last answer
 * is offered. A unit on the Move line it was deployed with walks that line (the books keep how
 * much of it is left): where no part of the line touches a building group, it is in none, and
 * nothing is asked.
 */
export function* inBuildingsInterview(state: GuaitanaState, unit: UnitState): Interview<boolean> {
  const buildings = state.terrain.filter((f) => f.type === 'buildings');
  if (!unit.inBuildings && unit.order.kind === 'move' && unit.lineAhead !== null && unit.pos !== null) {
    const line = [unit.pos, ...unit.order.path];
    if (!buildings.some((f) => line.slice(1).some((p, i) => segmentTouchesShape(f.shape, line[i]!, p)))) return false;
  }
  const names = state.terrain.filter((f) => f.type === 'buildings').map((f) => f.name).join(', ');
  return yield* yesNo(`in-buildings/${unit.id}`, 'G5.2(1)', `Is ${unit.name} now inside a building group (${names})? There it counts as Mass.`, unit.inBuildings);
}

/** G5.1: whether the unit stands in ground Closed for its type. */
export function* inClosedInterview(unit: UnitState): Interview<boolean> {
  return yield* yesNo(`in-closed/${unit.id}`, 'G5.1', `Is ${unit.name} in Closed ground for its type (woods, buildings; rocks for native infantry; a wadi for infantry)?`, false);
}

/** Which of `among` a condition holds for: one checklist, pre-ticked with `likely`; nothing asked of no unit. */
function* whichOf(key: string, text: string, among: readonly UnitState[], likely: (u: UnitState) => boolean): Interview<Set<string>> {
  if (among.length === 0) return new Set<string>();
  return new Set(yield* pickSome(key, 'G13.3', text, unitOptions(among), among.filter(likely).map((u) => u.id)));
}

/**
 * G11.14, G12.6, G13.3: what is around each unit testing morale after fire or melee, as the tests
 * begin: one checklist per condition for all of them (a lone unit is asked as `surroundings`).
 * An enemy in sight at Observation, or one it fought or touched, already answers "an enemy
 * near"; a flank is asked only of units in contact; a C-in-C only of his own side's units.
 */
export function* surroundingsOfInterview(state: GuaitanaState, units: readonly UnitState[]): Interview<UnitSurroundings[]> {
  if (units.length === 1) return [{ unit: units[0]!.id, ...(yield* surroundingsInterview(state, units[0]!)) }];
  const cincNear = new Set<string>();
  for (const side of state.sides) {
    const own = units.filter((u) => u.side === side.id && side.cinc !== null && side.cinc !== u.id);
    if (own.length === 0) continue;
    for (const id of yield* whichOf(`cinc-near/${side.id}`, `Which of these units have ${state.units[side.cinc!]!.name} within 15 cm?`, own, () => false)) cincNear.add(id);
  }
  const friendNear = yield* whichOf('friend-near', 'Which of these units have a friendly unit that is not in Retreat within 15 cm?', units, () => false);
  const engaged = (u: UnitState) => (state.sight[u.id] ?? []).length > 0 || u.turn.fought || u.turn.contacted;
  const open = units.filter((u) => !engaged(u) && onTable(state, enemyOf(state, u.side)).length > 0);
  const enemyNear = yield* whichOf('enemy-60', 'Which of these units have an enemy unit within 60 cm?', open, () => true);
  const inClosed = yield* whichOf('in-closed', 'Which of these units stand in Closed ground for their type (woods, buildings; rocks for native infantry; a wadi for infantry)?', units, () => false);
  const flanked = yield* whichOf('flanked', 'Which of these units have an enemy touching their flank or rear?', units.filter((u) => flankable(u) && u.turn.contacted), () => false);
  return units.map((u) => ({ unit: u.id, cincNear: cincNear.has(u.id), friendNear: friendNear.has(u.id), enemyNear: engaged(u) || enemyNear.has(u.id), inClosed: inClosed.has(u.id), flanked: flanked.has(u.id) }));
}

/**
 * G12.4, G13.3: what is around a unit, one yes or no each. An enemy in sight at Observation, or
 * one it fought or touched, already answers "an enemy near"; a flank is asked only of a unit in contact.
 */
export function* surroundingsInterview(state: GuaitanaState, unit: UnitState): Interview<Surroundings> {
  const cinc = state.sides.find((s) => s.id === unit.side)!.cinc;
  const cincNear = cinc !== null && cinc !== unit.id && (yield* yesNo(`cinc-near/${unit.id}`, 'G13.3', `Is ${state.units[cinc]!.name} within 15 cm of ${unit.name}?`, false));
  const friendNear = yield* yesNo(`friend-near/${unit.id}`, 'G13.3', `Is a friendly unit that is not in Retreat within 15 cm of ${unit.name}?`, false);
  const engaged = (state.sight[unit.id] ?? []).length > 0 || unit.turn.fought || unit.turn.contacted;
  const enemyNear = engaged || (onTable(state, enemyOf(state, unit.side)).length > 0 && (yield* yesNo(`enemy-60/${unit.id}`, 'G13.3', `Is any enemy unit within 60 cm of ${unit.name}?`, true)));
  const inClosed = yield* inClosedInterview(unit);
  const flanked = flankable(unit) && unit.turn.contacted && (yield* yesNo(`flanked/${unit.id}`, 'G13.3', `Is an enemy touching ${unit.name} on its flank or rear?`, false));
  return { cincNear, friendNear, enemyNear, inClosed, flanked };
}
