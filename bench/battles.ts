/**
 * `npm run bench`: whole headless battles per second for every scenario, opfor on both sides,
 * on one core, beside the figures from before the speed work of issue #14 (`bench/before.json`).
 * Speed lives here, never in timed tests.
 *
 * The rate is of CPU time (process.cpuUsage), not the clock: on a shared machine the clock
 * counts the time other programs hold the core too. BENCH_BATTLES sets the battles per scenario
 * (seeds 1..n, default 20); BENCH_ONLY=agordat runs only the scenarios whose name holds it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SeededDice } from '../src/dice/seeded-dice.js';
import { opforOnly } from '../src/engine/answering.js';
import { Session } from '../src/engine/session.js';
import { loadScenarioFile } from '../src/scenario/load.js';

const BATTLES = Number(process.env.BENCH_BATTLES ?? 20);
const ONLY = process.env.BENCH_ONLY ?? '';
/**
 * Battles a second (CPU) per scenario before issue #14 (commit 9cc8b4c), measured the same way
 * (20 battles, best of two runs) in the same minutes as the first "now" figures, on the shared
 * two-core machine under heavy load: compare the gain column, not figures from a quieter day.
 */
const BEFORE = JSON.parse(readFileSync(join('bench', 'before.json'), 'utf8')) as Record<string, number>;

/** CPU seconds this process has used. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

console.log(`battles a second on one core (CPU time), ${BATTLES} battles per scenario`);
console.log(`${'scenario'.padEnd(28)}${'now'.padStart(8)}${'before'.padStart(8)}${'gain'.padStart(7)}${'wall'.padStart(8)}  dice each`);
for (const ruleset of readdirSync('scenarios').sort()) {
  for (const file of readdirSync(join('scenarios', ruleset)).filter((f) => f.endsWith('.yaml') && f.includes(ONLY)).sort()) {
    const name = `${ruleset}/${file.replace(/\.yaml$/, '')}`;
    const { ruleset: rules, scenario } = loadScenarioFile(join('scenarios', ruleset, file));
    let dice = 0;
    const [cpu0, wall0] = [cpuSeconds(), performance.now()];
    for (let seed = 1; seed <= BATTLES; seed++) {
      const session = Session.start(rules, scenario, opforOnly(rules.sides(scenario)), SeededDice.fromSeed(seed));
      session.advance();
      dice += session.diceThrown;
    }
    const now = BATTLES / (cpuSeconds() - cpu0), wall = BATTLES / ((performance.now() - wall0) / 1000);
    const before = BEFORE[name];
    const cells = [now.toFixed(1).padStart(8), (before?.toFixed(1) ?? '-').padStart(8), (before ? `${(now / before).toFixed(1)}x` : '-').padStart(7), wall.toFixed(1).padStart(8)];
    console.log(`${name.padEnd(28)}${cells.join('')}  ${Math.round(dice / BATTLES)}`);
  }
}
