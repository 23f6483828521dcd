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
 * Each worker's heap bounds, chosen by measure (bench/heap.ts, 2026-11-26). Between battles a
 * worker keeps about 20 MB alive (its code, the parsed scenario); a battle allocates 20 to 30 MB,
 * of which about 0.3 MB outlives two scavenges. Without bounds V8 lets each thread's heap grow
 * to about 100 MB before collecting its old generation, and with a thread per core the process
 * outgrows 300 MB. A bound makes it collect sooner, but V8 also sets how far the old generation
 * may grow past what a full collection left alive by the bound: 1.3 times for any bound up to
 * 256 MB, rising to 2 at 2,048 MB. At 1.3 the room left after a collection (14 MB, by
 * --trace-incremental-marking) is less than a 16 MB semi-space, and V8 then starts the next
 * incremental marking at once: a 64 MB bound made 5.3
 * mark-compacts a 100 Rorke's Drift battles (their concurrent marking on the other core, where
 * the second worker runs). 1,024 MB (1.6 times) makes 2.7 to 3.0, and the whole process's CPU
 * a battle (the worker and V8's helper threads) falls by a tenth (50 to 45 ms); 1,000 battles of the bush ambush peak at 258 MB against 254 at 64 MB,
 * and 10,000 at 263 MB. 2,048 MB (1.3 mark-compacts) reaches 327 MB in 1,000.
 * The young generation stays at V8's 48 MB (16 MB semi-spaces; V8 rounds a semi-space up to a
 * power of two, so 64 MB is 96): 96 MB cuts what is promoted ninefold but costs about 75 MB
 * resident with two workers (343 MB against 268), and 24 MB doubles the scavenges for no fewer
 * mark-compacts.
 */
export const WORKER_HEAP = { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 48 };

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
