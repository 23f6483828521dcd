import { parseScenario, type LoadedScenario } from '../scenario/load.js';
import { playBattle } from './battle-run.js';
import type { BalanceTask } from './plan.js';
import { addBattle, emptyTally, type Tally } from './tally.js';

/** The scenario this worker parsed last: every task of a run brings the same text. */
let parsed: { text: string; loaded: LoadedScenario } | null = null;

/** What a task sends back: its set-up and the totals of its battles (never the battles). */
export interface TaskResult {
  readonly setup: number;
  readonly tally: Tally;
}

/**
 * Plays a task's battles and returns their totals. The piscina worker's entry point (the
 * default export), and what a run with one worker calls in its own thread.
 */
export default function runTask(task: BalanceTask): TaskResult {
  if (parsed?.text !== task.scenario.text) parsed = { text: task.scenario.text, loaded: parseScenario(task.scenario.label, task.scenario.text) };
  const tally = emptyTally(task.sides);
  for (let seed = task.firstSeed; seed < task.firstSeed + task.count; seed++) addBattle(tally, playBattle(parsed.loaded, seed, task.commanders));
  return { setup: task.setup, tally };
}
