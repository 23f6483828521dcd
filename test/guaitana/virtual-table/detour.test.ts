import { describe, expect, it } from 'vitest';
import type { MoveGoal } from '../../../rulesets/guaitana/instructions.js';
import type { GuaitanaState } from '../../../rulesets/guaitana/state.js';
import { contains, distance, distanceToShape, type Point } from '../../../src/table/shapes.js';
import { ask, band, battle, company, fireTargetsOf, GuaitanaTable, rect, tell } from './fixtures.js';

function move(table: GuaitanaTable, unit: string, goal: MoveGoal, allowance: number, stopAtClose = false): void {
  tell(table, { type: 'move', unit, goal, allowance, stopAtClose });
}
const approach = (table: GuaitanaTable, unit: string, target: string) => ask(table, { id: 'approach', unit, target });
const at = (state: GuaitanaState, id: string): Point => state.units[id]!.pos!;

/** A lake 60 × 20 cm no one can cross, x 80-140, y 50-70. */
const LAKE = rect('Lake', 'impassable', 80, 50, 60, 20);
const lakeShape = { kind: 'rect', x: 80, y: 50, width: 60, depth: 20 } as const;
/** The pushed-out lake's corners are cut: the cut's end on the west side stands tan 22.5° × the clearance above the corner. */
const CUT = Math.tan(Math.PI / 8);

/**
 * G8.5, G9.6 for a unit armed with javelins: contact within its capacity (20 cm) or with the
 * Charge Bonus (+10), else a full 20 cm advance. Moves until contact; the approach before each move.
 */
function attackUntilContact(table: GuaitanaTable, state: GuaitanaState, unit: string, target: string): { turn: number; ways: number[]; path: Point[] } {
  const ways: number[] = [], path: Point[] = [at(state, unit)];
  for (let turn = 1; turn <= 10; turn++) {
    const contact = approach(table, unit, target).contact;
    ways.push(contact);
    move(table, unit, { kind: 'toward', unit: target }, contact <= 30 ? contact : 20);
    path.push(at(state, unit));
    if (ask(table, { id: 'in-contact', unit, aimedAt: target }).includes(target)) return { turn, ways, path };
  }
  return { turn: Infinity, ways, path };
}

describe('G9.3 Attack by the most direct path: round impassable ground', () => {
  it('a band attacking across a lake walks round it, 3 cm off (half its frontage), and charges home on the fourth turn', () => {
    // The band (6 × 6 cm) at (100, 100); the company's line (20 × 2 cm) at (70, 20), beyond the lake's west end.
    const state = battle({ terrain: [LAKE], italians: [company('i', [70, 20], { formation: 'line' })], natives: [band('n', [100, 100])] });
    const table = new GuaitanaTable(state);
    // Round the lake's north-west corner, at the cut's west end (77, 70 + 3 tan 22.5°), then straight down to touch the line's front (y 21).
    const corner = { x: 77, y: 70 + 3 * CUT };
    const detour = distance({ x: 100, y: 100 }, corner) + (corner.y - (21 + 3 + 0.01));
    const { turn, ways, path } = attackUntilContact(table, state, 'n', 'i');
    expect(ways[0]).toBeCloseTo(detour, 2);
    // Each 20 cm advance along the way brings contact 20 cm nearer: the fact measures the way walked.
    expect(ways.slice(1).map((w, i) => ways[i]! - w)).toEqual([20, 20, 20].map((d) => expect.closeTo(d, 2)));
    expect(turn).toBe(4);
    expect(at(state, 'n').x).toBeCloseTo(77, 5);
    // Never nearer the lake than 3 cm at any stop.
    for (const p of path) expect(distanceToShape(lakeShape, p)).toBeGreaterThan(3 - 1e-9);
    expect(path[2]).toMatchObject({ x: expect.closeTo(77, 5) });
  });

  it('ground impassable for horsemen only (buildings, G5.1): horse go round it', () => {
    // The village lies between the horse (6 figures, 6 × 8 cm) at (110, 100) and the line at (110, 20).
    const village = { kind: 'rect', x: 80, y: 50, width: 60, depth: 20 } as const;
    const state = battle({ terrain: [rect('Village', 'buildings', 80, 50, 60, 20)], italians: [company('i', [110, 20], { formation: 'line' })], natives: [band('h', [110, 100], { type: 'native-cavalry', figures: 6 })] });
    const table = new GuaitanaTable(state);
    // round the west end, 3 cm off: (77, 73) and (77, 47), then to the line's nearest point; straight down it would be 75
    const way = approach(table, 'h', 'i').contact;
    expect(way).toBeGreaterThan(95);
    expect(way).toBeLessThan(105);
    move(table, 'h', { kind: 'toward', unit: 'i' }, 60);
    expect(at(state, 'h').x).toBeCloseTo(77, 0);
    expect(distanceToShape(village, at(state, 'h'))).toBeGreaterThan(2.9);
  });

  it('the Close range of a rifle company is measured along the way round, and the company halts there', () => {
    // Italians attack north across the lake; the company (rifles, Close 30 cm) advances 10 cm a turn, stopping at Close range.
    const state = battle({ terrain: [LAKE], italians: [company('c', [110, 30], { formation: 'column' })], natives: [band('n', [150, 100])] });
    const table = new GuaitanaTable(state);
    const closes: number[] = [];
    for (let turn = 0; turn < 10 && (closes.at(-1) ?? 1) > 0; turn++) {
      closes.push(approach(table, 'c', 'n').close!);
      move(table, 'c', { kind: 'toward', unit: 'n' }, 10, true);
    }
    expect(closes[0]).toBeGreaterThan(10);
    // Each 10 cm advance brings Close range 10 cm nearer, until the last, which halts at it.
    const steps = closes.slice(1, -1).map((w, i) => closes[i]! - w);
    expect(steps).toEqual(steps.map(() => expect.closeTo(10, 1)));
    expect(closes.at(-1)).toBe(0);
    expect(fireTargetsOf(table, 'c')[0]).toMatchObject({ unit: 'n', band: 'close' });
  });

  it('a unit stopped at the water’s edge walks round along it', () => {
    // A Move order ran it into the lake's north shore; attacking now, it goes round the west end.
    const state = battle({ terrain: [LAKE], italians: [company('i', [70, 20], { formation: 'line' })], natives: [band('n', [100, 100], { order: { move: [[100, 0]] } })] });
    const table = new GuaitanaTable(state);
    move(table, 'n', { kind: 'path' }, 40);
    expect(at(state, 'n').y).toBeCloseTo(70, 5);
    const { turn, ways, path } = attackUntilContact(table, state, 'n', 'i');
    expect(ways[0]).toBeLessThan(Infinity);
    expect(ways.slice(1).map((w, i) => ways[i]! - w)).toEqual(ways.slice(1).map(() => expect.closeTo(20, 0)));
    expect(turn).toBe(ways.length);
    for (const p of path) expect(contains(lakeShape, p)).toBe(false);
  });

  it('through a ford between two stretches of a river when it fits, round nothing when it does not', () => {
    // An impassable river right across the table, its ford 14 cm wide at x 83-97 (the lines' rounded ends 3 cm).
    const river = [
      { name: 'River west', type: 'impassable', shape: { polyline: [[0, 60], [80, 60]], width: 6 } },
      { name: 'River east', type: 'impassable', shape: { polyline: [[100, 60], [200, 60]], width: 6 } },
    ];
    const column = battle({ terrain: river, italians: [company('i', [150, 20], { formation: 'line' })], natives: [band('n', [150, 100], { formation: 'column' })] });
    const through = new GuaitanaTable(column);
    // The column (2 cm wide, 18 deep) keeps 1 cm off the banks, by the east bank's end at (97, 60).
    const ford = approach(through, 'n', 'i').contact, bank = { x: 97, y: 60 };
    const centres = distance({ x: 150, y: 100 }, bank) + distance(bank, { x: 150, y: 20 });
    expect(ford).toBeGreaterThan(centres - 2 * 9 - 1);
    expect(ford).toBeLessThan(centres);
    const { turn, ways, path } = attackUntilContact(through, column, 'n', 'i');
    expect(ways.slice(1).map((w, i) => ways[i]! - w)).toEqual(ways.slice(1).map(() => expect.closeTo(20, 1)));
    expect(turn).toBe(Math.ceil((ford - 30) / 20) + 1);
    for (const p of path) expect(Math.abs(p.y - 60)).toBeGreaterThan(3);
    // A line of 9 (18 cm wide) needs 18 cm: the ford is too narrow, the table edge closes the rest.
    const line = battle({ terrain: river, italians: [company('i', [150, 20], { formation: 'line' })], natives: [band('n', [150, 100], { formation: 'line' })] });
    const barred = new GuaitanaTable(line);
    expect(approach(barred, 'n', 'i').contact).toBe(Infinity);
    move(barred, 'n', { kind: 'toward', unit: 'i' }, 50);
    expect(at(line, 'n')).toMatchObject({ x: expect.closeTo(150, 5), y: expect.closeTo(63, 5) });
  });

  it('with no way round (the target ringed by impassable ground) it stops at the edge as before', () => {
    const ring = [rect('North', 'impassable', 40, 40, 60, 5), rect('South', 'impassable', 40, 5, 60, 5), rect('West', 'impassable', 40, 5, 5, 40), rect('East', 'impassable', 95, 5, 5, 40)];
    const state = battle({ terrain: ring, italians: [company('i', [70, 25], { formation: 'column' })], natives: [band('n', [70, 100])] });
    const table = new GuaitanaTable(state);
    expect(approach(table, 'n', 'i')).toEqual({ contact: Infinity, close: Infinity });
    move(table, 'n', { kind: 'toward', unit: 'i' }, 100);
    expect(at(state, 'n')).toMatchObject({ x: 70, y: expect.closeTo(45, 5) });
  });

  it('G8.4: a unit going to its Defend point across a ditch goes round the ditch’s end', () => {
    const ditch = { name: 'Ditch', type: 'impassable', shape: { polyline: [[60, 40], [110, 40]], width: 2 } };
    const state = battle({ terrain: [ditch], italians: [company('c', [100, 32], { formation: 'column' })] });
    const table = new GuaitanaTable(state);
    move(table, 'c', { kind: 'point', point: { x: 100, y: 46 } }, 40);
    expect(at(state, 'c')).toEqual({ x: expect.closeTo(100, 9), y: expect.closeTo(46, 9) });
  });

  it('a bridge on the straight way is crossed, not gone round', () => {
    const bridge = { name: 'Bridge', type: 'road', shape: { polyline: [[100, 40], [100, 80]], width: 8 } };
    const state = battle({ terrain: [LAKE, bridge], italians: [company('i', [100, 20], { formation: 'line' })], natives: [band('n', [100, 100], { formation: 'column' })] });
    const table = new GuaitanaTable(state);
    // Straight: the column's front (y 91) to the line's front (y 21).
    expect(approach(table, 'n', 'i').contact).toBeCloseTo(70, 1);
  });

  it('with impassable ground off the way, moves and distances are exactly those of the open table', () => {
    const aside = rect('Pond', 'impassable', 150, 90, 20, 10);
    const run = (terrain: Record<string, unknown>[]) => {
      const state = battle({ terrain, italians: [company('i', [70, 20], { formation: 'line' })], natives: [band('n', [100, 100])] });
      const table = new GuaitanaTable(state);
      return attackUntilContact(table, state, 'n', 'i');
    };
    expect(run([aside])).toEqual(run([]));
  });

  it('a Move order still walks its mapped line into the lake’s edge and stops there (G8.3)', () => {
    const state = battle({ terrain: [LAKE], italians: [company('c', [100, 20], { order: { move: [[100, 100]] } })] });
    move(new GuaitanaTable(state), 'c', { kind: 'path' }, 60);
    expect(at(state, 'c')).toMatchObject({ x: 100, y: expect.closeTo(50, 5) });
  });
});
