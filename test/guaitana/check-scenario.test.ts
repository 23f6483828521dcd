import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/scenario/load.js';
import { ScenarioError } from '../../src/scenario/problems.js';

const DOGALI = readFileSync('scenarios/guaitana/dogali.yaml', 'utf8');

/** The problems `opfor check` reports for Dogali with one edit, as "line path: message". */
function problems(from: string, to: string): string[] {
  const text = DOGALI.replace(from, to);
  expect(text).not.toBe(DOGALI);
  return problemsIn(text);
}

/** The problems `opfor check` reports for a scenario text, as "line path: message". */
function problemsIn(text: string): string[] {
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
    ['a company too big (G4.1)', 'figures: 12\n        formation: line\n        at: [82, 82]', 'figures: 14\n        formation: line\n        at: [82, 82]', 'sides[0].units[0].figures: expected 8 to 12 figures for italian-infantry (G4.1), found 14'],
    ['a hidden Italian unit (G6.1)', '        at: [82, 82]\n        facing: west\n        order: defend', '        hidden: true', 'sides[0].units[0].hidden: expected no hidden Italian unit: all Italian units are deployed on the table (G6.1)'],
    ['a Defend point too far (G8.4)', '        at: [82, 82]\n        facing: west\n        order: defend', '        at: [82, 82]\n        facing: west\n        order: { defend: [82, 112] }', 'sides[0].units[0].order.defend: expected a Defend point within 15 cm of the unit (G8.4), found one 30 cm away'],
    ['cavalry marked Bersaglieri (G9.4)', 'type: italian-infantry\n        figures: 12\n        formation: line\n        at: [82, 82]', 'type: italian-cavalry\n        figures: 6\n        fast: true\n        formation: line\n        at: [82, 82]', 'sides[0].units[0].fast: expected fast: false (only Italian infantry are Bersaglieri or Ascari, 5 cm faster, G9.4), found italian-cavalry'],
  ])('%s', (_, from, to, expected) => {
    expect(problems(from, to).some((p) => p.includes(expected))).toBe(true);
  });

  it('a fortification is not Guaitana terrain (G5.1), located at its line', () => {
    const [problem] = problems('type: hill', 'type: fortification');
    expect(problem).toMatch(/^\d+ terrain\[\d+\]\.type: expected a Guaitana terrain type \(G5\.1\): .*, found "fortification"$/);
  });

  it('a company packed on mules is refused (G4.5)', () => {
    const found = problems('        formation: line\n        at: [82, 82]', '        packed: true\n        formation: line\n        at: [82, 82]');
    expect(found.some((p) => p.includes('sides[0].units[0].packed: expected packed: false (only artillery is packed on mules, G4.5), found italian-infantry'))).toBe(true);
  });

  it('one weapon may be attached to an Italian company; two may not (G4.5)', () => {
    const at = '        formation: line\n        at: [82, 82]';
    expect(problems(at, `        guns: [gatling]\n${at}`)).toEqual([]);
    expect(problems(at, `        guns: [gatling, gardner]\n${at}`).some((p) => p.includes('sides[0].units[0].guns: expected no guns (only artillery units have guns, or an Italian infantry company one attached weapon, G4.5), found 2 on italian-infantry'))).toBe(true);
  });

  describe('where units stand, as the virtual table lays them out', () => {
    const CO41 = 'figures: 12\n        formation: line\n        at: [82, 82]\n        facing: west';

    it('a company whose line runs off the table, though its centre is on it', () => {
      // 12 figures in line facing west: 24 cm from south to north round [82, 119]
      expect(problems(CO41, 'figures: 12\n        formation: line\n        at: [82, 119]\n        facing: west')).toEqual([
        '97 sides[0].units[0].at: expected every figure on the 180 x 120 cm table, found its line of 12 (24 cm wide, 2 deep) at [82, 119] reaching [81, 131]',
      ]);
    });

    it('a unit in impassable ground, and cavalry in buildings (G5.1)', () => {
      const swamp = "terrain:\n  - name: Swamp\n    type: impassable\n    shape: { rect: { x: 150, y: 90, width: 20, depth: 25 } }\n  - name: Village\n    type: buildings\n    shape: { rect: { x: 150, y: 20, width: 20, depth: 20 } }\n";
      const text = (at: string, type: string, figures: number) => problemsIn(DOGALI.replace('terrain:\n', swamp).replace(CO41, `figures: ${figures}\n        formation: line\n        at: ${at}\n        facing: west`).replace('type: italian-infantry\n        figures', `type: ${type}\n        figures`));
      expect(text('[160, 105]', 'italian-infantry', 12)).toContainEqual(expect.stringMatching(/sides\[0\]\.units\[0\]\.at: expected ground Company of the 41st .* found its line of 12 \(24 cm wide, 2 deep\) at \[160, 105\] in Swamp at \[.*\]: impassable ground bars every unit \(G5\.1\)$/));
      expect(text('[160, 30]', 'italian-infantry', 12).filter((p) => p.includes('units[0].at'))).toEqual([]);
      expect(text('[160, 30]', 'italian-cavalry', 6)).toContainEqual(expect.stringMatching(/sides\[0\]\.units\[0\]\.at: expected ground .* in Village at .*: buildings are impassable to cavalry, artillery and baggage \(G5\.1\)$/));
    });

    it('two units on top of each other', () => {
      expect(problems('at: [96, 71]', 'at: [70, 82]')).toEqual([
        expect.stringMatching(/^\d+ sides\[0\]\.units\[1\]\.at: Company of the 15th .* overlaps Company of the 41st .* \(sides\[0\]\.units\[0\]\): their rectangles cross/),
      ]);
    });
  });

  describe('sizes and shares the rules forbid', () => {
    it('an artillery unit of 5 guns, or of 1 (G4.5: 2 weapons and 6 crew)', () => {
      expect(problems('guns: [gardner, gardner]', 'guns: [gardner, gardner, gardner, gardner, gardner]')).toEqual([
        '112 sides[0].units[2].guns: expected 2 weapons: an artillery unit has 2 and 6 crew (G4.5), found 5; a single weapon is attached to an Italian infantry company instead',
      ]);
      expect(problems('guns: [gardner, gardner]', 'guns: [gardner]')).toEqual([
        '112 sides[0].units[2].guns: expected 2 weapons: an artillery unit has 2 and 6 crew (G4.5), found 1; a single weapon is attached to an Italian infantry company instead',
      ]);
    });

    it('breakAt: 0 would break both sides at once; more than 0 up to 1 is asked for', () => {
      const [problem] = problems('victory:\n', 'victory:\n  breakAt: 0\n');
      expect(problem).toMatch(/^\d+ victory\.breakAt: expected more than 0 and at most 1: 0 would break both sides at the first end of turn; .*, found 0$/);
      expect(problems('victory:\n', 'victory:\n  breakAt: 1\n')).toEqual([]);
    });

    it('a unit whose id is `constructor` is refused with the reason', () => {
      expect(problems('id: co-41', 'id: constructor')).toEqual([
        expect.stringMatching(/^\d+ sides\[0\]\.units\[0\]\.id: expected an id that is not a name every JavaScript object already has \(Object\.prototype: .*\), found "constructor"$/),
      ]);
    });
  });

  describe('every problem at once', () => {
    it('a unit the schema refuses is set aside; the rest is still cross-checked', () => {
      const text = DOGALI.replace('figures: 12\n        formation: line\n        at: [82, 82]', 'figures: 12\n        formation: phalanx\n        at: [82, 82]').replace('at: [96, 71]', 'at: [96, 130]');
      expect(problemsIn(text)).toEqual([
        expect.stringMatching(/^\d+ sides\[0\]\.units\[0\]\.formation: expected one of "line", .*found "phalanx"$/),
        expect.stringMatching(/^\d+ sides\[0\]\.units\[1\]\.at: expected a point on the 180 x 120 cm table, found \[96, 130\]$/),
      ]);
    });

    it('an unreadable title, turn limit or side id does not hide the cross-checks', () => {
      const found = problemsIn(DOGALI.replace('turnLimit: 12', 'turnLimit: 1e21').replace('at: [96, 71]', 'at: [-40, 71]'));
      expect(found).toEqual([
        expect.stringMatching(/^19 turnLimit: expected at most 50 turns, so that a battle always finishes, found 1e\+21$/),
        expect.stringMatching(/sides\[0\]\.units\[1\]\.at: expected a point on the 180 x 120 cm table, found \[-40, 71\]$/),
      ]);
    });

    it('coordinates: finite, and within the largest table and a margin', () => {
      const found = problemsIn(DOGALI.replace('at: [82, 82]', 'at: [.nan, 82]').replace('at: [96, 71]', 'at: [96, .inf]').replace('at: [101, 90]', 'at: [1e21, 90]'));
      expect(found).toEqual([
        expect.stringMatching(/sides\[0\]\.units\[0\]\.at\[0\]: expected number, found NaN$/),
        expect.stringMatching(/sides\[0\]\.units\[1\]\.at\[1\]: expected number, found Infinity$/),
        expect.stringMatching(/sides\[0\]\.units\[3\]\.at\[0\]: expected at most 650 cm, found 1e\+21$/),
      ]);
    });

    it('terrain running far past the table, and a polygon of too many points', () => {
      const many = Array.from({ length: 101 }, (_, i) => `[${100 + 10 * Math.cos(i / 16)}, ${100 + 10 * Math.sin(i / 16)}]`).join(', ');
      const found = problemsIn(DOGALI.replace('polygon: [[144, 100], [166, 94], [170, 102], [148, 108]]', `polygon: [${many}]`).replace('circle: { x: 136, y: 78, radius: 9 }', 'circle: { x: 136, y: 78, radius: 120 }'));
      expect(found).toEqual([
        expect.stringMatching(/^\d+ terrain\[2\]\.shape: expected terrain within 50 cm of the 180 x 120 cm table, found Baggage knoll reaching 78 cm past its edge/),
        expect.stringMatching(/^\d+ terrain\[9\]\.shape\.polygon: expected at most 100 points, so that a battle always finishes, found a list$/),
        // the hiding list names the feature set aside: not reported
      ]);
    });
  });
});
