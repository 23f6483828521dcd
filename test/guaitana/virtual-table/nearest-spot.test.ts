/**
 * Hiding.nearest (the ambush-spots fact) passes over hiding places whose floor shows they cannot
 * beat the best spot so far (spot-floor.ts): it must give exactly the first of all the spots,
 * which is what the fact gave when every place was searched.
 */
import { describe, expect, it } from 'vitest';
import type { GuaitanaState } from '../../../rulesets/guaitana/state.js';
import { Board } from '../../../rulesets/guaitana/virtual-table/board.js';
import { Hiding } from '../../../rulesets/guaitana/virtual-table/hiding.js';
import { Sight } from '../../../rulesets/guaitana/virtual-table/sight.js';
import { SeededDice } from '../../../src/dice/seeded-dice.js';
import { opforOnly } from '../../../src/engine/answering.js';
import { Session } from '../../../src/engine/session.js';
import { loadScenarioFile } from '../../../src/scenario/load.js';

/** Agordat with the Dervishes played by `passive`, so their hidden units stay hidden (but for G9.9's rolls) all through the battle: the commander brings its reserve on early. */
function withHiddenReserve(seed: number) {
  const { ruleset, scenario } = loadScenarioFile('scenarios/guaitana/agordat.yaml');
  const sides = ruleset.sides(scenario);
  const commanders = Object.fromEntries(sides.map((s) => [s.id, { policy: s.id === 'dervishes' ? ('passive' as const) : ('opfor' as const), temperament: s.temperament }]));
  return Session.start(ruleset, scenario, opforOnly(sides, commanders), SeededDice.fromSeed(seed));
}

describe('the nearest ambush spot', () => {
  it('is the first of every spot, for every hidden unit, all through Agordat battles', () => {
    let compared = 0, found = 0;
    for (const seed of [1, 2]) {
      const session = withHiddenReserve(seed);
      let steps = 0;
      while (session.advance(() => ++steps % 3 === 0) === 'stopped') {
        const state = session.state as GuaitanaState;
        const board = new Board(state);
        const hiding = new Hiding(board, new Sight(board));
        for (const unit of Object.values(state.units).filter((u) => u.hidden)) {
          const all = hiding.spots(unit);
          expect(hiding.nearest(unit)).toEqual(all[0] ?? null);
          compared++;
          if (all.length > 1) found++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(found).toBeGreaterThan(5);
  });
});
