/** G9.4 Movement Capacity and Charge Bonus for every mover, with G18.16 and G18.23. */
import { describe, expect, it } from 'vitest';
import { capacity, chargeBonus, type MoverInputs } from '../../../rulesets/guaitana/rules/movement.js';

// prettier-ignore
const CASES: [label: string, mover: MoverInputs, move: number, bonus: number][] = [
  ['Italian infantry, Line',                 { type: 'italian-infantry', formation: 'line' },                            10, 0 ],
  ['Italian infantry, Skirmish line',        { type: 'italian-infantry', formation: 'skirmish' },                        15, 5 ],
  ['Italian infantry, Column',               { type: 'italian-infantry', formation: 'column' },                          15, 5 ],
  ['Italian infantry, Square',               { type: 'italian-infantry', formation: 'square' },                          5,  0 ],
  ['Italian infantry, Mass (G18.16)',        { type: 'italian-infantry', formation: 'mass' },                            15, 5 ],
  ['Bersaglieri, Line (G18.23)',             { type: 'italian-infantry', formation: 'line', bersaglieriOrAscari: true },     15, 0 ],
  ['Ascari, Skirmish line',                  { type: 'italian-infantry', formation: 'skirmish', bersaglieriOrAscari: true }, 20, 10],
  ['Bersaglieri, Column',                    { type: 'italian-infantry', formation: 'column', bersaglieriOrAscari: true },   20, 10],
  ['Ascari, Square (G18.23)',                { type: 'italian-infantry', formation: 'square', bersaglieriOrAscari: true },   10, 0 ],
  ['Bersaglieri, Mass',                      { type: 'italian-infantry', formation: 'mass', bersaglieriOrAscari: true },     20, 10],
  ['native infantry',                        { type: 'native-infantry', formation: 'mass' },                             20, 10],
  ['Italian cavalry',                        { type: 'italian-cavalry', formation: 'line' },                             30, 20],
  ['native cavalry',                         { type: 'native-cavalry' },                                                 30, 20],
  ['artillery, mule-packed',                 { type: 'artillery', packed: true },                                        15, 0 ],
  ['artillery, manhandled',                  { type: 'artillery', packed: false },                                       5,  0 ],
  ['artillery, formation ignored',           { type: 'artillery', formation: 'line' },                                   5,  0 ],
  ['baggage',                                { type: 'baggage', formation: 'column' },                                   10, 0 ],
  ['C-in-C',                                 { type: 'cinc', formation: 'skirmish' },                                    40, 0 ],
  ['messenger',                              { type: 'messenger' },                                                      40, 0 ],
];

describe('capacity and chargeBonus', () => {
  it.each(CASES)('%s: %i cm, bonus %i cm', (_label, mover, move, bonus) => {
    expect(capacity(mover)).toBe(move);
    expect(chargeBonus(mover)).toBe(bonus);
  });

  it.each([
    [{ type: 'italian-infantry' }, /Italian infantry needs a formation/],
    [{ type: 'native-infantry', bersaglieriOrAscari: true }, /only Italian infantry can be Bersaglieri or Ascari .* not native-infantry/],
    [{ type: 'baggage', packed: true }, /only artillery is mule-packed .* not baggage/],
    [{ type: 'zulu' }, /unknown troop type "zulu"/],
    [{ type: 'italian-infantry', formation: 'wedge' }, /unknown formation "wedge"/],
  ] as const)('%j throws', (mover, message) => {
    expect(() => capacity(mover as unknown as MoverInputs)).toThrow(message);
    expect(() => chargeBonus(mover as unknown as MoverInputs)).toThrow(RangeError);
  });
});
