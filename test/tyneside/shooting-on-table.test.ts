import { describe, expect, it } from 'vitest';
import { facts, row, table } from './table-fixture.js';

/** What the virtual table finds to shoot at: T22.3 leaders with their groups. */

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
