import type { Commander } from '../engine/answering.js';
import type { SideId } from '../engine/requests.js';

/** How every side is played in one set-up of a run (every side named). */
export type Setup = Readonly<Record<SideId, Commander>>;

/** What a run of `opfor balance` plays: each set-up over the same seeds. */
export interface BalancePlan {
  /** The scenario as read (label for messages, text to parse): workers parse it themselves. */
  readonly scenario: { readonly label: string; readonly text: string };
  readonly sides: readonly SideId[];
  readonly setups: readonly Setup[];
  /** Seeds first … first + count − 1. */
  readonly seeds: { readonly first: number; readonly count: number };
}

/** A worker's job: one set-up over a short run of consecutive seeds. */
export interface BalanceTask {
  readonly scenario: BalancePlan['scenario'];
  readonly sides: readonly SideId[];
  readonly setup: number;
  readonly commanders: Setup;
  readonly firstSeed: number;
  readonly count: number;
}

/** Seeds a task plays at most: enough that messages cost nothing, few enough that the bar moves and the work spreads evenly. */
const MAX_BATCH = 20;

/**
 * Cuts the plan into tasks of consecutive seeds, about 16 per worker so that no worker idles
 * at the end while another finishes a long batch.
 */
export function tasksOf(plan: BalancePlan, workers: number): BalanceTask[] {
  const total = plan.setups.length * plan.seeds.count;
  const batch = Math.max(1, Math.min(MAX_BATCH, Math.ceil(total / (workers * 16))));
  const tasks: BalanceTask[] = [];
  plan.setups.forEach((commanders, setup) => {
    for (let offset = 0; offset < plan.seeds.count; offset += batch) {
      tasks.push({ scenario: plan.scenario, sides: plan.sides, setup, commanders, firstSeed: plan.seeds.first + offset, count: Math.min(batch, plan.seeds.count - offset) });
    }
  });
  return tasks;
}
