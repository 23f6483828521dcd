import type { Interview } from '../../../src/engine/questions.js';
import type { FireTarget, Shot } from '../facts.js';
import { rangedWeapon } from '../procedures/shooting-step.js';
import { rangeBand } from '../rules/to-hit.js';
import { WEAPONS, type WeaponId } from '../tables/weapons.js';
import { living, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { howMany, pickSome, yesNo } from '../../../src/engine/ask.js';
import { atMost } from '../../../src/table/tolerance.js';
import { brackets, checklist, COVER_TEXT, detailLines, distanceLines, groupWords, likelyCoverLine, ticksOf, type TargetTicks } from './fire-lines.js';
import { bandsOf, rangeText } from './measures.js';
import { enemyUnits, someFiguresOf } from './words.js';

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

/** T23: wounded figures shoot only at short range, so they take the short-range shots first. */
function woundedFirst(figures: readonly FigureState[]): FigureState[] {
  return [...figures].sort((a, b) => Number(b.wounds > 0) - Number(a.wounds > 0));
}

/**
 * T19, T4.2: the shots of one weapon's figures, by range band. The human counts how many can
 * shoot within each band's outer limit (cumulative counts, as a tape is read); bands nearer
 * than the measured distance are skipped, and a count with only one possible value is not
 * asked. Figures take the shots in figure order, wounded ones first at short range, the only
 * range they have (T23). A shot's distance is the measured one when its band holds it, else
 * its band's outer limit: only the band matters to T20, the distance only orders the shots.
 */
function* weaponShots(weapon: WeaponId, figures: readonly FigureState[], opts: { distance: number; firstMin: number; who: string; target: string; key: Key }): Interview<Shot[]> {
  const shots: Shot[] = [];
  let left = woundedFirst(figures);
  let counted = 0;
  const bands = bandsOf(weapon).filter((b) => atMost(opts.distance, b.limit));
  for (const [i, { band, limit }] of bands.entries()) {
    const able = left.filter((f) => band === 'short' || f.wounds === 0);
    const max = counted + able.length;
    const min = Math.min(max, Math.max(counted, i === 0 ? opts.firstMin : 0));
    const total = min === max ? min : yield* howMany(opts.key(weapon, band), 'T19', `How many ${opts.who} can shoot at ${opts.target} within ${limit} cm (${band} range of ${WEAPONS[weapon].name})?`, { min, max, likely: max });
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
 * target fired at. Null if no shooter reaches that far.
 */
function aimAt(state: TynesideState, shooters: readonly FigureState[], target: UnitState, ticks: TargetTicks & { within: number }): FireTarget | null {
  const shots: Shot[] = [];
  for (const [weapon, figures] of byWeapon(shooters)) {
    const band = rangeBand(weapon, ticks.within);
    if (band) shots.push(...woundedFirst(figures).filter((f) => band === 'short' || f.wounds === 0).map((f) => ({ figure: f.id, weapon, band, distance: ticks.within })));
  }
  if (shots.length === 0) return null;
  const figures = living(state, target);
  const uncounted = ticks.notAll || ticks.hidden ? { uncounted: { shooters: ticks.notAll, inSight: ticks.hidden } } : {};
  // The distance is that of the target's nearest figure, which the books name as its first living one.
  return { unit: target.id, shots: shots.map((shot) => ({ ...shot, target: figures[0]!.id })), cover: ticks.cover, visible: figures.map((f) => f.id), distance: ticks.within, ...uncounted };
}

/**
 * T19, T22.1 (A-21, A-29): the shots and figures in sight of a target aimed at, counted where the
 * player said not every shooter can shoot in the band of its nearest figure (by band, as a tape
 * is read) or not every figure of it is in sight. Nothing else is asked again.
 */
export function* fireCountInterview(state: TynesideState, unit: UnitState, shooterIds: readonly string[], aim: FireTarget): Interview<FireTarget> {
  const { uncounted, ...counted } = aim;
  if (!uncounted) return aim;
  const shooters = shooterIds.map((id) => state.figures[id]!).filter((f) => f.alive && rangedWeapon(f) !== null);
  const target = state.units[aim.unit]!;
  const who = someFiguresOf(state, unit, shooters);
  let shots = aim.shots;
  if (uncounted.shooters) {
    const groups = byWeapon(shooters);
    const key: Key = (...parts) => ['shoot-count', unit.id, target.id, ...parts].join('/');
    const found: Shot[] = [];
    for (const [weapon, figures] of groups) {
      const words = `figures of ${who}${groups.size > 1 ? ` with ${WEAPONS[weapon].name}` : ''}`;
      // With one weapon the figure nearest the target shoots in the band of its distance: at least one shot in it.
      found.push(...(yield* weaponShots(weapon, figures, { distance: aim.distance, firstMin: groups.size === 1 ? 1 : 0, who: words, target: target.name, key })));
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
export function* fireTargetsInterview(state: TynesideState, unit: UnitState, shooterIds: readonly string[], at?: string): Interview<FireTarget[]> {
  const shooters = shooterIds.map((id) => state.figures[id]!).filter((f) => f.alive && rangedWeapon(f) !== null);
  // With `at` (uncommanded fire, T16.1, the player having said they can shoot at it): only that unit.
  const candidates = enemyUnits(state, unit).filter((u) => at === undefined || u.id === at);
  if (shooters.length === 0 || candidates.length === 0) return [];
  const who = someFiguresOf(state, unit, shooters);
  const cuts = brackets(shooters);
  const names = groupWords(state);
  const details = (targets: readonly UnitState[]) => targets.flatMap((t) => detailLines(state, t, shooters.length));
  const likelyCover = (targets: readonly UnitState[]) => targets.flatMap((t) => likelyCoverLine(state, t));
  const sight = `a whole base in clear sight, neither side in melee; ${rangeText(shooters)}`;
  let ticked: Set<string>;
  let picked: UnitState[];
  if (candidates.length === 1) {
    const [target] = candidates as [UnitState];
    ticked = yield* checklist(`shoot-at/${unit.id}/${target.id}`, 'T16-T22', `Can ${who} shoot at ${target.name} (${sight})? Tick how far its nearest such figure is (none: they cannot), its cover where most of its figures in sight stand (${COVER_TEXT}) and any exception.`, [...distanceLines(target, cuts), ...details(candidates)], likelyCover(candidates), names);
    picked = ticksOf(target, ticked).within === null ? [] : [target];
  } else {
    const aimed = yield* checklist(`shoot-at/${unit.id}`, 'T16-T19', `Which enemy units can ${who} shoot at (${sight}), and how far is the nearest such figure of each? Tick one distance for each unit they can shoot at.`, candidates.flatMap((t) => distanceLines(t, cuts)), [], names);
    picked = candidates.filter((t) => ticksOf(t, aimed).within !== null);
    const more = picked.length === 0 ? new Set<string>() : yield* checklist(`shoot-detail/${unit.id}/${picked.map((t) => t.id).join('+')}`, 'T20.2-T22.1', `The targets of ${who}: tick each one's cover where most of its figures in sight stand (${COVER_TEXT}) and any exception.`, details(picked), likelyCover(picked), names);
    ticked = new Set([...aimed, ...more]);
  }
  return picked.flatMap((target) => {
    const ticks = ticksOf(target, ticked);
    return aimAt(state, shooters, target, { ...ticks, within: ticks.within! }) ?? [];
  }).sort((a, b) => a.distance - b.distance);
}

/**
 * T16.1: which units can shoot at the enemy unit given with each (their nearest visible one):
 * a whole base in clear sight, within range, neither side in melee. One unit: a yes-no; several:
 * one checklist, none pre-ticked (as no target is, above).
 */
export function* canShootInterview(state: TynesideState, asked: readonly { unit: string; shooters: readonly string[]; at: string }[]): Interview<readonly string[]> {
  const rows = asked.map((a) => {
    const unit = state.units[a.unit]!;
    const shooters = a.shooters.map((id) => state.figures[id]!).filter((f) => f.alive && rangedWeapon(f) !== null);
    return { unit, shooters, target: state.units[a.at]!, who: someFiguresOf(state, unit, shooters) };
  }).filter((r) => r.shooters.length > 0);
  if (rows.length === 0) return [];
  const rule = 'a whole base in clear sight, neither side in melee';
  if (rows.length === 1) {
    const { unit, shooters, target, who } = rows[0]!;
    return (yield* yesNo(`can-shoot/${unit.id}`, 'T16', `Can ${who} shoot at ${target.name}: ${rule}, within range (${rangeText(shooters)})?`, false)) ? [unit.id] : [];
  }
  const options = rows.map((r) => ({ id: r.unit.id, label: `${r.who} at ${r.target.name} (${rangeText(r.shooters)})` }));
  return yield* pickSome(`can-shoot/${rows.map((r) => r.unit.id).join('+')}`, 'T16', `Which of these units can shoot at the enemy unit named: ${rule}, within range?`, options, []);
}
