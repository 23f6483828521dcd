import type { SideId } from '../engine/requests.js';
import { newcombe, wilson, type Interval } from './interval.js';
import type { Setup } from './plan.js';
import { decided, type Tally } from './tally.js';

/**
 * A side's share of the decided battles (draws left out, so the sides' rates add up to 1), with
 * its 95% Wilson interval. With no decided battle the rate is 0 and the interval [0, 1].
 */
export interface WinRate {
  readonly wins: number;
  readonly rate: number;
  readonly interval: Interval;
}

/** A side's win rate in a tally. */
export function winRate(tally: Tally, side: SideId): WinRate {
  const wins = tally.sides[side]?.wins ?? 0;
  const n = decided(tally);
  return { wins, rate: n === 0 ? 0 : wins / n, interval: wilson(wins, n) };
}

/**
 * The commander's worth in a seat: the seat's win rate with the commander in it minus with
 * `random` in it, the other seats held by the commander both times; its 95% interval by
 * Newcombe's hybrid score method. Rates and value in percentage points.
 */
export interface SeatValue {
  readonly commander: number;
  readonly random: number;
  readonly value: number;
  readonly interval: Interval;
}

/** The value of the commander in `seat`, from the tallies of the all-commander set-up and of the set-up with random there. */
export function seatValue(withCommander: Tally, withRandom: Tally, seat: SideId): SeatValue {
  const a = winRate(withCommander, seat);
  const b = winRate(withRandom, seat);
  const [lo, hi] = newcombe(a.wins, decided(withCommander), b.wins, decided(withRandom));
  return { commander: 100 * a.rate, random: 100 * b.rate, value: 100 * (a.rate - b.rate), interval: [100 * lo, 100 * hi] };
}

/**
 * The set-ups `--value` plays: first every seat to the commander, then, seat by seat, `random`
 * in that seat and the commander elsewhere (the all-commander battles serve every seat).
 */
export function valueSetups(commander: Setup): Setup[] {
  return [commander, ...Object.keys(commander).map((seat) => ({ ...commander, [seat]: { ...commander[seat]!, policy: 'random' as const } }))];
}
