import type { Interview } from '../../../src/engine/questions.js';
import type { FireTarget, Shot } from '../facts.js';
import { rangedWeapon } from '../procedures/shooting-step.js';
import { rangeBand } from '../rules/to-hit.js';
import { WEAPONS, type WeaponId } from '../tables/weapons.js';
import { living, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { howMany } from '../../../src/engine/ask.js';
import { atMost } from '../../../src/table/tolerance.js';
import { brackets, checklist, COVER_TEXT, detailLines, distanceLines, likelyCoverLine, ticksOf, TICK_DISTANCE_COVER_EXCEPTIONS, type AimRow, type TargetTicks } from './fire-lines.js';
import { bandsOf, rangeText } from './measures.js';
import { enemyUnits, someFiguresOf } from './words.js';
import { capitalised } from '../../../src/engine/english.js';

type Key = (...parts: string[]) => string;

/** The shooters grouped by the weapon they shoot with (the longest-ranged they carry), in figure order. */
function byWeapon(shooters: readonly FigureState[]): Map<WeaponId, FigureState[]> {
  const groups = new Map<WeaponId, FigureState[]>();
  for (const f of shooters) {
    const w = rangedWeapon(f)!.weapon;
    groups.set(w, [...(groups.get(w) ?? []), f]);
  }
  return groups;
}

/** The figures named that live and have a shooting weapon. */
export function livingShooters(state: TynesideState, ids: readonly string[]): FigureState[] {
  return ids.map((id) => state.figures[id]!).filter((f) => f.alive && rangedWeapon(f) !== null);
}

/** T23: wounded figures shoot only at short range, so they take the short-range shots first. */
function woundedFirst(figures: readonly FigureState[]): FigureState[] {
  return [...figures].sort((a, b) => Number(b.wounds > 0) - Number(a.wounds > 0));
}

/**
 * T19, T4.2: the shots of one weapon's figures, by range band. The human counts how many can
 * shoot within each band's outer limit (cumulative counts, as a tape is read); bands nearer
 * than the target's nearest figure are skipped, bands beyond it too where none is further off,
 * the last band takes every figure left where none is out of sight or range, and a count with
 * only one possible value is not asked. Figures take the shots in figure order, wounded ones first at short range, the only
 * range they have (T23). A shot's distance is the measured one when its band holds it, else
 * its band's outer limit: only the band matters to T20, the distance only orders the shots.
 */
function* weaponShots(weapon: WeaponId, figures: readonly FigureState[], opts: { distance: number; firstMin: number; unseen: boolean; further: boolean; who: string; target: string; key: Key }): Interview<Shot[]> {
  const shots: Shot[] = [];
  let left = woundedFirst(figures);
  let counted = 0;
  // None further off: all who can shoot are in the nearest band.
  const bands = bandsOf(weapon).filter((b) => atMost(opts.distance, b.limit)).slice(0, opts.further ? undefined : 1);
  for (const [i, { band, limit }] of bands.entries()) {
    const able = left.filter((f) => band === 'short' || f.wounds === 0);
    const max = counted + able.length;
    // None that cannot shoot: the last band counted takes every one left who reaches it.
    const min = !opts.unseen && i === bands.length - 1 ? max : Math.min(max, Math.max(counted, i === 0 ? opts.firstMin : 0));
    // The player said some cannot shoot at it: the last band's likely count leaves one out, as they said.
    const likely = opts.unseen && i === bands.length - 1 ? Math.max(min, max - 1) : max;
    const total = min === max ? min : yield* howMany(opts.key(weapon, band), 'T19', `How many ${opts.who} can shoot at ${opts.target} within ${limit} cm (${band} range of ${WEAPONS[weapon].name})?`, { min, max, likely });
    const taking = able.slice(0, total - counted);
    left = left.filter((f) => !taking.includes(f));
    const distance = rangeBand(weapon, opts.distance) === band ? opts.distance : limit;
    shots.push(...taking.map((f) => ({ figure: f.id, weapon, band, distance })));
    counted = total;
  }
  return shots;
}

/**
 * T16–T22 for one enemy unit the shooters can shoot at, its nearest figure within `within` cm:
 * every shooter in its weapon's band for that distance (wounded ones only at short range, T23),
 * every target figure in sight; where the player ticked that not all can shoot, or not all are
 * in sight, these are upper bounds marked `uncounted`, counted by 'fire-count' only for the
 * target fired at. Null if they cannot shoot at it (no bracket ticked) or none reaches that far.
 */
export function aimAt(state: TynesideState, shooters: readonly FigureState[], target: UnitState, ticks: TargetTicks): FireTarget | null {
  if (ticks.within === null) return null;
  const within = ticks.within;
  const shots: Shot[] = [];
  for (const [weapon, figures] of byWeapon(shooters)) {
    const band = rangeBand(weapon, within);
    if (band) shots.push(...woundedFirst(figures).filter((f) => band === 'short' || f.wounds === 0).map((f) => ({ figure: f.id, weapon, band, distance: within })));
  }
  if (shots.length === 0) return null;
  const figures = living(state, target);
  const uncounted = ticks.unseen || ticks.further || ticks.hidden ? { uncounted: { unseen: ticks.unseen, further: ticks.further, inSight: ticks.hidden } } : {};
  // The distance is that of the target's nearest figure, which the books name as its first living one.
  return { unit: target.id, shots: shots.map((shot) => ({ ...shot, target: figures[0]!.id })), cover: ticks.cover, visible: figures.map((f) => f.id), distance: within, ...uncounted };
}

/**
 * T19, T22.1 (A-21, A-29): the shots and figures in sight of a target aimed at, counted where the
 * player said not every shooter can shoot in the band of its nearest figure (by band, as a tape
 * is read) or not every figure of it is in sight. Nothing else is asked again.
 */
export function* fireCountInterview(state: TynesideState, unit: UnitState, shooterIds: readonly string[], aim: FireTarget): Interview<FireTarget> {
  const { uncounted, ...counted } = aim;
  if (!uncounted) return aim;
  const shooters = livingShooters(state, shooterIds);
  const target = state.units[aim.unit]!;
  const who = someFiguresOf(state, unit, shooters);
  let shots = aim.shots;
  if (uncounted.unseen || uncounted.further) {
    const groups = byWeapon(shooters);
    const key: Key = (...parts) => ['shoot-count', unit.id, target.id, ...parts].join('/');
    const found: Shot[] = [];
    for (const [weapon, figures] of groups) {
      const words = `figures of ${who}${groups.size > 1 ? ` with ${WEAPONS[weapon].name}` : ''}`;
      // With one weapon the figure nearest the target shoots in the band of its distance: at least one shot in it.
      found.push(...(yield* weaponShots(weapon, figures, { distance: aim.distance, firstMin: groups.size === 1 ? 1 : 0, unseen: uncounted.unseen, further: uncounted.further, who: words, target: target.name, key })));
    }
    shots = found.sort((a, b) => a.distance - b.distance).map((shot) => ({ ...shot, target: aim.visible[0]! }));
  }
  const figures = aim.visible;
  // Reduction: the figures in sight are the target's first living figures in its figure order.
  const seen = !uncounted.inSight ? figures.length : figures.length <= 2 ? 1 : yield* howMany(`shoot-seen/${unit.id}/${target.id}`, 'T22.1', `How many figures of ${target.name} are in clear sight and range of at least one of ${who} (hits fall among them)?`, { min: 1, max: figures.length - 1, likely: figures.length - 1 });
  return { ...counted, shots, visible: figures.slice(0, seen) };
}

/**
 * T16–T20 (A-21, A-26, A-29, A-57): the enemy units the given figures can shoot at, nearest
 * first. Only enemy units on the table are offered; the shooters are the living ones with a
 * shooting weapon. One checklist gives each unit they can shoot at and how far its nearest
 * figure is, as a bracket between band limits (only the band counts, T20.1); a second gives
 * the targets' cover and the exceptions that make a count worth asking (asked by 'fire-count',
 * only of the target fired at). With one enemy unit to look at, the two are one checklist.
 */
export function* fireTargetsInterview(state: TynesideState, unit: UnitState, shooterIds: readonly string[]): Interview<FireTarget[]> {
  const shooters = livingShooters(state, shooterIds);
  const candidates = enemyUnits(state, unit);
  if (shooters.length === 0 || candidates.length === 0) return [];
  const who = someFiguresOf(state, unit, shooters);
  const cuts = brackets(shooters);
  const rows: AimRow[] = candidates.map((t) => ({ id: t.id, name: t.name, target: t, shooters: shooters.length }));
  const sight = `a whole base in clear sight, neither side in melee; ${rangeText(shooters)}`;
  let ticked: Set<string>;
  let picked: AimRow[];
  if (rows.length === 1) {
    const [row] = rows as [AimRow];
    ticked = yield* checklist(`shoot-at/${unit.id}/${row.id}`, 'T16-T22', `Can ${who} shoot at ${row.name} (${sight})? ${capitalised(TICK_DISTANCE_COVER_EXCEPTIONS)}.`, rows, [...distanceLines(row, cuts), ...detailLines(state, row)], likelyCoverLine(state, row));
    picked = ticksOf(row, ticked).within === null ? [] : [row];
  } else {
    const aimed = yield* checklist(`shoot-at/${unit.id}`, 'T16-T19', `Which enemy units can ${who} shoot at (${sight}), and how far is the nearest such figure of each? Tick one distance for each unit they can shoot at.`, rows, rows.flatMap((r) => distanceLines(r, cuts)), []);
    picked = rows.filter((r) => ticksOf(r, aimed).within !== null);
    const more = picked.length === 0 ? new Set<string>() : yield* checklist(`shoot-detail/${unit.id}/${picked.map((r) => r.id).join('+')}`, 'T20.2-T22.1', `The targets of ${who}: tick each one's cover where most of its figures in sight stand (${COVER_TEXT}) and any exception.`, picked, picked.flatMap((r) => detailLines(state, r)), picked.flatMap((r) => likelyCoverLine(state, r)));
    ticked = new Set([...aimed, ...more]);
  }
  return picked.flatMap((row) => aimAt(state, shooters, row.target, ticksOf(row, ticked)) ?? []).sort((a, b) => a.distance - b.distance);
}
