import { SeededDice } from '../../src/dice/seeded-dice.js';
import { opforOnly } from '../../src/engine/answering.js';
import { Session } from '../../src/engine/session.js';
import { loadScenarioFile } from '../../src/scenario/load.js';

/** A scenario from the repository's scenarios folder, played by opfor on both sides. */
export function aiBattle(name: string, seed: string | number) {
  const { ruleset, scenario } = loadScenarioFile(`scenarios/${name}.yaml`);
  const answering = opforOnly(ruleset.sides(scenario));
  return { ruleset, scenario, answering, session: Session.start(ruleset, scenario, answering, SeededDice.fromSeed(seed)) };
}
