import { countRow, type LikelyRow } from '../../../src/engine/ask.js';
import { atMost } from '../../../src/table/tolerance.js';
import type { Shot } from '../facts.js';
import { rangeBand } from '../rules/to-hit.js';
import type { RangeBand } from '../tables/to-hit.js';
import { WEAPONS, type WeaponId } from '../tables/weapons.js';
import type { FigureState } from '../state.js';
import { bandsOf } from './measures.js';

/** One band of a weapon's count: its row on the screen of numbers, or its count known unasked. */
interface BandCount {
  readonly band: RangeBand;
  readonly limit: number;
  readonly row: LikelyRow | null;
  readonly known: number;
}

/** The bands of one weapon's unwounded figures, to be counted on one screen with the unit's other weapons'. */
export interface WeaponBands {
  readonly weapon: WeaponId;
  readonly figures: readonly FigureState[];
  readonly bands: readonly BandCount[];
}

/**
 * T19, T4.2: how many of one weapon's figures can shoot within each band's outer limit, as rows
 * of one screen (cumulative counts, as a tape is read: each row at least the one above). The
 * bands and bounds are weaponShots' (fire-count.ts): bands nearer than the target's nearest figure
 * are skipped, bands beyond it too where none is further off; the first band holds at least
 * `firstMin`; the last band takes every figure where none is out of sight or range, and a count
 * with only one possible value is not asked. Unwounded figures only: a wounded figure shoots at
 * short range alone (T23), which ties the later bands' counts to the first's, so those are asked
 * a band at a time. Likely: all of them, or all but one where the player said some cannot shoot.
 */
export function weaponBands(weapon: WeaponId, figures: readonly FigureState[], opts: { distance: number; firstMin: number; unseen: boolean; further: boolean; heading?: string }): WeaponBands {
  const all = figures.length;
  const reached = bandsOf(weapon).filter((b) => atMost(opts.distance, b.limit)).slice(0, opts.further ? undefined : 1);
  const bands: BandCount[] = [];
  let floor = 0;
  let above: string | undefined;
  for (const [i, { band, limit }] of reached.entries()) {
    const min = !opts.unseen && i === reached.length - 1 ? all : Math.min(all, Math.max(floor, i === 0 ? opts.firstMin : 0));
    if (min === all) {
      floor = all;
      bands.push({ band, limit, row: null, known: all });
      continue;
    }
    const row = countRow(`${weapon}/${band}`, `within ${limit} cm (${band} range)`, { min, max: all, likely: opts.unseen ? Math.max(min, all - 1) : all }, opts.heading);
    bands.push({ band, limit, row: above === undefined ? row : { ...row, atLeast: above }, known: min });
    above = row.id;
  }
  return { weapon, figures, bands };
}

/**
 * The shots of one weapon's figures from each band's count (`counted(row)`: a row's reply):
 * figures take them in figure order, the nearer bands first. A shot's distance is the measured
 * one when its band holds it, else its band's outer limit: only the band matters to T20.
 */
export function bandShots(plan: WeaponBands, distance: number, counted: (row: LikelyRow) => number): Shot[] {
  const shots: Shot[] = [];
  let before = 0;
  for (const { band, limit, row, known } of plan.bands) {
    const total = row ? counted(row) : known;
    const at = rangeBand(plan.weapon, distance) === band ? distance : limit;
    shots.push(...plan.figures.slice(before, total).map((f) => ({ figure: f.id, weapon: plan.weapon, band, distance: at })));
    before = Math.max(before, total);
  }
  return shots;
}

/** The heading of a weapon's rows where a unit shoots with more than one. */
export function weaponHeading(weapon: WeaponId, weapons: number): string | undefined {
  return weapons > 1 ? WEAPONS[weapon].name : undefined;
}
