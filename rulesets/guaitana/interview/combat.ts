import { measure, NONE, pickOne, pickSome, withNone, yesNo } from '../../../src/engine/ask.js';
import type { Interview } from '../../../src/engine/questions.js';
import type { Contact, FireTarget, Surroundings } from '../facts.js';
import { rangeBand } from '../rules/range.js';
import { RANGES } from '../tables/weapons.js';
import { enemyOf, onTable, type GuaitanaState, type UnitState } from '../state.js';
import { enemyOptions } from './words.js';

/** Formations that have a flank and a rear (G18.42). */
const flankable = (u: UnitState) => ['line', 'skirmish', 'column'].includes(u.formation) && u.type !== 'cinc' && u.type !== 'baggage';

/**
 * G11.3–G11.4: the nearest enemy the unit may fire at (seen, in range, in its 120° arc, any
 * direction for Mass and Square), how far, and whether it is in cover. At a real table a square
 * names its one nearest target.
 */
export function* fireTargetsInterview(state: GuaitanaState, unit: UnitState, weapon: NonNullable<UnitState['weapon']>): Interview<readonly FireTarget[]> {
  const limits = RANGES[weapon];
  const reach = limits.extreme ?? limits.long ?? limits.close ?? 0;
  const arc = unit.formation === 'mass' || unit.formation === 'square' ? 'in any direction' : 'within 60° either side of straight ahead';
  const options = withNone(enemyOptions(state, unit), 'none');
  const pick = yield* pickOne(`fire-targets/${unit.id}`, 'G11.4', `Which enemy unit is nearest to ${unit.name} that it can see, ${arc}, within ${reach} cm?`, options, NONE);
  if (pick === NONE) return [];
  const distance = yield* measure(`fire-distance/${unit.id}`, 'G11.5', `How far is ${state.units[pick]!.name} from ${unit.name}, closest figure to closest figure?`, reach, reach / 2);
  const band = rangeBand(weapon, distance);
  if (!band) return [];
  const cover = yield* yesNo(`fire-cover/${pick}`, 'G11.8', `Is ${state.units[pick]!.name} in cover (woods, buildings, a wadi; rocks for native infantry and Italian skirmishers)?`, false);
  return [{ unit: pick, distance, band, cover, bearing: 0 }];
}

/** G9.8: the enemy units a unit touches after its move. */
export function* inContactInterview(state: GuaitanaState, unit: UnitState): Interview<readonly string[]> {
  return yield* pickSome(`in-contact/${unit.id}`, 'G9.8', `Which enemy units is ${unit.name} touching now?`, enemyOptions(state, unit), []);
}

/** G12.1: every melee on the table, and who is taken in the flank or rear. */
export function* contactsInterview(state: GuaitanaState): Interview<readonly Contact[]> {
  const [first] = state.sides;
  const ours = onTable(state, first!.id).map((u) => ({ id: u.id, label: u.name }));
  const engaged = yield* pickSome('contacts', 'G12.1', `Which units of ${first!.name} are touching an enemy unit?`, ours, []);
  const contacts: Contact[] = [];
  for (const id of engaged) {
    const unit = state.units[id]!;
    const enemies = yield* pickSome(`contacts/${id}`, 'G12.1', `Which enemy units is ${unit.name} touching?`, enemyOptions(state, unit), []);
    for (const enemyId of enemies) {
      const enemy = state.units[enemyId]!;
      const aFlanked = flankable(unit) && (yield* yesNo(`flanked/${id}/${enemyId}`, 'G12.2', `Does ${enemy.name} touch ${unit.name} on its flank or rear?`, false));
      const bFlanked = flankable(enemy) && (yield* yesNo(`flanked/${enemyId}/${id}`, 'G12.2', `Does ${unit.name} touch ${enemy.name} on its flank or rear?`, false));
      contacts.push({ a: id, b: enemyId, aFlanked, bFlanked });
    }
  }
  return contacts;
}

/** G12.4, G13.3: what is around a unit, one yes or no each. */
export function* surroundingsInterview(state: GuaitanaState, unit: UnitState): Interview<Surroundings> {
  const cinc = state.sides.find((s) => s.id === unit.side)!.cinc;
  const cincNear = cinc !== null && (yield* yesNo(`cinc-near/${unit.id}`, 'G13.3', `Is ${state.units[cinc]!.name} within 15 cm of ${unit.name}?`, false));
  const friendNear = yield* yesNo(`friend-near/${unit.id}`, 'G13.3', `Is a friendly unit that is not in Retreat within 15 cm of ${unit.name}?`, false);
  const enemyWithin60 = onTable(state, enemyOf(state, unit.side)).length > 0 && (yield* yesNo(`enemy-60/${unit.id}`, 'G13.3', `Is any enemy unit within 60 cm of ${unit.name}?`, true));
  const inClosed = yield* yesNo(`in-closed/${unit.id}`, 'G5.1', `Is ${unit.name} in Closed ground for its type (woods, buildings; rocks for native infantry; a wadi for infantry)?`, false);
  const flanked = flankable(unit) && unit.turn.contacted && (yield* yesNo(`flanked/${unit.id}`, 'G13.3', `Is an enemy touching ${unit.name} on its flank or rear?`, false));
  return { cincNear, friendNear, enemyWithin60, inClosed, flanked };
}
