import { describe, it, expect } from 'vitest';
import { lineClear, obstacle, partVisible, wholeBaseVisible, type Disc, type Obstacle, type Point, type Shape } from '../../src/table/index.js';

const p = (x: number, y: number): Point => ({ x, y });
const building: Obstacle = { shape: { kind: 'rect', x: 10, y: -5, width: 10, depth: 10 }, blocks: true };
const wood: Obstacle = { shape: { kind: 'rect', x: 10, y: -5, width: 10, depth: 10 }, blocks: false };
const disc = (x: number, y: number, r: number, id = 'x'): Disc => ({ c: p(x, y), r, id });

describe('lineClear against terrain', () => {
  it('a building between blocks; a line past it does not', () => {
    expect(lineClear(p(0, 0), p(30, 0), [building], [], 2)).toBe(false);
    expect(lineClear(p(0, 10), p(30, 10), [building], [], 2)).toBe(true);
  });
  it('non-blocking terrain does not block', () => {
    expect(lineClear(p(0, 0), p(30, 0), [wood], [], 2)).toBe(true);
  });
  it('a building holding either end does not block', () => {
    expect(lineClear(p(15, 0), p(30, 0), [building], [], 0)).toBe(true);
    expect(lineClear(p(0, 0), p(15, 0), [building], [], 0)).toBe(true);
  });
  it('a blocking wall one stands right behind is looked over; a distant one is not', () => {
    const wallAt = (x: number): Obstacle => ({ shape: { kind: 'polyline', points: [p(x, -10), p(x, 10)], width: 0.5 }, blocks: true });
    expect(lineClear(p(0, 0), p(30, 0), [wallAt(1.5)], [], 2)).toBe(true);
    expect(lineClear(p(0, 0), p(30, 0), [wallAt(10)], [], 2)).toBe(false);
    expect(lineClear(p(0, 0), p(30, 0), [wallAt(1.5)], [], 0)).toBe(false);
  });
});

describe('lineClear against figures', () => {
  it('a figure disc in the way blocks; one beside the line does not', () => {
    expect(lineClear(p(0, 0), p(30, 0), [], [disc(15, 0, 1.25)], 2)).toBe(false);
    expect(lineClear(p(0, 0), p(30, 0), [], [disc(15, 2, 1.25)], 2)).toBe(true);
  });
  it('the 2 cm exception: a comrade whose base edge is within 2 cm of the shooter is ignored', () => {
    // Edge 1.5 cm away: ignored at 2 cm, not at 0.
    expect(lineClear(p(0, 0), p(30, 0), [], [disc(2.5, 0, 1)], 2)).toBe(true);
    expect(lineClear(p(0, 0), p(30, 0), [], [disc(2.5, 0, 1)], 0)).toBe(false);
    // Edge 3 cm away: blocks.
    expect(lineClear(p(0, 0), p(30, 0), [], [disc(4, 0, 1)], 2)).toBe(false);
  });
});

describe('wholeBaseVisible and partVisible', () => {
  const target = disc(40, 0, 2, 'target');
  it('an open field shows the whole base', () => {
    expect(wholeBaseVisible(p(0, 0), target, [], [], 2)).toBe(true);
    expect(partVisible(p(0, 0), target, [], [], 2)).toBe(true);
  });
  it('a target half hidden by a building corner is partly but not wholly visible', () => {
    // The sight line to the rim point (40, 2) climbs to y = 1 at x = 20, into the building's corner.
    const corner: Obstacle = { shape: { kind: 'rect', x: 20, y: 0.5, width: 5, depth: 10 }, blocks: true };
    expect(wholeBaseVisible(p(0, 0), target, [corner], [], 2)).toBe(false);
    expect(partVisible(p(0, 0), target, [corner], [], 2)).toBe(true);
  });
  it('a target wholly behind a building is not visible at all', () => {
    const wall: Obstacle = { shape: { kind: 'rect', x: 20, y: -5, width: 5, depth: 10 }, blocks: true };
    expect(partVisible(p(0, 0), target, [wall], [], 2)).toBe(false);
    expect(wholeBaseVisible(p(0, 0), target, [building], [], 2)).toBe(false);
  });
  it('a figure half across the line hides part of the base', () => {
    const blocker = disc(20, 1, 0.6);
    expect(wholeBaseVisible(p(0, 0), target, [], [blocker], 2)).toBe(false);
    expect(partVisible(p(0, 0), target, [], [blocker], 2)).toBe(true);
  });
  it('comrades in base contact beside the target do not hide it', () => {
    const left = disc(40, 4, 2), right = disc(40, -4, 2);
    expect(wholeBaseVisible(p(0, 0), target, [], [left, right], 2)).toBe(true);
  });
});

describe('the target among the other figures', () => {
  it('does not hide itself: its own disc in `others` is passed over by id', () => {
    const target = { c: { x: 20, y: 0 }, r: 1.25, id: 'target' };
    const shooter = { c: { x: 0, y: 0 }, r: 1.25, id: 'shooter' };
    expect(wholeBaseVisible(shooter.c, target, [], [shooter, target], 2)).toBe(true);
    const comrade = { c: { x: 10, y: 0 }, r: 1.25, id: 'comrade' };
    expect(wholeBaseVisible(shooter.c, target, [], [shooter, target, comrade], 2)).toBe(false);
  });
});

describe('obstacle boxes', () => {
  it('an obstacle built with its box blocks exactly the lines the bare shape blocks', () => {
    const shapes: Shape[] = [
      { kind: 'rect', x: 10, y: -5, width: 10, depth: 10 },
      { kind: 'circle', x: 15, y: 0, radius: 4 },
      { kind: 'polygon', points: [p(10, -5), p(20, -5), p(15, 6)] },
      { kind: 'polyline', points: [p(15, -10), p(15, 10)], width: 0.5 },
    ];
    const lines = [[p(0, 0), p(30, 0)], [p(0, 6), p(30, 6)], [p(0, 5), p(30, 5)], [p(0, 20), p(30, 20)], [p(9, -6), p(21, 6.5)], [p(0, -10), p(30, 10)]] as const;
    for (const shape of shapes) {
      const bare: Obstacle = { shape, blocks: true };
      for (const [a, b] of lines) expect(lineClear(a, b, [obstacle(shape, true)], [], 0)).toBe(lineClear(a, b, [bare], [], 0));
    }
  });
});
