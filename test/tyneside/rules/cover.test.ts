import { describe, expect, it } from 'vitest';
import { givesCover, nearestCoverWithin } from '../../../rulesets/tyneside/rules/cover.js';
import { tynesideFeature } from '../../../rulesets/tyneside/terrain.js';

/** A square feature 10 cm a side with its west edge at x. */
const square = (name: string, type: 'woods' | 'rough' | 'impassable', x: number, extra: object = {}) =>
  tynesideFeature({ name, type, shape: { polygon: [[x, 0], [x + 10, 0], [x + 10, 10], [x, 10]] }, ...extra } as never);

describe('T28 COVER: where cover is', () => {
  const wood = square('Wood', 'woods', 30);
  const field = square('Field', 'rough', 10, { cover: 'none' });
  // a crag that would give hard cover, but no figure can stand in it
  const crag = square('Crag', 'impassable', 20, { cover: 'hard' });

  it('cover is a feature giving soft or hard cover that can be entered', () => {
    expect([wood, field, crag].map(givesCover)).toEqual([true, false, false]);
  });

  it('the nearest such feature within the move, measured from the point to its edge; none beyond the move', () => {
    const at = { x: 0, y: 5 };
    expect(nearestCoverWithin([field, crag, wood], at, 30)?.name).toBe('Wood');
    expect(nearestCoverWithin([field, crag, wood], at, 29.9)).toBeNull();
  });
});
