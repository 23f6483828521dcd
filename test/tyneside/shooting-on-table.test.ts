import { describe, expect, it } from 'vitest';
import { facts, row, table } from './table-fixture.js';

/** What the virtual table finds to shoot at: T18.1 clear shots, T20.2 cover, T22.3 leaders with their groups. */

describe('T22.3 (A-30): a leader within 5 cm of a group is shot at as one of its figures', () => {
  // The Zulu riflemen at y 150 face a British section at y 100 and its sergeant 3 cm in front of it.
  const withSergeant = (sergeant: [number, number]) => table([], [{ id: 'section', at: row(4, 95, 100) }], [{ id: 'z', at: row(4, 95, 150) }], [{ id: 'sgt', role: 'nco', at: sergeant }]);

  it('the attached sergeant is no target of his own: he is among the section\'s figures the hits fall on', () => {
    const state = withSergeant([100, 105.5]);
    const targets = facts(state).fireTargets(state.units.z!, state.units.z!.figures);
    expect(targets.map((t) => t.unit)).toEqual(['section']);
    expect(targets[0]!.visible).toContain('sgt');
  });

  it('he is the section\'s figure nearest the enemy, and the nearest enemy unit is the section (T16.1)', () => {
    const state = withSergeant([100, 105.5]);
    expect(facts(state).nearestEnemy(state.units.z!)).toMatchObject({ unit: 'section', figure: 'sgt' });
  });

  it('10 cm from any group he is a separate target, a group of one', () => {
    const state = withSergeant([130, 112]);
    const targets = facts(state).fireTargets(state.units.z!, state.units.z!.figures);
    expect(targets.map((t) => t.unit).sort()).toEqual(['section', 'sgt']);
  });
});

describe('T18.1, T20.2: a wall drawn as a line', () => {
  // A mealie-bag wall along y 100 (1 cm thick) from x 50 to 150; Zulus 50 cm north of it.
  const wall = { name: 'Mealie bags', type: 'fortification', shape: { polyline: [[50, 100], [150, 100]], width: 1 }, cover: 'hard' };
  const zulus = [{ id: 'z', at: [[100, 150]] as [number, number][] }];

  it('gives hard cover to the men lining it (within 2 cm) against fire from across it', () => {
    const state = table([wall], [{ id: 'line', at: row(3, 97, 98) }], zulus);
    const [target] = facts(state).fireTargets(state.units.z!, ['z/1']);
    expect(target).toMatchObject({ unit: 'line', cover: 'hard' });
  });

  it('hides the whole base of a man standing farther behind it: no clear shot', () => {
    const state = table([wall], [{ id: 'behind', at: row(3, 97, 90) }], zulus);
    expect(facts(state).fireTargets(state.units.z!, ['z/1'])).toEqual([]);
  });

  it('does not hide a man behind it from a shooter lining it himself: he fires over it (T18.1\'s 2 cm)', () => {
    const state = table([wall], [{ id: 'far', at: [[120, 70]] }], [{ id: 'z', at: [[120, 102]] }]);
    expect(facts(state).fireTargets(state.units.z!, ['z/1'])).toMatchObject([{ unit: 'far', cover: 'open' }]);
  });

  it('counts as cover for the Risk Factor "unit entirely in cover" (T24.1) against the enemy across it', () => {
    const state = table([wall], [{ id: 'line', at: row(3, 97, 98) }], zulus);
    expect(facts(state).riskSituation(state.units.line!).entirelyInCover).toBe(true);
    const open = table([], [{ id: 'line', at: row(3, 97, 98) }], zulus);
    expect(facts(open).riskSituation(open.units.line!).entirelyInCover).toBe(false);
  });
});
