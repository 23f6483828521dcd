import { describe, it, expect } from 'vitest';
import {
  angleBetween, bearing, contains, moveAlong, pointToward, type MoveTerrain, type Point, type Shape,
} from '../../src/table/index.js';

const p = (x: number, y: number): Point => ({ x, y });
const open: MoveTerrain = { costAt: () => 1, barriers: [] };
/** Difficult going between x 10 and 15. */
const wood: Shape = { kind: 'rect', x: 10, y: -10, width: 5, depth: 20 };
const inWood: MoveTerrain = { costAt: (q) => (contains(wood, q) ? 2 : 1), barriers: [] };
/** An impassable river between x 10 and 14. */
const river: Shape = { kind: 'rect', x: 10, y: -10, width: 4, depth: 20 };
const riverBank: MoveTerrain = { costAt: (q) => (contains(river, q) ? Infinity : 1), barriers: [] };
const fence = (width: number): Shape => ({ kind: 'polyline', points: [p(10, -10), p(10, 10)], width });

describe('moveAlong over open ground', () => {
  it('spends the whole allowance', () => {
    const r = moveAlong(p(0, 0), p(40, 0), 25, open);
    expect(r.end.x).toBeCloseTo(25, 9);
    expect(r.end.y).toBe(0);
    expect(r.travelled).toBeCloseTo(25, 9);
    expect(r.spent).toBeCloseTo(25, 9);
    expect(r.blocked).toBe(false);
  });
  it('never goes past the destination', () => {
    const r = moveAlong(p(0, 0), p(6, 8), 25, open);
    expect(r.end).toEqual(p(6, 8));
    expect(r.travelled).toBeCloseTo(10, 9);
    expect(r.spent).toBeCloseTo(10, 9);
  });
  it('pays for a final part-step rather than stopping a step short', () => {
    expect(moveAlong(p(0, 0), p(40, 0), 20.3, open).travelled).toBeCloseTo(20.3, 9);
  });
  it('stays put when there is nowhere to go', () => {
    expect(moveAlong(p(3, 3), p(3, 3), 25, open)).toEqual({ end: p(3, 3), travelled: 0, spent: 0, blocked: false });
  });
});

describe('moveAlong through difficult going', () => {
  it('25 cm allowance with 5 cm of wood costing double travels 20 cm', () => {
    // 10 open (10) + 5 wood (10) + 5 open (5) = 25 spent.
    const r = moveAlong(p(0, 0), p(40, 0), 25, inWood);
    expect(r.travelled).toBeCloseTo(20, 9);
    expect(r.spent).toBeCloseTo(25, 9);
    expect(r.blocked).toBe(false);
  });
  it('gives the same answer with a coarser step', () => {
    expect(moveAlong(p(0, 0), p(40, 0), 25, inWood, 1).travelled).toBeCloseTo(20, 9);
  });
  it('stops part-way into the wood when the allowance runs out there', () => {
    // 10 open, then 2 cm left buys 1 cm of wood.
    expect(moveAlong(p(0, 0), p(40, 0), 12, inWood).travelled).toBeCloseTo(11, 9);
  });
});

describe('moveAlong: the last part-step', () => {
  /** Difficult going up to x 10.2, open beyond: a step of 0.5 from 10 has its middle (10.25) in the open. */
  const woodBehind: MoveTerrain = { costAt: (q) => (q.x < 10.2 ? 2 : 1), barriers: [] };

  it('is priced at its own middle, so a walk that ends where it stopped pays no more than the allowance', () => {
    // 10 cm of wood cost 20; 0.3 left. Priced at the whole step's middle (open) it went to 10.3,
    // through 0.2 cm of wood paid as open; at its own middle (wood) it buys 0.15 cm.
    const r = moveAlong(p(0, 0), p(20, 0), 20.3, woodBehind);
    expect(r.travelled).toBeCloseTo(10.15, 9);
    expect(r.spent).toBeCloseTo(20.3, 9);
    const again = moveAlong(p(0, 0), r.end, Infinity, woodBehind);
    expect(again.spent).toBeLessThanOrEqual(20.3 + 1e-9);
  });

  it('whose own middle is in the open pays the open rate', () => {
    // 20 for the wood to 10, 0.5 for the step to 10.5 (priced at 10.25, open), then 0.4 left buys 0.4 cm of open ground
    const r = moveAlong(p(0, 0), p(20, 0), 20.9, woodBehind);
    expect(r.travelled).toBeCloseTo(10.9, 9);
    expect(moveAlong(p(0, 0), r.end, Infinity, woodBehind).spent).toBeLessThanOrEqual(20.9 + 1e-9);
  });
});

describe('moveAlong over barriers', () => {
  it('a fence costing 6.25 leaves 18.75 cm of a 25 cm move', () => {
    const r = moveAlong(p(0, 0), p(40, 0), 25, { costAt: () => 1, barriers: [{ shape: fence(0), cost: 6.25 }] });
    expect(r.travelled).toBeCloseTo(18.75, 9);
    expect(r.spent).toBeCloseTo(25, 9);
  });
  it('charges at the near side of a thick barrier, and stops there when it cannot pay', () => {
    const terrain: MoveTerrain = { costAt: () => 1, barriers: [{ shape: fence(1), cost: 6.25 }] };
    expect(moveAlong(p(0, 0), p(40, 0), 25, terrain).travelled).toBeCloseTo(18.75, 9);
    const r = moveAlong(p(0, 0), p(40, 0), 12, terrain);
    expect(r.travelled).toBeCloseTo(9.5, 9);
    expect(r.spent).toBeCloseTo(9.5, 9);
    expect(r.blocked).toBe(false);
  });
  it('a barrier the path runs alongside, or never reaches, costs nothing', () => {
    const alongside: Shape = { kind: 'polyline', points: [p(0, 2), p(40, 2)], width: 1 };
    const beyond: Shape = { kind: 'polyline', points: [p(10, 5), p(10, 20)], width: 1 };
    const terrain: MoveTerrain = { costAt: () => 1, barriers: [{ shape: alongside, cost: 6.25 }, { shape: beyond, cost: 6.25 }] };
    expect(moveAlong(p(0, 0), p(40, 0), 25, terrain).travelled).toBeCloseTo(25, 9);
  });
  it('an impassable barrier blocks', () => {
    const r = moveAlong(p(0, 0), p(40, 0), 25, { costAt: () => 1, barriers: [{ shape: fence(0), cost: Infinity }] });
    expect(r.travelled).toBeCloseTo(10, 9);
    expect(r.blocked).toBe(true);
  });
});

describe('moveAlong against impassable ground', () => {
  it('an impassable river stops the walk at its bank', () => {
    const r = moveAlong(p(0, 0), p(40, 0), 25, riverBank);
    expect(r.travelled).toBeCloseTo(10, 6);
    expect(r.travelled).toBeLessThan(10);
    expect(r.spent).toBeCloseTo(10, 6);
    expect(r.blocked).toBe(true);
  });
  it('finds a bank that falls part-way through a step', () => {
    const r = moveAlong(p(0.2, 0), p(40, 0), 25, riverBank);
    expect(r.end.x).toBeCloseTo(10, 6);
    expect(r.blocked).toBe(true);
  });
  it('does not step over an impassable sliver narrower than a step', () => {
    const cleft: Shape = { kind: 'rect', x: 10.1, y: -10, width: 0.2, depth: 20 };
    const r = moveAlong(p(0, 0), p(40, 0), 25, { costAt: (q) => (contains(cleft, q) ? Infinity : 1), barriers: [] });
    expect(r.travelled).toBeCloseTo(10.1, 6);
    expect(r.blocked).toBe(true);
  });
  it('is not blocked when the allowance runs out first', () => {
    const r = moveAlong(p(0, 0), p(40, 0), 8, riverBank);
    expect(r.travelled).toBeCloseTo(8, 9);
    expect(r.blocked).toBe(false);
  });
});

describe('pointToward, bearing, angleBetween', () => {
  it('pointToward moves along the line, backwards for negative distances', () => {
    expect(pointToward(p(0, 0), p(3, 4), 10)).toEqual(p(6, 8));
    expect(pointToward(p(0, 0), p(3, 4), -5)).toEqual(p(-3, -4));
    const here = p(2, 2);
    expect(pointToward(here, p(2, 2), 5)).toBe(here);
  });
  it('bearing is measured from +x towards +y', () => {
    expect(bearing(p(0, 0), p(0, 5))).toBeCloseTo(Math.PI / 2, 12);
    expect(bearing(p(1, 1), p(-4, 1))).toBeCloseTo(Math.PI, 12);
  });
  it('angleBetween wraps round to the short way', () => {
    expect(angleBetween(0.1, 2 * Math.PI - 0.1)).toBeCloseTo(0.2, 12);
    expect(angleBetween(-Math.PI / 2, Math.PI / 2)).toBeCloseTo(Math.PI, 12);
    expect(angleBetween(3, -3)).toBeCloseTo(2 * Math.PI - 6, 12);
  });
});

describe('moveAlong with the costAlong shortcut', () => {
  it('gives exactly the walk that pricing every step gives', () => {
    let asked = 0;
    const counted: MoveTerrain = { costAt: () => (asked++, 1), costAlong: () => 1, barriers: [] };
    for (const [to, allowance] of [[p(40, 3), 25], [p(6, 8), 25], [p(-17.3, 9.1), 12.5], [p(0.2, 0.1), 7.5]] as const) {
      expect(moveAlong(p(0, 0), to, allowance, counted)).toEqual(moveAlong(p(0, 0), to, allowance, open));
    }
    expect(asked).toBe(0);
  });

  it('is not used when it has no single answer for the segment', () => {
    const mixed: MoveTerrain = { ...inWood, costAlong: () => undefined };
    expect(moveAlong(p(0, 0), p(40, 0), 25, mixed)).toEqual(moveAlong(p(0, 0), p(40, 0), 25, inWood));
  });
});
