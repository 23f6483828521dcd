/** T15.1–T15.4 movement table. */
import { describe, expect, it } from 'vitest';
import {
  BARRIER_FRACTION,
  DIFFICULT_GOING_FACTOR,
  HALF_SPEED_FRACTION,
  MAX_MOVE_CM,
} from '../../../rulesets/tyneside/tables/movement.js';

describe('T15 movement', () => {
  it('T15.1 maximum moves', () => {
    expect(MAX_MOVE_CM).toEqual({
      foot: 25,
      wounded: 20,
      civilian: 20,
      'civilian-skirts-down': 15,
      'horsed-open': 40,
    });
  });
  it('T15.2 difficult going counts double', () => expect(DIFFICULT_GOING_FACTOR).toBe(2));
  it('T15.3 a low barrier takes ¼ move', () => expect(BARRIER_FRACTION).toBe(0.25));
  it('T15.4 half speed is ½ move', () => expect(HALF_SPEED_FRACTION).toBe(0.5));
});
