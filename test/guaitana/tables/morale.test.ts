/** G13.1 triggers, G13.2 base chance and G13.3 modifiers, every line. */
import { describe, expect, it } from 'vitest';
import { MORALE_BASE, MORALE_MINIMUM, MORALE_MODIFIER_IDS, MORALE_MODIFIERS, MORALE_TRIGGERS } from '../../../rulesets/guaitana/tables/morale.js';

// prettier-ignore
const MODS = [
  ['veteran',        +1],
  ['recruit',        -1],
  ['cinc-near',      +1],
  ['commander-lost', -1],
  ['lost-third',     -1],
  ['lost-half',      -2],
  ['no-enemy',       +2],
  ['square',         +2],
  ['closed',         +1],
  ['flanked',        -1],
  ['no-ammo',        -1],
  ['friend-near',    +1],
  ['retreating',     -2],
  ['baggage-lost',   -2],
] as const;

describe('G13.2–G13.3 morale', () => {
  it('passes on 1–4, never under 1', () => {
    expect(MORALE_BASE).toBe(4);
    expect(MORALE_MINIMUM).toBe(1);
  });
  it('lists the fourteen modifiers in printed order', () => {
    expect(MORALE_MODIFIER_IDS).toEqual(MODS.map((m) => m[0]));
  });
  it.each(MODS)('%s: %i', (id, value) => {
    expect(MORALE_MODIFIERS[id].value).toBe(value);
  });
});

describe('G13.1 when tests are taken', () => {
  // prettier-ignore
  const ROWS = [
    ['orders',      false, 'defend', null,      false],
    ['orders',      false, 'attack', null,      false],
    ['fire',        true,  null,     'retreat', false],
    ['melee',       true,  null,     'retreat', false],
    ['end-of-turn', true,  null,     'retreat', true ],
  ] as const;
  it.each(ROWS.map((r, i) => [i + 1, ...r] as const))('test %i: %s phase, mandatory %s, pass → %s, fail → %s, eliminates in Retreat %s', (n, phase, mandatory, onPass, onFail, eliminates) => {
    expect(MORALE_TRIGGERS[n - 1]).toMatchObject({ phase, mandatory, onPass, onFail, failInRetreatEliminates: eliminates });
  });
  it('has five triggers', () => {
    expect(MORALE_TRIGGERS).toHaveLength(5);
  });
});
