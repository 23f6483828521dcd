import type { Interview } from '../../../src/engine/questions.js';
import { howMany, rowsOfNumbers } from '../../../src/engine/ask.js';
import { bandShots, rowsOf, weaponBands, weaponHeading } from './band-rows.js';
import { atMost } from '../../../src/table/tolerance.js';
import type { FireTarget, Shot } from '../facts.js';
import { rangeBand } from '../rules/to-hit.js';
import { WEAPONS, type WeaponId } from '../tables/weapons.js';
import type { FigureId, FigureState, TynesideState, UnitState } from '../state.js';
import { byWeapon, livingShooters } from './fire-targets.js';
import { bandsOf } from './measures.js';
import { someFiguresOf } from './words.js';

/** The counts asked of the target fired at only (T19, T22.1, A-21, A-29), where the fire checklist left them upper bounds. */

type Key = (...parts: string[]) => string;

/**
 * T16.1: uncommanded shots, 1 per `per` figures that can shoot, taken by those nearest the
 * target: only the count and the bands of the shots taken matter to the dice. So: how many can
 * shoot at all, where some cannot (the count within the weapon's long range, as a tape is read);
 * then, where some are further off and more than one shot is taken, how many of the shots taken
 * are within each band's limit ("4 if 4 or more"), the nearest band first, until every shot taken
 * is placed (the nearest figure shoots in the band of its distance: one shot alone needs nothing).
 * The figures that shoot no shot are put in the last band, unasked. Unwounded figures of one
 * weapon only (the general count, band-rows.ts, serves the rest).
 */
function* nearestShots(weapon: WeaponId, figures: readonly FigureState[], per: number, opts: { distance: number; unseen: boolean; further: boolean; who: string; target: string; key: Key }): Interview<Shot[]> {
  const bands = bandsOf(weapon).filter((b) => atMost(opts.distance, b.limit));
  const upTo = (limit: number, band: string) => `within ${limit} cm (${band} range of ${WEAPONS[weapon].name})`;
  // Some cannot shoot at it: how many can (not all: at most one fewer, the likely count).
  const reached = opts.further ? bands[bands.length - 1]! : bands[0]!;
  const n = !opts.unseen ? figures.length : yield* howMany(opts.key(weapon, reached.band), 'T16.1', `How many ${opts.who} can shoot at ${opts.target} ${upTo(reached.limit, reached.band)}?`, { min: 1, max: Math.max(1, figures.length - 1), likely: Math.max(1, figures.length - 1) });
  const taken = Math.floor(n / per);
  const inBand: number[] = [];
  let placed = 0;
  for (const [i, { band, limit }] of bands.entries()) {
    const lastBand = i === bands.length - 1 || !opts.further;
    // The nearest figure is in the first band; the last band counted takes every shot left.
    const min = Math.min(taken, Math.max(placed, i === 0 ? 1 : 0));
    const within = lastBand ? taken : min === taken ? taken : yield* howMany(opts.key(weapon, band), 'T16.1', `How many ${opts.who} can shoot at ${opts.target} ${upTo(limit, band)}? Only the ${taken} nearest shoot: ${taken} if ${taken} or more.`, { min, max: taken, likely: taken });
    inBand.push(within - placed);
    placed = within;
    if (placed >= taken || lastBand) break;
  }
  const shots: Shot[] = [];
  let next = 0;
  for (const [i, count] of inBand.entries()) {
    const { band, limit } = bands[i]!;
    for (const f of figures.slice(next, next + count)) shots.push({ figure: f.id, weapon, band, distance: rangeBand(weapon, opts.distance) === band ? opts.distance : limit });
    next += count;
  }
  // Those who shoot no shot: as far as any can be.
  for (const f of figures.slice(next, n)) shots.push({ figure: f.id, weapon, band: reached.band, distance: rangeBand(weapon, opts.distance) === reached.band ? opts.distance : reached.limit });
  return shots;
}

/**
 * T19: the shots of a target aimed at, counted where the player said not every shooter
 * can shoot in the band of its nearest figure (by band, as a tape is read, every weapon's bands on
 * one screen (band-rows.ts); uncommanded fire, 1
 * shot per `per` figures, only what its shots need: `nearestShots`). Nothing else is
 * asked again: the figures in sight, where not all are, stay an upper bound (`uncounted.inSight`)
 * for 'in-sight' to count once a hit needs them.
 */
export function* fireCountInterview(state: TynesideState, unit: UnitState, shooterIds: readonly string[], aim: FireTarget, per?: number): Interview<FireTarget> {
  const { uncounted, ...counted } = aim;
  if (!uncounted || !(uncounted.unseen || uncounted.further)) return aim;
  const shooters = livingShooters(state, shooterIds);
  const target = state.units[aim.unit]!;
  const who = someFiguresOf(state, unit, shooters);
  const groups = byWeapon(shooters);
  const key: Key = (...parts) => ['shoot-count', unit.id, target.id, ...parts].join('/');
  const found: Shot[] = [];
  const [only] = [...groups];
  if (per !== undefined && groups.size === 1 && only![1].every((f) => f.wounds === 0)) {
    const [weapon, figures] = only!;
    found.push(...(yield* nearestShots(weapon, figures, per, { distance: aim.distance, unseen: uncounted.unseen, further: uncounted.further, who: `figures of ${who}`, target: target.name, key })));
  } else {
    // With one weapon the figure nearest the target shoots in the band of its distance: at least one shot in it.
    const opts = { distance: aim.distance, firstMin: groups.size === 1 ? 1 : 0, unseen: uncounted.unseen, further: uncounted.further };
    const plans = [...groups].map(([weapon, figures]) => weaponBands(weapon, figures, { ...opts, heading: weaponHeading(weapon, groups.size) }));
    const rows = plans.flatMap(rowsOf);
    const told = rows.length === 0 ? [] : yield* rowsOfNumbers(key('by-band'), 'T19', `How many figures of ${who} can shoot at ${target.name} within each distance? Count every figure within it, the nearer ones too.`, rows);
    for (const plan of plans) found.push(...bandShots(plan, aim.distance, (row) => told[rows.indexOf(row)]!));
  }
  const shots = found.sort((a, b) => a.distance - b.distance).map((shot) => ({ ...shot, target: aim.visible[0]! }));
  return { ...counted, shots, ...(uncounted.inSight ? { uncounted: { unseen: false, further: false, inSight: true } } : {}) };
}

/**
 * T22.1: how many of the target's figures (`figures`, as the table stands: those hit in
 * this fire are still on it) are in clear sight and range of at least one shooter. Reduction:
 * they are its first figures in that order. With two or fewer, one (the player said not all).
 */
export function* inSightInterview(state: TynesideState, unit: UnitState, shooterIds: readonly string[], target: UnitState, figures: readonly FigureId[]): Interview<FigureId[]> {
  const who = someFiguresOf(state, unit, livingShooters(state, shooterIds));
  const seen = figures.length <= 2 ? 1 : yield* howMany(`shoot-seen/${unit.id}/${target.id}`, 'T22.1', `How many figures of ${target.name} are in clear sight and range of at least one of ${who} (hits fall among them)?`, { min: 1, max: figures.length - 1, likely: figures.length - 1 });
  return figures.slice(0, seen);
}
