/**
 * `npm run bench`: whole headless battles per second for every scenario, opfor on both sides.
 * Speed lives here, never in timed tests.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SeededDice } from '../src/dice/seeded-dice.js';
import { opforOnly } from '../src/engine/answering.js';
import { Session } from '../src/engine/session.js';
import { loadScenarioFile } from '../src/scenario/load.js';

const BATTLES = Number(process.env.BENCH_BATTLES ?? 20);

for (const ruleset of readdirSync('scenarios')) {
  for (const file of readdirSync(join('scenarios', ruleset)).filter((f) => f.endsWith('.yaml')).sort()) {
    const { ruleset: rules, scenario } = loadScenarioFile(join('scenarios', ruleset, file));
    let dice = 0;
    const start = performance.now();
    for (let seed = 1; seed <= BATTLES; seed++) {
      const session = Session.start(rules, scenario, opforOnly(rules.sides(scenario)), SeededDice.fromSeed(seed));
      session.advance();
      dice += session.diceThrown;
    }
    const seconds = (performance.now() - start) / 1000;
    console.log(`${ruleset}/${file.replace(/\.yaml$/, '')}: ${(BATTLES / seconds).toFixed(2)} battles/s (${BATTLES} battles, ${Math.round(dice / BATTLES)} dice each)`);
  }
}
