/**
 * Opfor against opfor on every shipped Tyneside scenario, both sides with the same temperament:
 * each side's win rate per temperament. `npx tsx bench/tyneside-temperaments.ts [battles] [first seed]`
 */
import { readdirSync } from 'node:fs';
import { SeededDice } from '../src/dice/seeded-dice.js';
import { opforOnly } from '../src/engine/answering.js';
import { TEMPERAMENTS } from '../src/engine/ruleset.js';
import { Session } from '../src/engine/session.js';
import { loadScenarioFile } from '../src/scenario/load.js';

const [battlesArg, seedArg] = process.argv.slice(2);
const BATTLES = Number(battlesArg ?? 100);
const FIRST = Number(seedArg ?? 1);

for (const file of readdirSync('scenarios/tyneside').filter((f) => f.endsWith('.yaml')).sort()) {
  const { ruleset, scenario } = loadScenarioFile(`scenarios/tyneside/${file}`);
  const sides = ruleset.sides(scenario);
  const rows: Record<string, Record<string, number>> = {};
  for (const temperament of TEMPERAMENTS) {
    const wins: Record<string, number> = { draw: 0 };
    const commanders = Object.fromEntries(sides.map((s) => [s.id, { policy: 'opfor' as const, temperament }]));
    for (let seed = FIRST; seed < FIRST + BATTLES; seed++) {
      const session = Session.start(ruleset, scenario, opforOnly(sides, commanders), SeededDice.fromSeed(seed));
      session.advance();
      const winner = session.outcome!.winner;
      wins[winner] = (wins[winner] ?? 0) + 1;
    }
    rows[temperament] = Object.fromEntries(Object.entries(wins).map(([k, v]) => [k, Math.round((1000 * v) / BATTLES) / 10]));
  }
  console.log(JSON.stringify({ scenario: `tyneside/${file.replace(/\.yaml$/, '')}`, battles: BATTLES, winRates: rows }));
}
