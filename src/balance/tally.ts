import type { SideId } from '../engine/requests.js';
import type { BattleResult } from './battle-run.js';

/** The counts `opfor balance` keeps per side over a run of battles. */
export interface SideCounts {
  wins: number;
  /** Rulebook tool → times used over every battle. */
  toolbox: Record<string, number>;
}

/**
 * The running totals of one set-up's battles: plain data (it crosses between worker threads)
 * holding only sums, so that adding battles or merging totals in any order gives the same
 * figures: the output does not depend on how many workers played which seeds.
 */
export interface Tally {
  battles: number;
  draws: number;
  sides: Record<SideId, SideCounts>;
}

/** An empty tally for these sides, in scenario order. */
export function emptyTally(sides: readonly SideId[]): Tally {
  return { battles: 0, draws: 0, sides: Object.fromEntries(sides.map((s) => [s, { wins: 0, toolbox: {} }])) };
}

/** Adds one battle to the tally (in place). */
export function addBattle(tally: Tally, result: BattleResult): void {
  tally.battles++;
  if (result.winner === 'draw') tally.draws++;
  else countsOf(tally, result.winner).wins++;
  for (const [side, tools] of Object.entries(result.toolbox)) addTools(countsOf(tally, side).toolbox, tools);
}

/** Adds the totals of `other` into `into` (in place). */
export function mergeTally(into: Tally, other: Tally): void {
  into.battles += other.battles;
  into.draws += other.draws;
  for (const [side, counts] of Object.entries(other.sides)) {
    const mine = countsOf(into, side);
    mine.wins += counts.wins;
    addTools(mine.toolbox, counts.toolbox);
  }
}

/** Battles won by some side. */
export function decided(tally: Tally): number {
  return tally.battles - tally.draws;
}

function countsOf(tally: Tally, side: SideId): SideCounts {
  const counts = tally.sides[side];
  if (!counts) throw new Error(`balance: side "${side}" is not one of the tally's sides (${Object.keys(tally.sides).join(', ')})`);
  return counts;
}

function addTools(into: Record<string, number>, tools: Readonly<Record<string, number>>): void {
  for (const [tool, n] of Object.entries(tools)) into[tool] = (into[tool] ?? 0) + n;
}
