import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/scenario/load.js';
import { ScenarioError } from '../../src/scenario/problems.js';

const DOGALI = readFileSync('scenarios/guaitana/dogali.yaml', 'utf8');

/** The problems `opfor check` reports for Dogali with one edit, as "line path: message". */
function problems(from: string, to: string): string[] {
  const text = DOGALI.replace(from, to);
  expect(text).not.toBe(DOGALI);
  try {
    parseScenario('dogali.yaml', text);
  } catch (error) {
    if (error instanceof ScenarioError) return error.problems.map((p) => `${p.line} ${p.path}: ${p.message}`);
    throw error;
  }
  return [];
}

describe('opfor check on a Guaitana scenario: cross-checks with line and path', () => {
  it('the shipped scenario is clean', () => {
    expect(() => parseScenario('dogali.yaml', DOGALI)).not.toThrow();
  });

  it.each([
    ['a company too big (G4.1)', 'figures: 12\n        formation: line\n        at: [82, 82]', 'figures: 14\n        formation: line\n        at: [82, 82]', 'sides[0].units[0].figures: italian-infantry units have 8 to 12 figures (G4), found 14'],
    ['a hidden Italian unit (G6.1)', '        at: [82, 82]\n        facing: west\n        order: defend', '        hidden: true', 'sides[0].units[0].hidden: all Italian units are deployed on the table (G6.1)'],
    ['a Defend point too far (G8.4)', '        at: [82, 82]\n        facing: west\n        order: defend', '        at: [82, 82]\n        facing: west\n        order: { defend: [82, 112] }', 'sides[0].units[0].order.defend: a Defend point is within 15 cm of the unit (G8.4), this one is 30 cm away'],
    ['cavalry marked Bersaglieri (G9.4)', 'type: italian-infantry\n        figures: 12\n        formation: line\n        at: [82, 82]', 'type: italian-cavalry\n        figures: 6\n        fast: true\n        formation: line\n        at: [82, 82]', 'sides[0].units[0].fast: only Italian infantry are Bersaglieri or Ascari, 5 cm faster (G9.4)'],
  ])('%s', (_, from, to, expected) => {
    expect(problems(from, to).some((p) => p.includes(expected))).toBe(true);
  });

  it('a fortification is not Guaitana terrain (G5.1), located at its line', () => {
    const [problem] = problems('type: hill', 'type: fortification');
    expect(problem).toMatch(/^\d+ terrain\[\d+\]\.type: "fortification" is not a Guaitana terrain type \(G5\.1\)/);
  });

  it('a company packed on mules is refused (G4.5)', () => {
    const found = problems('        formation: line\n        at: [82, 82]', '        packed: true\n        formation: line\n        at: [82, 82]');
    expect(found.some((p) => p.includes('sides[0].units[0].packed: only artillery is packed on mules (G4.5)'))).toBe(true);
  });

  it('one weapon may be attached to an Italian company; two may not (G4.5)', () => {
    const at = '        formation: line\n        at: [82, 82]';
    expect(problems(at, `        guns: [gatling]\n${at}`)).toEqual([]);
    expect(problems(at, `        guns: [gatling, gardner]\n${at}`).some((p) => p.includes('sides[0].units[0].guns: only artillery units have guns, or an Italian infantry company one attached weapon (G4.5)'))).toBe(true);
  });
});
