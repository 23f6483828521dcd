import { describe, expect, it } from 'vitest';
import { screensPerTurn } from '../helpers/screens.js';

/**
 * Screens a turn at a real table (both half-turns, opfor's and the player's): every shipped
 * scenario, seeds 1-3, four turns each, every screen answered with its offered reply. The
 * budget the project aims at is 40 a Tyneside turn and 30 a Guaitana turn; `most` is what each
 * scenario takes today, no more than its budget once it is met, so that no change adds screens
 * unseen (the README gives the figures).
 */
const SCENARIOS: { name: string; budget: number; most: number }[] = [
  { name: 'tyneside/mission-station', budget: 40, most: 31 },
  { name: 'tyneside/bush-ambush', budget: 40, most: 22 },
  { name: 'tyneside/river-crossing', budget: 40, most: 39 },
  // Guaitana: opfor's commander plays more of the toolbox (attack tests, messengers riding, reserves appearing), each a question at a real table
  { name: 'guaitana/dogali', budget: 30, most: 49 },
  { name: 'guaitana/agordat', budget: 30, most: 51 },
  { name: 'guaitana/baggage-train', budget: 30, most: 50 },
];

describe.each(SCENARIOS)('$name at a real table', ({ name, budget, most }) => {
  it(`takes at most ${most} screens a turn (the budget: ${budget})`, () => {
    const turns = [1, 2, 3].flatMap((seed) => screensPerTurn(name, seed, 4).perTurn);
    expect(turns).toHaveLength(12);
    expect(Math.max(...turns)).toBeLessThanOrEqual(most);
  }, 120_000);
});
