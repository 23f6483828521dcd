import { NONE, pickOne, pickSome, withNone, yesNo } from '../../../src/engine/ask.js';
import type { Interview, QuestionOption } from '../../../src/engine/questions.js';
import type { FireTarget } from '../facts.js';
import { reachCm } from '../rules/range.js';
import { BANDS, RANGES, type Band, type MissileWeapon } from '../tables/weapons.js';
import { sideOf, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import { firingWeapon } from '../procedures/traits.js';
import { enemyOptions } from './words.js';
import { capitalised } from '../../../src/engine/english.js';

/** The reply to a pick of target and band: the target's id and the band, "co-1@long". */
const BAND_MARK = '@';

/** G11.5: a band as the tape measures it, "Close range (up to 30 cm)", "Long range (30-60 cm)". */
export function bandWords(weapon: MissileWeapon, band: Band): string {
  const limits = RANGES[weapon];
  const below = BANDS.slice(0, BANDS.indexOf(band)).map((b): number | null => limits[b]).filter((cm) => cm !== null).at(-1);
  const name = `${capitalised(band)} range`;
  return below === undefined ? `${name} (up to ${limits[band]} cm)` : `${name} (${below}-${limits[band]} cm)`;
}

/**
 * G11.5: each target with each band the weapon has, as options: only the band matters to the
 * fire table, so the tape gives a band, not a distance. The likely target (`first`) leads; a
 * C-in-C and messengers close the list.
 */
function targetBandOptions(state: GuaitanaState, weapon: MissileWeapon, targets: readonly QuestionOption[], first: UnitId | null): QuestionOption[] {
  // G11.4(2): a C-in-C or messenger is a target only when no other unit is: they come last
  const fragile = (t: QuestionOption) => ['cinc', 'messenger'].includes(state.units[t.id]!.type);
  const rank = (t: QuestionOption) => (t.id === first ? 0 : fragile(t) ? 2 : 1);
  const ordered = [...targets].sort((a, b) => rank(a) - rank(b));
  const bands = BANDS.filter((b) => RANGES[weapon][b] !== null);
  return ordered.flatMap((t) => bands.map((b) => ({ id: `${t.id}${BAND_MARK}${b}`, label: `${state.units[t.id]!.name} at ${bandWords(weapon, b)}` })));
}

/** The target and band a pick names. */
function parsePick(pick: string): { unit: UnitId; band: Band } {
  const at = pick.lastIndexOf(BAND_MARK);
  return { unit: pick.slice(0, at), band: pick.slice(at + 1) as Band };
}

/** G11.8: whether the target is in cover, unless already given this phase (`covers`). */
function* coverOf(state: GuaitanaState, target: UnitId, covers: Readonly<Record<UnitId, boolean>>): Interview<boolean> {
  const known = covers[target];
  if (known !== undefined) return known;
  const name = state.units[target]!.name;
  return yield* yesNo(`fire-cover/${target}`, 'G11.8', `Is ${name} in cover (woods, buildings, a wadi; rocks for native infantry and Italian skirmishers)?`, false);
}

/**
 * G11.3-G11.5, G11.8: whom the unit fires at, one pick of the nearest enemy unit it saw at
 * Observation (in range, in its 120° arc, any direction for Mass and Square) together with the
 * band it stands in; then whether that target is in cover, once a phase. A square may name a
 * second target on its opposite face (G11.12). A unit that saw no enemy is not asked. At a real
 * table no distance is measured: the band is all the fire table reads (G11.6-G11.7). The likely
 * reply fires only where the player said the unit has an enemy in reach (`inReach`, the side's
 * fire-ready checklist) or it fired last turn, as that checklist pre-ticks: else "none", so that
 * Enter never has spearmen 5 cm from nobody fire.
 */
export function* fireTargetsInterview(state: GuaitanaState, unit: UnitState, weapon: MissileWeapon, covers: Readonly<Record<UnitId, boolean>> = {}, inReach = false): Interview<readonly FireTarget[]> {
  const reach = reachCm(weapon)!;
  const arc = unit.formation === 'mass' || unit.formation === 'square' ? 'in any direction' : 'within 60° either side of straight ahead';
  const saw = state.sight[unit.id] ?? [];
  const seen = enemyOptions(state, unit).filter((o) => saw.includes(o.id));
  if (seen.length === 0) return [];
  // the books' likely target: the enemy its Attack order names, if it saw it (G8.5)
  const ordered = unit.order.kind === 'attack' ? unit.order.target : null;
  const aimed = seen.some((o) => o.id === ordered) ? ordered : null;
  const options = targetBandOptions(state, weapon, seen, aimed);
  const pick = yield* pickOne(`fire-targets/${unit.id}`, 'G11.4', `Which enemy unit that it saw at Observation is nearest to ${unit.name}, ${arc}, within ${reach} cm, and how far is it (closest figure to closest figure)?`,
    withNone(options, `none of them is within ${reach} cm ${arc}`), inReach || unit.firedLastTurn ? options[0]!.id : NONE);
  if (pick === NONE) return [];
  const first = parsePick(pick);
  const firstCover = yield* coverOf(state, first.unit, covers);
  const targets: FireTarget[] = [{ unit: first.unit, distance: null, band: first.band, cover: firstCover, bearing: 0 }];
  const others = seen.filter((o) => o.id !== first.unit);
  if (unit.formation !== 'square' || others.length === 0) return targets;
  const second = yield* pickOne(`fire-second/${unit.id}`, 'G11.12', `A square may also fire from its opposite face: which enemy unit that it saw is nearest to ${unit.name} on the far side from ${state.units[first.unit]!.name}, within ${reach} cm, and how far?`,
    withNone(targetBandOptions(state, weapon, others, null), 'none'), NONE);
  if (second === NONE) return targets;
  const far = parsePick(second);
  targets.push({ unit: far.unit, distance: null, band: far.band, cover: yield* coverOf(state, far.unit, { ...covers, [first.unit]: firstCover }), bearing: 180 });
  return targets;
}

/** G11.3: a unit's arc, in words. */
const arcWords = (unit: UnitState) => (unit.formation === 'mass' || unit.formation === 'square' ? 'any direction' : '60° either side of straight ahead');

/**
 * G11.3: of a side's units that may fire and saw an enemy, those that have one to fire at: within
 * their weapon's reach and in their arc. One checklist before the targets, so a unit with nothing
 * in reach (spearmen 5 cm from nobody, a baggage train) costs no screen of its own. The likely
 * reply: those that fired last turn.
 */
export function* fireReadyInterview(state: GuaitanaState, units: readonly UnitState[]): Interview<readonly UnitId[]> {
  if (units.length === 0) return [];
  const options = units.map((u) => ({ id: u.id, label: `${u.name} (within ${reachCm(firingWeapon(u))} cm, ${arcWords(u)})` }));
  return yield* pickSome(`fire-ready/${sideOf(state, units[0]!.side).id}`, 'G11.3', 'Which of these units have an enemy unit they saw at Observation within reach of their weapon and in their arc?', options, units.filter((u) => u.firedLastTurn).map((u) => u.id));
}
