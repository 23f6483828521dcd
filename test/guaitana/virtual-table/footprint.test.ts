import { describe, expect, it } from 'vitest';
import { footprintAt, footprintGap, layout, rectangle } from '../../../rulesets/guaitana/virtual-table/footprint.js';
import type { UnitState } from '../../../rulesets/guaitana/state.js';
import { battle, company } from './fixtures.js';

/** An Italian company in the given formation, from a real battle state. */
function unitIn(formation: UnitState['formation'], figures = 10, type: UnitState['type'] = 'italian-infantry', dismounted = false): UnitState {
  const state = battle({ italians: [company('a', [100, 60], { type, figures, formation })] });
  state.units['a']!.dismounted = dismounted;
  return state.units['a']!;
}

const size = (u: UnitState) => {
  const { width, depth } = layout(u);
  return [width, depth];
};

describe('unit rectangles by formation (G4.8.5: 2 × 2 cm foot, 2 × 4 cm horse and guns)', () => {
  it.each([
    ['line', 10, [20, 2]],
    ['skirmish', 10, [29, 2]],
    ['column', 10, [2, 20]],
    ['square', 12, [6, 6]],
    ['square', 8, [4, 4]],
    ['mass', 10, [8, 6]],
    ['mass', 9, [6, 6]],
  ] as const)('Italian infantry, %s of %i figures: %j cm', (formation, figures, expected) => {
    expect(size(unitIn(formation, figures))).toEqual(expected);
  });

  it('cavalry bases are 4 cm deep: a line of 6 is 12 × 4, a column 2 × 24', () => {
    expect(size(unitIn('line', 6, 'italian-cavalry'))).toEqual([12, 4]);
    expect(size(unitIn('column', 6, 'italian-cavalry'))).toEqual([2, 24]);
    expect(size(unitIn('line', 6, 'italian-cavalry', true))).toEqual([12, 2]);
  });

  it('artillery stands its guns and crew in line; the C-in-C is one mounted base', () => {
    const state = battle({ italians: [{ id: 'bty', name: 'Battery', type: 'artillery', figures: 6, guns: ['gatling', 'gatling'], at: [100, 60], order: 'defend' }] });
    expect(size(state.units['bty']!)).toEqual([16, 4]);
    expect(layout(state.units['bty']!).guns).toBe(2);
    expect(size(state.units['italians-cinc']!)).toEqual([2, 4]);
  });

  it('is turned by the facing: a line of 10 facing north runs east-west, facing east north-south', () => {
    const u = unitIn('line');
    expect(footprintAt(u, { x: 50, y: 50 }, 0).corners.map((p) => [Math.round(p.x), Math.round(p.y)])).toEqual([[40, 51], [60, 51], [60, 49], [40, 49]]);
    expect(footprintAt(u, { x: 50, y: 50 }, 90).corners.map((p) => [Math.round(p.x), Math.round(p.y)])).toEqual([[51, 60], [51, 40], [49, 40], [49, 60]]);
  });
});

describe('distance between units: closest point to closest point (G18.32)', () => {
  it('two lines face to face 10 cm apart', () => {
    expect(footprintGap(rectangle({ x: 0, y: 0 }, 0, 10, 1), rectangle({ x: 0, y: 12 }, 180, 10, 1))).toBeCloseTo(10);
  });
  it('corner to corner, diagonally', () => {
    expect(footprintGap(rectangle({ x: 0, y: 0 }, 0, 1, 1), rectangle({ x: 5, y: 6 }, 0, 1, 1))).toBeCloseTo(5);
  });
  it('a turned rectangle: its corner 2 cm from the other’s edge', () => {
    const diamond = rectangle({ x: 0, y: 0 }, 45, 1, 1);
    expect(footprintGap(diamond, rectangle({ x: Math.SQRT2 + 2 + 1, y: 0 }, 0, 1, 1))).toBeCloseTo(2);
  });
  it('touching or overlapping is 0', () => {
    expect(footprintGap(rectangle({ x: 0, y: 0 }, 0, 1, 1), rectangle({ x: 2, y: 0 }, 0, 1, 1))).toBe(0);
    expect(footprintGap(rectangle({ x: 0, y: 0 }, 30, 5, 1), rectangle({ x: 1, y: 0 }, 0, 1, 1))).toBe(0);
  });
});
