/** T20.1 to-hit table, every cell. */
import { describe, expect, it } from 'vitest';
import { TO_HIT } from '../../../rulesets/tyneside/tables/to-hit.js';

// prettier-ignore
const GRID = [
  //         Open  Soft  Hard
  ['short',  2,    4,    6],
  ['medium', 4,    6,    7],
  ['long',   6,    7,    8],
] as const;

describe('T20.1 to hit (D8)', () => {
  it.each(GRID.flatMap(([band, open, soft, hard]) => [
    { band, cover: 'open', needed: open },
    { band, cover: 'soft', needed: soft },
    { band, cover: 'hard', needed: hard },
  ] as const))('$band range, $cover → $needed', ({ band, cover, needed }) => {
    expect(TO_HIT[band][cover]).toBe(needed);
  });
});
