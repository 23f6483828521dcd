import { describe, expect, it } from 'vitest';
import { lineLength, passesThrough, pieces, pushedOut, shortestPath, type Convex, type Point } from '../../src/table/index.js';

const p = (x: number, y: number): Point => ({ x, y });
const table = { minX: 0, minY: 0, maxX: 100, maxY: 100 };
const anyLeg = (): boolean => true;
/** A rect obstacle as the search takes it (pushed out by nothing). */
const block = (x: number, y: number, width: number, depth: number): Convex => pushedOut(pieces({ kind: 'rect', x, y, width, depth })[0]!, 0);

describe('the shortest way round convex obstacles', () => {
  it('with nothing in the way, straight to the goal', () => {
    expect(shortestPath(p(10, 10), () => p(90, 90), [], table, anyLeg)).toEqual([p(90, 90)]);
  });

  it('round a block by its nearer corners', () => {
    // From (50, 90) to (50, 10) past a block spanning x 40-70: round its west side, by (40, 70) and (40, 30).
    const way = shortestPath(p(50, 90), () => p(50, 10), [block(40, 30, 30, 40)], table, anyLeg)!;
    expect(way).toEqual([p(40, 70), p(40, 30), p(50, 10)]);
    expect(lineLength(p(50, 90), way)).toBeCloseTo(2 * Math.hypot(10, 20) + 40, 9);
  });

  it('the goal as seen from each corner: the last leg runs to the goal’s nearest point', () => {
    // The goal is the line y = 10: from the corner (40, 70), straight down the block's side.
    const way = shortestPath(p(50, 90), (q) => p(q.x, 10), [block(40, 30, 30, 40)], table, anyLeg)!;
    expect(way).toEqual([p(40, 70), p(40, 10)]);
  });

  it('between two blocks through the gap, not round both', () => {
    const way = shortestPath(p(20, 90), () => p(80, 10), [block(0, 40, 45, 20), block(55, 40, 45, 20)], table, anyLeg)!;
    expect(way).toEqual([p(45, 60), p(55, 40), p(80, 10)]);
  });

  it('none when the obstacles close the table from edge to edge', () => {
    expect(shortestPath(p(50, 90), () => p(50, 10), [block(-5, 40, 110, 20)], table, anyLeg)).toBeNull();
  });

  it('from inside an obstacle (a unit nearer the ground than its clearance) it leaves by the legs the caller opens', () => {
    // The ground 35-65 pushed out by 5: the unit at (45, 67) stands 2 cm off it.
    const ground = block(35, 35, 30, 30), asked: [Point, Point, boolean][] = [];
    const way = shortestPath(p(45, 67), () => p(50, 10), [block(30, 30, 40, 40)], table, (a, b, toGoal) => {
      asked.push([a, b, toGoal]);
      return !passesThrough(ground, a, b);
    });
    expect(way).toEqual([p(30, 70), p(30, 30), p(50, 10)]);
    expect(asked).toContainEqual([p(45, 67), p(50, 10), true]);
    expect(asked).toContainEqual([p(45, 67), p(30, 30), false]);
  });

  it('is the same way every time, ties to the first corner', () => {
    const obstacles = [block(40, 40, 20, 20)];
    const first = shortestPath(p(50, 90), () => p(50, 10), obstacles, table, anyLeg);
    expect(shortestPath(p(50, 90), () => p(50, 10), obstacles, table, anyLeg)).toEqual(first);
    expect(first![0]!.x).toBe(40);
  });
});
