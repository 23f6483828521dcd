import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/scenario/load.js';
import { ScenarioError } from '../../src/scenario/problems.js';

const MISSION = readFileSync('scenarios/tyneside/mission-station.yaml', 'utf8');
const AMBUSH = readFileSync('scenarios/tyneside/bush-ambush.yaml', 'utf8');

/** The problems `opfor check` reports for a scenario text, as "line path: message". */
function problemsIn(text: string): string[] {
  try {
    parseScenario('scenario.yaml', text);
  } catch (error) {
    if (error instanceof ScenarioError) return error.problems.map((p) => `${p.line} ${p.path}: ${p.message}`);
    throw error;
  }
  return [];
}

/** The same, for a shipped scenario with edits (each must change the text). */
function problems(base: string, ...edits: [string, string][]): string[] {
  let text = base;
  for (const [from, to] of edits) {
    const next = text.replace(from, to);
    expect(next).not.toBe(text);
    text = next;
  }
  return problemsIn(text);
}

describe('opfor check on a Tyneside scenario', () => {
  it('the shipped scenarios are clean', () => {
    expect(problemsIn(MISSION)).toEqual([]);
    expect(problemsIn(AMBUSH)).toEqual([]);
  });

  it('a group of 1 to 3 figures is refused (T6.1: 4 to 30; T6.3: fewer is what losses leave); a leader is one figure', () => {
    expect(problems(MISSION, ['figures: 4\n        at: [125, 33]', 'figures: 3\n        at: [125, 33]'])).toEqual([
      '141 sides[0].groups[3].figures: expected 4 to 30 figures: a group is 4 to 30 (T6.1); 1 to 3 is only what losses leave of one (T6.3), and a lone officer or NCO is a leader, found 3',
    ]);
  });

  describe('where figures stand, as the virtual table deploys them', () => {
    it('a group whose ranks run off the table, though its centre is on it', () => {
      expect(problems(MISSION, ['at: [140, 110]', 'at: [140, 119]'])).toEqual([
        '194 sides[1].groups[2].at: expected every figure on the 180 x 120 cm table, found its 16 figures in ranks (2.5 cm bases) round [140, 119] reaching [150.5, 121.8]',
      ]);
    });

    it('a figure in impassable ground', () => {
      const donga = 'terrain:\n  - name: Donga\n    type: impassable\n    shape: { rect: { x: 130, y: 105, width: 20, depth: 5 } }\n';
      expect(problems(MISSION, ['terrain:\n', donga])).toEqual([
        expect.stringMatching(/^\d+ sides\[1\]\.groups\[2\]\.at: expected ground a figure may stand on, found its 16 figures in ranks \(2\.5 cm bases\) round \[140, 110\] with one in Donga at \[\d+(\.\d)?, 108\.5\]: impassable ground$/),
      ]);
    });

    it("a group whose figures stand on each other's bases: horsemen 3 cm apart on 4 cm bases", () => {
      expect(problems(AMBUSH, ['spacing: 4\n        class: veteran\n        type: irregular\n        horsed: true', 'spacing: 3\n        class: veteran\n        type: irregular\n        horsed: true'])).toEqual([
        expect.stringMatching(/^\d+ sides\[0\]\.groups\[\d\]\.spacing: expected a spacing of at least the 4 cm base, found 3: the group's own figures would stand on each other$/),
      ]);
    });

    it("a group on its own leader's base", () => {
      expect(problems(MISSION, ['at: [45, 110]', 'at: [45, 112]'])).toEqual([
        expect.stringMatching(/^\d+ sides\[1\]\.groups\[0\]\.at: uThulwana overlaps Induna of the uThulwana \(sides\[1\]\.leaders\[1\]\): their figures' bases would stand on each other/),
      ]);
    });
  });

  describe('hidden sides (T35)', () => {
    it('a hidden side cannot hide its leaders, and its groups stand at their markers', () => {
      expect(problems(MISSION, ['baseline: north\n', 'baseline: north\n    hidden: true\n'])).toEqual([
        expect.stringMatching(/^157 sides\[1\]\.leaders\[0\]: expected no leaders on a hidden side: T35\.2 \(A-59\) gives a hidden marker to each group and none to a leader \(a unit of one, A-13\), so Prince Dabulamanzi kaMpande would stand in view at \[112, 114\.5\] from the start/),
        expect.stringMatching(/^165 sides\[1\]\.leaders\[1\]: expected no leaders on a hidden side/),
        ...[177, 186, 195, 205].map((line, i) => `${line} sides[1].groups[${i}].at: expected no position: a hidden group is placed where its marker is revealed (T35.2), not here; leave it out`),
      ]);
    });

    it('only a solo-run (opfor) side hides', () => {
      expect(problems(AMBUSH, ['player: opfor\n    baseline: east\n    hidden: true', 'player: human\n    baseline: east\n    hidden: true'])).toEqual([
        expect.stringMatching(/^\d+ sides\[1\]\.player: expected opfor: hidden markers are for a solo-run opposition \(T35\.1\)/),
      ]);
    });
  });

  it('every problem at once: a group the schema refuses is set aside, the rest still checked', () => {
    expect(problems(MISSION, ['figures: 4\n        at: [125, 33]', 'figures: 40\n        at: [125, 33]'], ['at: [45, 110]', 'at: [45, 112]'], ['turnLimit: 12', 'turnLimit: twelve'])).toEqual([
      '13 turnLimit: expected number, found "twelve"',
      expect.stringMatching(/^141 sides\[0\]\.groups\[3\]\.figures: expected at most 30 figures: a group is 4 to 30 \(T6\.1\), found 40$/),
      expect.stringMatching(/^176 sides\[1\]\.groups\[0\]\.at: uThulwana overlaps Induna of the uThulwana/),
    ]);
  });

  it('a leader the schema refuses is set aside: the loyalties naming it are not reported again', () => {
    const loyal = "defending: Mealie-bag barricade\n        loyalTo: [Chard, nobody]";
    const found = problems(MISSION, ['id: chard', 'id: Chard'], ['defending: Mealie-bag barricade', loyal]);
    expect(found).toHaveLength(2);
    expect(found[1]).toMatch(/^117 sides\[0\]\.groups\[0\]\.loyalTo\[1\]: expected the id of a leader of B Company, 2nd\/24th Foot, found "nobody"$/);

    expect(found[0]).toMatch(/^79 sides\[0\]\.leaders\[0\]\.id: expected lower-case letters, digits and hyphens, found "Chard"$/);
  });
});
