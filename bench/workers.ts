/**
 * `npm run bench` (second part): battles a second per shipped scenario as `opfor balance` plays
 * them, with one worker and with a worker per core, and how much of the ideal N× the pool gets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BalancePlan } from '../src/balance/plan.js';
import { runPlan } from '../src/balance/pool.js';
import { parseScenario } from '../src/scenario/load.js';

const BATTLES = Number(process.env.BENCH_BATTLES ?? 20);
const CORES = availableParallelism();

/** Battles a second of the plan's battles on `workers` threads. */
async function rate(plan: BalancePlan, workers: number): Promise<number> {
  const start = performance.now();
  await runPlan(plan, workers);
  return plan.seeds.count / ((performance.now() - start) / 1000);
}

for (const ruleset of readdirSync('scenarios').sort()) {
  for (const file of readdirSync(join('scenarios', ruleset)).filter((f) => f.endsWith('.yaml')).sort()) {
    const label = join('scenarios', ruleset, file);
    const text = readFileSync(label, 'utf8');
    const { ruleset: rules, scenario } = parseScenario(label, text);
    const sides = rules.sides(scenario);
    const setup = Object.fromEntries(sides.map((s) => [s.id, { policy: 'opfor' as const, temperament: s.temperament }]));
    const plan: BalancePlan = { scenario: { label, text }, sides: sides.map((s) => s.id), setups: [setup], seeds: { first: 1, count: BATTLES } };
    const one = await rate(plan, 1);
    const all = await rate(plan, CORES);
    console.log(`${ruleset}/${file.replace(/\.yaml$/, '')}: 1 worker ${one.toFixed(2)} battles/s, ${CORES} workers ${all.toFixed(2)} battles/s (${(all / one).toFixed(2)}×, ${BATTLES} battles)`);
  }
}
