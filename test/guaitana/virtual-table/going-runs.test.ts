/**
 * The going hands a walk its runs (how far on a cost surely holds, for the steps taken at once):
 * walks over every shipped Guaitana scenario's ground must end, spend and stop exactly as walks
 * that price every step.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import type { GuaitanaState } from '../../../rulesets/guaitana/state.js';
import { Board } from '../../../rulesets/guaitana/virtual-table/board.js';
import { moveAlong, type MoveTerrain } from '../../../src/table/move-along.js';
import { loadScenarioFile } from '../../../src/scenario/load.js';

/** The same ground, its runs left out: every step priced. */
const stepByStep = (terrain: MoveTerrain): MoveTerrain => ({
  ...terrain,
  costNear: (a, b) => {
    const near = terrain.costNear!(a, b);
    return { costAt: near.costAt, passable: near.passable };
  },
});

describe('Guaitana walks in runs', () => {
  it('end, spend and stop as walks priced step by step, for every unit of every shipped scenario', () => {
    const random = seedrandom('going runs');
    let rough = 0;
    for (const name of ['agordat', 'baggage-train', 'dogali', 'mirror']) {
      const { ruleset, scenario } = loadScenarioFile(`scenarios/guaitana/${name}.yaml`);
      const state = ruleset.newBattle(scenario) as GuaitanaState;
      const board = new Board(state);
      const units = Object.values(state.units);
      for (let round = 0; round < 150; round++) {
        const unit = units[round % units.length]!;
        const a = { x: random() * state.table.width, y: random() * state.table.depth };
        const b = { x: random() * state.table.width, y: random() * state.table.depth };
        const terrain = board.going.terrain(unit, a, b), allowance = round % 3 === 0 ? Infinity : random() * 60;
        const walk = moveAlong(a, b, allowance, terrain);
        expect(walk).toEqual(moveAlong(a, b, allowance, stepByStep(terrain)));
        if (walk.spent > walk.travelled + 1) rough++;
      }
    }
    expect(rough).toBeGreaterThan(20);
  });
});
