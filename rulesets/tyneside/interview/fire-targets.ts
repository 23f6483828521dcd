import type { Interview } from '../../../src/engine/questions.js';
import type { FireTarget, Shot } from '../facts.js';
import { rangedWeapon } from '../procedures/shooting-step.js';
import { rangeBand } from '../rules/to-hit.js';
import { COVERS, type Cover } from '../tables/to-hit.js';
import { WEAPONS, type WeaponId } from '../tables/weapons.js';
import { living, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { howMany, measure, pickOne, pickSome, yesNo } from '../../../src/engine/ask.js';
import { atMost } from '../../../src/table/tolerance.js';
import { bandsOf, rangeText, reach } from './measures.js';
import { enemyUnits, nearestOf, someFiguresOf, unitOptions } from './words.js';

type Key = (...parts: string[]) => string;

const COVER_LABELS: Record<Cover, string> = { open: 'In the open', soft: 'Soft cover', hard: 'Hard cover' };

/** The shooters grouped by the weapon they shoot with (the longest-ranged they carry), in figure order. */
function byWeapon(shooters: readonly FigureState[]): Map<WeaponId, FigureState[]> {
  const groups = new Map<WeaponId, FigureState[]>();
  for (const f of shooters) {
    const w = rangedWeapon(f)!.weapon;
    groups.set(w, [...(groups.get(w) ?? []), f]);
  }
  return groups;
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
  let left = [...figures].sort((a, b) => Number(b.wounds > 0) - Number(a.wounds > 0));
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

/** T19–T22 for one enemy unit the shooters can hit: the nearest distance, the shots by band, the cover, the figures in sight. Null if no shot. */
function* targetInterview(state: TynesideState, unit: UnitState, shooters: readonly FigureState[], target: UnitState, key: Key): Interview<FireTarget | null> {
  const who = someFiguresOf(state, unit, shooters);
  const k = (...parts: string[]) => key(target.id, ...parts);
  const longest = Math.max(...shooters.map((f) => reach(f, rangedWeapon(f)!.weapon)));
  const firstShort = WEAPONS[rangedWeapon(shooters[0]!)!.weapon].range.short ?? longest;
  const distance = yield* measure(k('distance'), 'T19', `From ${unit.kind === 'leader' ? unit.name : `the nearest figure of ${who} able to shoot at it`}, how far is ${nearestOf(target)} (cm, base edge to base edge)?`, longest, firstShort);
  const groups = byWeapon(shooters);
  const shots: Shot[] = [];
  for (const [weapon, figures] of groups) {
    const words = unit.kind === 'leader' ? unit.name : `figures of ${who}${groups.size > 1 ? ` with ${WEAPONS[weapon].name}` : ''}`;
    // With one weapon the figure at the measured distance shoots in that band: at least one shot in it.
    shots.push(...(yield* weaponShots(weapon, figures, { distance, firstMin: groups.size === 1 ? 1 : 0, who: words, target: target.name, key: k })));
  }
  if (shots.length === 0) return null;
  const figures = living(state, target);
  const defended = state.terrain.find((t) => t.name === target.defending);
  const cover = (yield* pickOne(k('cover'), 'T20.2', figures.length === 1 ? `What cover does ${target.name} stand in?` : `What cover do most figures of ${target.name} that ${who} can see stand in (on a tie, the better)?`, COVERS.map((c) => ({ id: c, label: COVER_LABELS[c] })), defended?.cover ?? 'open')) as Cover;
  const seen = figures.length === 1 ? 1 : yield* howMany(k('visible'), 'T22.1', `How many figures of ${target.name} are in clear sight and range of at least one of ${who} (hits fall among them)?`, { min: 1, max: figures.length, likely: figures.length });
  shots.sort((a, b) => a.distance - b.distance);
  // Reduction: the figures in sight are the target's first living figures in its figure order.
  // The distance was measured to the target's nearest figure, which the books name as its first living one.
  return { unit: target.id, shots: shots.map((shot) => ({ ...shot, target: figures[0]!.id })), cover, visible: figures.slice(0, seen).map((f) => f.id), distance: shots[0]!.distance };
}

/**
 * T16–T20 (A-21, A-26, A-29, A-57): the enemy units the given figures can shoot at, nearest
 * first. Only enemy units on the table are offered; the shooters are the living ones with a
 * shooting weapon.
 */
export function* fireTargetsInterview(state: TynesideState, unit: UnitState, shooterIds: readonly string[], at?: string): Interview<FireTarget[]> {
  const shooters = shooterIds.map((id) => state.figures[id]!).filter((f) => f.alive && rangedWeapon(f) !== null);
  // With `at` (uncommanded fire, T16.1, the player having said they can shoot at it): only that unit.
  const candidates = enemyUnits(state, unit).filter((u) => at === undefined || u.id === at);
  if (shooters.length === 0 || candidates.length === 0) return [];
  const key: Key = (...parts) => ['fire-targets', unit.id, ...parts].join('/');
  const who = someFiguresOf(state, unit, shooters);
  const picked = at !== undefined ? [at] : yield* pickSome(key('targets'), 'T16', `Which enemy units can ${who} shoot at: a whole base in clear sight, within range (${rangeText(shooters)}), neither side in melee?`, unitOptions(candidates), []);
  const targets: FireTarget[] = [];
  for (const target of candidates.filter((c) => picked.includes(c.id))) {
    const found = yield* targetInterview(state, unit, shooters, target, key);
    if (found) targets.push(found);
  }
  return targets.sort((a, b) => a.distance - b.distance);
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
