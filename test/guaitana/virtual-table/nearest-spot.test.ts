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
import { aiBattle } from '../../helpers/battle.js';

describe('the nearest ambush spot', () => {
  it('is the first of every spot, for every hidden unit, all through Agordat battles', () => {
    let compared = 0, found = 0;
    for (const seed of [1, 2]) {
      const { session } = aiBattle('guaitana/agordat', seed);
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
