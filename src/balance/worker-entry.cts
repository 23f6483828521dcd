/**
 * The file piscina loads in each worker thread: CommonJS, so that piscina's `require` of it
 * succeeds at once, and the battle code (ES modules) is loaded by `import()` alone. Given the
 * ES module itself, piscina first tries `require`, which on Node 20 may fail half-way through
 * the module graph and then make its fallback `import()` die on an internal assertion
 * ("Unexpected status of a module that is imported again after being required").
 */
import type { BalanceTask } from './plan.js';
import type { TaskResult } from './worker.js';

module.exports = async function runTaskInWorker(task: BalanceTask): Promise<TaskResult> {
  const { default: runTask } = await import('./worker.js');
  return runTask(task);
};
