import { pickSome } from '../../../src/engine/ask.js';
import type { Interview, QuestionOption } from '../../../src/engine/questions.js';
import type { FireTarget } from '../facts.js';
import { reachCm } from '../rules/range.js';
import { BANDS, RANGES, type Band, type MissileWeapon } from '../tables/weapons.js';
import { sideOf, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import { firingWeapon } from '../procedures/traits.js';
import { enemyOptions } from './words.js';
import { capitalised } from '../../../src/engine/english.js';

/** G11.5: a band as the tape measures it, "Close range (up to 30 cm)", "Long range (30-60 cm)". */
export function bandWords(weapon: MissileWeapon, band: Band): string {
  const limits = RANGES[weapon];
  const below = BANDS.slice(0, BANDS.indexOf(band)).map((b): number | null => limits[b]).filter((cm) => cm !== null).at(-1);
  const name = `${capitalised(band)} range`;
  return below === undefined ? `${name} (up to ${limits[band]} cm)` : `${name} (${below}-${limits[band]} cm)`;
}

/** G11.3: a unit's arc, in words. */
const arcWords = (unit: UnitState) => (unit.formation === 'mass' || unit.formation === 'square' ? 'any direction' : '60° either side of straight ahead');

/** G11.12: a square fires from two faces: its nearest enemy, and the nearest on its far side. */
type Face = 'near' | 'far';

/** A line's id: the firer, what the line says (the enemy, the band, cover; `far-` for a square's far face) and of what. */
const lineId = (firer: UnitId, what: string, of?: string) => [firer, what, ...(of === undefined ? [] : [of])].join('/');
const prefix = (face: Face) => (face === 'near' ? '' : 'far-');

/** One firing unit of the checklist: its lines, under its name. */
interface Row {
  readonly unit: UnitState;
  readonly bands: readonly Band[];
  readonly lines: readonly QuestionOption[];
}

/**
 * G11.3-G11.8: a unit's lines: each enemy unit it saw at Observation, each band its weapon has
 * (none when it has one band only: javelins), and whether its target is in cover; a square the
 * same again for its far face (G11.12). Only the band matters to the fire table, so no distance
 * is asked. The enemy its Attack order names leads (G8.5); a C-in-C and messengers, fair targets
 * only when no other unit is (G11.4(2)), close the list.
 */
function rowOf(state: GuaitanaState, unit: UnitState, weapon: MissileWeapon): Row | null {
  const saw = state.sight[unit.id] ?? [];
  const seen = enemyOptions(state, unit).filter((o) => saw.includes(o.id));
  if (seen.length === 0) return null;
  const aimed = unit.order.kind === 'attack' ? unit.order.target : null;
  const fragile = (t: QuestionOption) => ['cinc', 'messenger'].includes(state.units[t.id]!.type);
  const rank = (t: QuestionOption) => (t.id === aimed ? 0 : fragile(t) ? 2 : 1);
  const enemies = [...seen].sort((a, b) => rank(a) - rank(b));
  const bands = BANDS.filter((b) => RANGES[weapon][b] !== null);
  const heading = `${unit.name}, within ${reachCm(weapon)} cm, ${arcWords(unit)}`;
  const face = (f: Face): QuestionOption[] => {
    const far = f === 'far' ? 'far face: ' : '';
    return [
      ...enemies.map((e) => ({ id: lineId(unit.id, `${prefix(f)}at`, e.id), heading, label: `${far}${e.label}` })),
      ...(bands.length > 1 ? bands.map((b) => ({ id: lineId(unit.id, `${prefix(f)}band`, b), heading, label: `${far}at ${bandWords(weapon, b)}` })) : []),
      { id: lineId(unit.id, `${prefix(f)}cover`), heading, label: f === 'near' ? 'that enemy is in cover' : 'far face: that enemy is in cover' },
    ];
  };
  return { unit, bands, lines: unit.formation === 'square' && enemies.length > 1 ? [...face('near'), ...face('far')] : face('near') };
}

/**
 * The books' likely lines of a unit: where it fired last turn, the same target at the same band
 * in the same cover, if it saw it again (standing still, the nearest enemy often is). Nothing
 * else is ticked, so that Enter never has spearmen 5 cm from nobody throw.
 */
function likelyLines(row: Row): string[] {
  const last = row.unit.lastTarget;
  if (!row.unit.firedLastTurn || last === null) return [];
  const ids = [lineId(row.unit.id, 'at', last.unit), ...(row.bands.length > 1 ? [lineId(row.unit.id, 'band', last.band)] : []), ...(last.cover ? [lineId(row.unit.id, 'cover')] : [])];
  return ids.every((id) => row.lines.some((l) => l.id === id)) ? ids : [];
}

/** What a face's ticks say: its enemy, band and cover; null: nothing ticked; 'wrong': not one enemy and one band. */
function faceTicks(row: Row, face: Face, ticked: ReadonlySet<string>): FireTarget | null | 'wrong' {
  const mine = (what: string) => row.lines.filter((l) => ticked.has(l.id) && l.id.startsWith(`${lineId(row.unit.id, `${prefix(face)}${what}`)}/`)).map((l) => l.id.slice(l.id.lastIndexOf('/') + 1));
  const enemies = mine('at'), bands = row.bands.length > 1 ? mine('band') : [...row.bands];
  if (enemies.length === 0 && (row.bands.length === 1 || bands.length === 0)) return null;
  if (enemies.length !== 1 || bands.length !== 1) return 'wrong';
  return { unit: enemies[0]!, distance: null, band: bands[0] as Band, cover: ticked.has(lineId(row.unit.id, `${prefix(face)}cover`)), bearing: face === 'near' ? 0 : 180 };
}

/** A unit's targets from its ticks; null: they break G11.4 or G11.12 (not one enemy and one band a face, a far face alone or at the nearest enemy). */
function targetsOf(row: Row, ticked: ReadonlySet<string>): FireTarget[] | null {
  const near = faceTicks(row, 'near', ticked), far = faceTicks(row, 'far', ticked);
  if (near === 'wrong' || far === 'wrong' || (far !== null && (near === null || far.unit === near.unit))) return null;
  return [...(near ? [near] : []), ...(far ? [far] : [])];
}

/** Names joined as a sentence reads them: "A", "A and B", "A, B and C". */
const joined = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** What the checklist asks, for each of its units. */
const TARGETS_TEXT = 'Which enemy unit that it saw at Observation is nearest to each of these units, within its reach and in its arc (closest figure to closest figure), at which band, and is that enemy in cover (woods, buildings, a wadi; rocks for native infantry and Italian skirmishers)? Tick nothing for a unit with no enemy in reach.';

/**
 * G11.3-G11.8, G11.12: whom each of a side's units that may fire fires at, in one checklist of
 * every unit that saw an enemy at Observation, each under its name with its lines beneath: its
 * nearest enemy in reach and arc, the band it stands in and its cover (a square also its far
 * face). A unit left unticked has nothing to fire at. Asked again, naming the units, while a
 * unit's ticks are not one enemy and one band. At a real table no distance is measured: the band
 * is all the fire table reads (G11.6-G11.7).
 */
export function* fireTargetsInterview(state: GuaitanaState, units: readonly UnitState[]): Interview<Record<UnitId, FireTarget[]>> {
  const answer: Record<UnitId, FireTarget[]> = Object.fromEntries(units.map((u) => [u.id, []]));
  const rows = units.flatMap((u) => {
    const weapon = firingWeapon(u);
    const row = weapon === null ? null : rowOf(state, u, weapon);
    return row ? [row] : [];
  });
  if (rows.length === 0) return answer;
  const key = `fire-targets/${sideOf(state, rows[0]!.unit.side).id}`;
  const options = rows.flatMap((r) => r.lines);
  for (let ask = TARGETS_TEXT; ;) {
    const ticked = new Set(yield* pickSome(key, 'G11.4', ask, options, rows.flatMap(likelyLines)));
    const wrong = rows.filter((r) => targetsOf(r, ticked) === null);
    if (wrong.length === 0) return Object.assign(answer, Object.fromEntries(rows.map((r) => [r.unit.id, targetsOf(r, ticked)!])));
    ask = `Tick one enemy and one band for ${joined(wrong.map((r) => r.unit.name))}, or nothing (a square: one more on its far face, another enemy unit). ${TARGETS_TEXT}`;
  }
}
