import type { Interview } from '../../../src/engine/questions.js';
import type { FireTarget, Shot } from '../facts.js';
import { rangedWeapon } from '../procedures/shooting-step.js';
import { rangeBand } from '../rules/to-hit.js';
import type { WeaponId } from '../tables/weapons.js';
import type { FigureState, TynesideState, UnitState } from '../state.js';
import { brackets, checklist, detailLines, distanceLines, likelyCoverLine, likelyDistanceLine, ticksOf, TICK_DISTANCE_COVER_EXCEPTIONS, type AimRow, type TargetTicks } from './fire-lines.js';
import { rangeText } from './measures.js';
import { Placement } from './placement.js';
import { NO_MEMORY, type TableMemory } from './table-memory.js';
import { someFiguresOf } from './words.js';
import { targetFigures, targetUnits } from './attached.js';
import { capitalised } from '../../../src/engine/english.js';

/** The shooters grouped by the weapon they shoot with (the longest-ranged they carry), in figure order. */
export function byWeapon(shooters: readonly FigureState[]): Map<WeaponId, FigureState[]> {
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
export function woundedFirst(figures: readonly FigureState[]): FigureState[] {
  return [...figures].sort((a, b) => Number(b.wounds > 0) - Number(a.wounds > 0));
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
  // T22.3: a leader attached to the target is one of its figures, listed after its own.
  const figures = targetFigures(state, target);
  const uncounted = ticks.unseen || ticks.further || ticks.hidden ? { uncounted: { unseen: ticks.unseen, further: ticks.further, inSight: ticks.hidden } } : {};
  // The distance is that of the target's nearest figure, which the books name as its first living one.
  return { unit: target.id, shots: shots.map((shot) => ({ ...shot, target: figures[0]!.id })), cover: ticks.cover, visible: figures.map((f) => f.id), distance: within, ...uncounted };
}

/**
 * T16–T20: the enemy units the given figures can shoot at, nearest
 * first. Only enemy units on the table are offered, a leader known to stand with a group in
 * its line (T22.3, `targetUnits`); the shooters are the living ones with a
 * shooting weapon. One checklist, each enemy unit under its name: how far its nearest figure is,
 * as a bracket between band limits (only the band counts, T20.1; none ticked: they cannot shoot
 * at it; pre-ticked where both units stand as placed, `Placement`), its cover and the exceptions
 * that make a count worth asking (asked by 'fire-count', only of the target fired at).
 */
export function* fireTargetsInterview(state: TynesideState, unit: UnitState, shooterIds: readonly string[], memory: TableMemory = NO_MEMORY): Interview<FireTarget[]> {
  const shooters = livingShooters(state, shooterIds);
  const candidates = targetUnits(state, unit);
  if (shooters.length === 0 || candidates.length === 0) return [];
  const who = someFiguresOf(state, unit, shooters);
  const cuts = brackets(shooters);
  const rows: AimRow[] = candidates.map((t) => ({ id: t.id, name: t.name, target: t, shooters: shooters.length }));
  const sight = `a whole base in clear sight, neither side in melee; ${rangeText(shooters)}`;
  const lines = rows.flatMap((r) => [...distanceLines(r, cuts), ...detailLines(state, r)]);
  const placement = new Placement(state, memory);
  const likely = rows.flatMap((r) => [...likelyDistanceLine(r, cuts, placement.sightGap(unit, r.target!)), ...likelyCoverLine(state, r)]);
  const text = rows.length === 1
    ? `Can ${who} shoot at ${rows[0]!.name} (${sight})? ${capitalised(TICK_DISTANCE_COVER_EXCEPTIONS)}.`
    : `Which enemy units can ${who} shoot at (${sight})? For each, ${TICK_DISTANCE_COVER_EXCEPTIONS}.`;
  const key = rows.length === 1 ? `shoot-at/${unit.id}/${rows[0]!.id}` : `shoot-at/${unit.id}`;
  const ticked = yield* checklist(key, 'T16-T22', text, rows, lines, likely);
  return rows.flatMap((row) => aimAt(state, shooters, row.target!, ticksOf(row, ticked)) ?? []).sort((a, b) => a.distance - b.distance);
}
