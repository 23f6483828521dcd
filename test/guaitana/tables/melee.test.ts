/** G12.3 base hit chance and G12.4 modifiers, every line. */
import { describe, expect, it } from 'vitest';
import { MELEE_BASE, MELEE_MODIFIER_IDS, MELEE_MODIFIERS } from '../../../rulesets/guaitana/tables/melee.js';

// prettier-ignore
const MODS = [
  ['veteran',             +1, 'a Veteran unit'],
  ['recruit',             -1, 'a Recruit unit'],
  ['lance-charge',        +1, 'that cavalry'],
  ['flanked',             -1, 'the unit so contacted'],
  ['target-skirmish',     +1, 'the unit fighting it'],
  ['target-square',       -1, 'the unit fighting it'],
  ['target-closed',       -1, 'the unit fighting it'],
  ['stationary-vs-mover', +1, 'the stationary unit'],
  ['surprised',           -1, 'that unit'],
  ['retreating',          -1, 'that unit'],
] as const;

describe('G12.3–G12.4 melee', () => {
  it('hits on 1 or 2', () => {
    expect(MELEE_BASE).toBe(2);
  });
  it('lists the ten modifiers in printed order', () => {
    expect(MELEE_MODIFIER_IDS).toEqual(MODS.map((m) => m[0]));
  });
  it.each(MODS)('%s: %i, applies to %s', (id, value, appliesTo) => {
    expect(MELEE_MODIFIERS[id]).toMatchObject({ value, appliesTo });
    expect(MELEE_MODIFIERS[id].rule).toMatch(/^G12\.4/);
  });
});
