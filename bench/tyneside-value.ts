/**
 * A stopgap for `opfor balance --value` on Tyneside: the commander's value in each seat of each
 * shipped scenario, the seat's win rate with the commander minus with `random`, the other seat
 * held by the commander both times. `npx tsx bench/tyneside-value.ts [battles] [first seed] [scenario...]`
 */
import { readdirSync } from 'node:fs';
import { SeededDice } from '../src/dice/seeded-dice.js';
import { opforOnly, type Commander } from '../src/engine/answering.js';
import { Session } from '../src/engine/session.js';
import { loadScenarioFile } from '../src/scenario/load.js';

const [battlesArg, seedArg, ...only] = process.argv.slice(2);
const BATTLES = Number(battlesArg ?? 100);
const FIRST = Number(seedArg ?? 1);
// each named scenario, or scenario:side for one seat of it
const names = only.length > 0 ? [...new Set(only.map((o) => o.split(':')[0]!))] : readdirSync('scenarios/tyneside').filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
const seatWanted = (name: string, side: string) => only.length === 0 || only.includes(name) || only.includes(`${name}:${side}`);

/** The share of `battles` battles the side wins with `commanders`. */
function winRate(file: string, side: string, commanders: Record<string, Commander>): number {
  const { ruleset, scenario } = loadScenarioFile(file);
  let wins = 0;
  for (let seed = FIRST; seed < FIRST + BATTLES; seed++) {
    const session = Session.start(ruleset, scenario, opforOnly(ruleset.sides(scenario), commanders), SeededDice.fromSeed(seed));
    session.advance();
    if (session.outcome!.winner === side) wins++;
  }
  return wins / BATTLES;
}

for (const name of names) {
  const file = `scenarios/tyneside/${name}.yaml`;
  const { ruleset, scenario } = loadScenarioFile(file);
  const seats: Record<string, unknown> = {};
  for (const { id } of ruleset.sides(scenario)) {
    if (!seatWanted(name, id)) continue;
    // TEMPERAMENT=bold|measured|cautious seats the commander with it (default: the scenario's)
    const temperament = process.env.TEMPERAMENT as Commander['temperament'] | undefined;
    const commander = winRate(file, id, temperament ? { [id]: { policy: 'opfor', temperament } } : {});
    const random = winRate(file, id, { [id]: { policy: 'random', temperament: 'measured' } });
    // the difference of two independent proportions: a normal (Wald) 95% interval
    const half = 1.96 * Math.sqrt((commander * (1 - commander) + random * (1 - random)) / BATTLES);
    const value = commander - random;
    seats[id] = { commander: Math.round(commander * 1000) / 10, random: Math.round(random * 1000) / 10, value: Math.round(value * 1000) / 10, interval: [Math.round((value - half) * 1000) / 10, Math.round((value + half) * 1000) / 10] };
  }
  console.log(JSON.stringify({ scenario: `tyneside/${name}`, battles: BATTLES, seats }));
}
