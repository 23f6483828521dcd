import { countRow, type LikelyRow } from '../../../src/engine/ask.js';
import { atMost } from '../../../src/table/tolerance.js';
import type { Shot } from '../facts.js';
import { rangeBand } from '../rules/to-hit.js';
import type { RangeBand } from '../tables/to-hit.js';
import { WEAPONS, type WeaponId } from '../tables/weapons.js';
import type { FigureState } from '../state.js';
import { bandsOf } from './measures.js';

/** One band of a weapon's unwounded figures: its row on the screen of numbers, or its count known unasked. */
interface BandCount {
  readonly band: RangeBand;
  readonly limit: number;
  readonly row: LikelyRow | null;
  readonly known: number;
}

/** The rows of one weapon's figures, to be counted on one screen with the unit's other weapons'. */
export interface WeaponBands {
  readonly weapon: WeaponId;
  /** The wounded figures that can shoot at short range (T23), where the target's nearest figure is within it. */
  readonly wounded: { readonly figures: readonly FigureState[]; readonly limit: number; readonly row: LikelyRow } | null;
  readonly figures: readonly FigureState[];
  readonly bands: readonly BandCount[];
}

/**
 * T19, T4.2, T23: how many of one weapon's figures can shoot within each band's outer limit, as
 * rows of one screen. The unwounded figures are counted by band, cumulative as a tape is read
 * (each row at least the one above); a wounded figure shoots at short range only (T23), so the
 * wounded are one row of their own, within the short range, where the target's nearest figure is.
 * Bands nearer than that figure are skipped, bands beyond it too where none is further off; with
 * one weapon and none wounded the first band holds at least `firstMin` (the nearest figure shoots
 * in the band of its distance); the last band takes every unwounded figure where none is out of
 * sight or range, and a count with only one possible value is not asked. Likely: all of them, or
 * all but one on the last rows where the player said some cannot shoot.
 */
export function weaponBands(weapon: WeaponId, figures: readonly FigureState[], opts: { distance: number; firstMin: number; unseen: boolean; further: boolean; heading?: string }): WeaponBands {
  const hurt = figures.filter((f) => f.wounds > 0);
  const whole = figures.filter((f) => f.wounds === 0);
  const reached = bandsOf(weapon).filter((b) => atMost(opts.distance, b.limit)).slice(0, opts.further ? undefined : 1);
  const bands: BandCount[] = [];
  let floor = 0;
  let above: string | undefined;
  for (const [i, { band, limit }] of reached.entries()) {
    const firstMin = hurt.length === 0 && i === 0 ? opts.firstMin : 0;
    const min = !opts.unseen && i === reached.length - 1 ? whole.length : Math.min(whole.length, Math.max(floor, firstMin));
    if (min === whole.length) {
      floor = whole.length;
      bands.push({ band, limit, row: null, known: whole.length });
      continue;
    }
    const label = `${hurt.length > 0 ? 'unwounded, ' : ''}within ${limit} cm (${band} range)`;
    const row = countRow(`${weapon}/${band}`, label, { min, max: whole.length, likely: opts.unseen ? Math.max(min, whole.length - 1) : whole.length }, opts.heading);
    bands.push({ band, limit, row: above === undefined ? row : { ...row, atLeast: above }, known: min });
    above = row.id;
  }
  const short = reached[0]?.band === 'short' ? reached[0] : undefined;
  // where no unwounded figure is asked about, the player's "some cannot shoot" falls on the wounded
  const lastAsked = opts.unseen && above === undefined;
  const wounded = short && hurt.length > 0
    ? { figures: hurt, limit: short.limit, row: countRow(`${weapon}/short/wounded`, `wounded, within ${short.limit} cm (short range)`, { min: 0, max: hurt.length, likely: lastAsked ? hurt.length - 1 : hurt.length }, opts.heading) }
    : null;
  return { weapon, wounded, figures: whole, bands };
}

/** The rows a weapon's figures are asked on: the wounded first, then the unwounded band by band. */
export function rowsOf(plan: WeaponBands): LikelyRow[] {
  return [...(plan.wounded ? [plan.wounded.row] : []), ...plan.bands.flatMap((b) => (b.row ? [b.row] : []))];
}

/**
 * The shots of one weapon's figures from each row's count (`counted(row)`: a row's reply):
 * figures take them in figure order, the nearer bands first, the wounded at short range. A
 * shot's distance is the measured one when its band holds it, else its band's outer limit: only
 * the band matters to T20, the distance only orders the shots.
 */
export function bandShots(plan: WeaponBands, distance: number, counted: (row: LikelyRow) => number): Shot[] {
  const at = (band: RangeBand, limit: number) => (rangeBand(plan.weapon, distance) === band ? distance : limit);
  const shots: Shot[] = [];
  if (plan.wounded) shots.push(...plan.wounded.figures.slice(0, counted(plan.wounded.row)).map((f) => ({ figure: f.id, weapon: plan.weapon, band: 'short' as const, distance: at('short', plan.wounded!.limit) })));
  let before = 0;
  for (const { band, limit, row, known } of plan.bands) {
    const total = row ? counted(row) : known;
    shots.push(...plan.figures.slice(before, total).map((f) => ({ figure: f.id, weapon: plan.weapon, band, distance: at(band, limit) })));
    before = Math.max(before, total);
  }
  return shots;
}

/** The heading of a weapon's rows where a unit shoots with more than one. */
export function weaponHeading(weapon: WeaponId, weapons: number): string | undefined {
  return weapons > 1 ? WEAPONS[weapon].name : undefined;
}
