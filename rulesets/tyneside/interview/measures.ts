import { rangedWeapon } from '../procedures/shooting-step.js';
import { COMMAND_DISTANCE_CM } from '../tables/command.js';
import { RANGE_BANDS, type RangeBand } from '../tables/to-hit.js';
import { WEAPONS, type WeaponId } from '../tables/weapons.js';
import type { FigureState, TynesideState } from '../state.js';
import { list } from './words.js';

/** T22.3: a leader within this of a group counts as part of it; T29 uses the same 5 cm for a formed platoon. */
export const ATTACH_CM = 5;
/** T24.1 (A-41): natives within this of enemy cavalry. */
export const CAVALRY_CM = 25;

/** T4.2, T23: how far a figure shoots with its weapon: long range, short range once wounded. */
export function reach(figure: FigureState, weapon: WeaponId): number {
  const range = WEAPONS[weapon].range;
  return (figure.wounds > 0 ? range.short : range.long) ?? 0;
}

/** T4.2: a weapon's bands, nearest first, each with its outer limit in cm (limits inclusive, A-4). */
export function bandsOf(weapon: WeaponId): { band: RangeBand; limit: number }[] {
  const range = WEAPONS[weapon].range;
  return RANGE_BANDS.flatMap((band) => (range[band] === null ? [] : [{ band, limit: range[band]! }]));
}

/** T4.2, T23: "Rifles 180 cm (wounded 30 cm)" for each shooting weapon among the figures, in the table's order. */
export function rangeText(figures: readonly FigureState[]): string {
  const byWeapon = new Map<WeaponId, boolean>();
  for (const f of figures) {
    const w = rangedWeapon(f);
    if (w) byWeapon.set(w.weapon, (byWeapon.get(w.weapon) ?? false) || f.wounds > 0);
  }
  const order = Object.keys(WEAPONS) as WeaponId[];
  return [...byWeapon.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([w, wounded]) => {
    const { short, long } = WEAPONS[w].range;
    return `${WEAPONS[w].name} ${long} cm${wounded ? ` (wounded ${short} cm)` : ''}`;
  }).join(', ');
}

/** T9 (A-11): "50 cm (command distance; 25 cm if either stands in Hospital or Garden and orchard)". */
export function commandDistanceText(state: TynesideState): string {
  const enclosed = state.terrain.filter((t) => t.enclosed).map((t) => t.name);
  const inside = enclosed.length > 0 ? `; ${COMMAND_DISTANCE_CM.enclosed} cm if either stands in ${list(enclosed, 'or')}` : '';
  return `${COMMAND_DISTANCE_CM.open} cm (command distance${inside})`;
}

/** The table's diagonal, rounded up: no distance on the table is longer. */
export function diagonal(state: TynesideState): number {
  return Math.ceil(Math.hypot(state.table.width, state.table.depth));
}
