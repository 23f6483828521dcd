/** T8.1, T9.1, T10 command tables. */
import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_COST,
  COMMAND_DICE,
  COMMAND_DICE_MODIFIERS,
  COMMAND_DISTANCE_CM,
} from '../../../rulesets/tyneside/tables/command.js';

describe('command tables', () => {
  it('T8.1 Hero 4D6, Veteran 3D6, Raw 2D6', () => {
    expect(COMMAND_DICE).toEqual({ hero: 4, veteran: 3, raw: 2 });
  });
  it('T8.2 −1 die, T8.3 +1 die', () => {
    expect(COMMAND_DICE_MODIFIERS.officerBusy.dice).toBe(-1);
    expect(COMMAND_DICE_MODIFIERS.musician.dice).toBe(1);
  });
  it('T9.1 open 50 cm, enclosed 25 cm', () => {
    expect(COMMAND_DISTANCE_CM).toEqual({ open: 50, enclosed: 25 });
  });
  it('T10 loyal 1, disloyal 2, router 2', () => {
    expect(ACTIVATION_COST).toEqual({ loyal: 1, disloyal: 2, router: 2 });
  });
});
