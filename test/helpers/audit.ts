import { checkTrace, type InvariantCode, type Violation } from '../../src/audit/check-trace.js';
import { SeededDice } from '../../src/dice/seeded-dice.js';
import { opforOnly } from '../../src/engine/answering.js';
import { Session } from '../../src/engine/session.js';
import type { TraceLine } from '../../src/engine/trace.js';
import { loadScenarioFile } from '../../src/scenario/load.js';

/** What the checked traces held: how many lines of each kind (charges apart; moves back after a melee also counted apart), so a test can see the rules were exercised. */
export type Exercised = Record<string, number>;

/** A shipped scenario played by opfor on both sides with seeds `from`..`to`, each battle's trace checked. */
export function auditBattles(name: string, from: number, to: number, exercised: Exercised = {}): (Violation & { seed: number })[] {
  const { ruleset, scenario } = loadScenarioFile(`scenarios/${name}.yaml`);
  const found: (Violation & { seed: number })[] = [];
  for (let seed = from; seed <= to; seed++) {
    const lines: TraceLine[] = [];
    Session.start(ruleset, scenario, opforOnly(ruleset.sides(scenario)), SeededDice.fromSeed(seed), null, { heading: { scenario: name, seed }, sink: (line) => lines.push(line) }).advance();
    for (const line of lines) {
      const kind = line.kind === 'move' && line.charge ? 'charge' : line.kind;
      exercised[kind] = (exercised[kind] ?? 0) + 1;
      if (line.kind === 'move' && line.awayFrom !== undefined) exercised['move-back'] = (exercised['move-back'] ?? 0) + 1;
    }
    for (const v of checkTrace(lines, ruleset.traceRules(scenario))) found.push({ ...v, seed });
  }
  return found;
}

/** Violations by invariant, each with its count and the first one found, for a failure message a reader can act on. */
export function byInvariant(violations: readonly (Violation & { seed: number })[]): Partial<Record<InvariantCode, string>> {
  const summary: Partial<Record<InvariantCode, string>> = {};
  for (const v of violations) {
    const count = violations.filter((w) => w.code === v.code).length;
    summary[v.code] ??= `${count}×, first: seed ${v.seed}, trace line ${v.line} (turn ${v.turn}, ${v.step}): ${v.message}`;
  }
  return summary;
}
