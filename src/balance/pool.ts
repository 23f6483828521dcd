import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { packageRoot } from '../package-info.js';
import type { BalancePlan } from './plan.js';
import { tasksOf } from './plan.js';
import { emptyTally, mergeTally, type Tally } from './tally.js';
import runTask, { type TaskResult } from './worker.js';

/**
 * Each worker's heap: a battle keeps about 15 MB alive, but left to itself V8 lets a busy
 * thread's heap grow far past that before collecting, and with a thread per core the process
 * outgrows 300 MB over 10,000 battles. A bound makes it collect sooner.
 */
export const WORKER_HEAP = { maxOldGenerationSizeMb: 64 };

/** Told after each task: battles done so far, out of how many. */
export type OnProgress = (done: number, total: number) => void;

/**
 * Plays every battle of the plan on `workers` threads (1: in this thread) and returns one tally
 * per set-up. Totals are merged as tasks finish and the battles themselves are never kept, so
 * memory stays flat however many battles run; sums do not depend on the order tasks finish in.
 */
export async function runPlan(plan: BalancePlan, workers: number, onProgress: OnProgress = () => {}): Promise<Tally[]> {
  const tallies = plan.setups.map(() => emptyTally(plan.sides));
  const total = plan.setups.length * plan.seeds.count;
  let done = 0;
  const take = (result: TaskResult, count: number): void => {
    mergeTally(tallies[result.setup]!, result.tally);
    done += count;
    onProgress(done, total);
  };
  const tasks = tasksOf(plan, workers);
  onProgress(0, total);
  if (workers === 1) {
    for (const task of tasks) {
      take(runTask(task), task.count);
      // let the progress bar draw between tasks
      await new Promise((resolve) => setImmediate(resolve));
    }
    return tallies;
  }
  const pool = new Piscina<unknown, TaskResult>({ filename: workerFile(), minThreads: workers, maxThreads: workers, idleTimeout: 1000, resourceLimits: WORKER_HEAP });
  try {
    await Promise.all(tasks.map((task) => pool.run(task).then((result) => take(result, task.count))));
  } finally {
    await pool.destroy();
  }
  return tallies;
}

/**
 * The compiled worker entry (worker-entry.cts): beside this one when running from `dist/`; from the
 * source (tests under vitest), the built copy in `dist/`, which `npm test` builds first.
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const beside = here.replace(/pool\.(ts|js)$/, 'worker-entry.cjs');
  if (existsSync(beside)) return pathToFileURL(beside).href;
  const built = join(packageRoot(), 'dist', 'src', 'balance', 'worker-entry.cjs');
  if (!existsSync(built)) throw new Error(`balance: no compiled worker at ${built}; run npm run build`);
  return pathToFileURL(built).href;
}
