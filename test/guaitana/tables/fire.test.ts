/** G11.7 base hit chance and G11.8 modifiers, every line. */
import { describe, expect, it } from 'vitest';
import { FIRE_BASE, FIRE_MODIFIER_IDS, FIRE_MODIFIERS } from '../../../rulesets/guaitana/tables/fire.js';

describe('G11.7 base hit chance', () => {
  it.each([
    ['close', 3, false],
    ['long', 2, true],
    ['extreme', 1, true],
  ] as const)('%s: hit on %i or less, half the figures fire: %s', (band, chance, halves) => {
    expect(FIRE_BASE[band]).toEqual({ chance, halves });
  });
});

// prettier-ignore
const MODS = [
  ['veteran',          +1],
  ['recruit',          -1],
  ['mounted',          -1],
  ['retreating',       -1],
  ['target-skirmish',  -1],
  ['target-square',    +1],
  ['target-cover',     -1],
  ['target-mounted',   +1],
  ['target-artillery', -1],
] as const;

describe('G11.8 fire modifiers', () => {
  it('lists the nine in printed order', () => {
    expect(FIRE_MODIFIER_IDS).toEqual(MODS.map((m) => m[0]));
  });
  it.each(MODS)('%s: %i', (id, value) => {
    expect(FIRE_MODIFIERS[id].value).toBe(value);
    expect(FIRE_MODIFIERS[id].rule).toMatch(/^G11\.8/);
    expect(FIRE_MODIFIERS[id].label.length).toBeGreaterThan(0);
  });
});
