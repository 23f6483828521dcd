/** Dev aid: a digest of the choices and outcome of seeded Guaitana battles, to prove a refactor keeps battles identical. */
import { createHash } from 'node:crypto';
import { SeededDice } from '../src/dice/seeded-dice.js';
import { opforOnly } from '../src/engine/answering.js';
import { Session } from '../src/engine/session.js';
import { loadScenarioFile } from '../src/scenario/load.js';

const SEEDS = Number(process.env.SEEDS ?? 6);
for (const name of ['agordat', 'baggage-train', 'dogali']) {
  const { ruleset, scenario } = loadScenarioFile(`scenarios/guaitana/${name}.yaml`);
  for (let seed = 1; seed <= SEEDS; seed++) {
    const session = Session.start(ruleset, scenario, opforOnly(ruleset.sides(scenario)), SeededDice.fromSeed(seed));
    session.advance();
    const picks = session.log.flatMap((e) => (e.kind === 'choose' ? [`${e.choice.option}`] : []));
    const digest = createHash('sha1').update(JSON.stringify(picks)).digest('hex').slice(0, 10);
    console.log(name, seed, session.outcome!.winner, session.outcome!.turns, picks.length, digest);
  }
}
