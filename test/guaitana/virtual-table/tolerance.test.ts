/**
 * Every ruling that compares a length with a limit goes through src/table/tolerance.ts: noise in
 * the last bit of a measure (30.000000000000004 cm) never decides it.
 */
import { describe, expect, it } from 'vitest';
import { rangeBand } from '../../../rulesets/guaitana/rules/range.js';
import { ask, band, battle, company, fireTargetsOf, GuaitanaTable } from './fixtures.js';

/** A company in line at y 12.7 and a band whose near side is 30 cm off: the table measures 30.000000000000004. */
const atThirty = () => battle({
  italians: [company('c', [100, 12.7], { formation: 'line', facing: 'north' })],
  natives: [band('n', [100, 12.7 + 1 + 3 + 30], { facing: 'south' })],
});

describe('lengths at a limit, with floating-point noise', () => {
  it('the measure is a hair over 30 cm (the noise these tests are about)', () => {
    const [target] = fireTargetsOf(new GuaitanaTable(atThirty()), 'c');
    expect(target!.distance).toBeGreaterThan(30);
    expect(target!.distance).toBeCloseTo(30, 9);
  });

  it('G11.5: a rifle at Close range exactly fires at Close, not Long', () => {
    expect(rangeBand('rifle', 30.000000000000004)).toBe('close');
    expect(rangeBand('rifle', 0.1 + 0.2 + 29.7)).toBe('close');
    const [target] = fireTargetsOf(new GuaitanaTable(atThirty()), 'c');
    expect(target!.band).toBe('close');
  });

  it('G8.7.1, G18.18: a band exactly its move and Charge Bonus off (20 + 10 cm) threatens the company', () => {
    expect(ask(new GuaitanaTable(atThirty()), { id: 'threatened', units: ['c'] })).toEqual(['c']);
  });

  it('G8.5: a firearm unit exactly at Close range needs no move to get there', () => {
    const state = atThirty();
    expect(ask(new GuaitanaTable(state), { id: 'approach', unit: 'c', target: 'n' }).close).toBe(0);
  });

  it('G10.2: a band in a wood exactly 30 cm off is seen', () => {
    const state = battle({
      terrain: [{ name: 'Wood', type: 'woods', shape: { rect: { x: 80, y: 40, width: 40, depth: 30 } } }],
      italians: [company('c', [100, 12.7], { formation: 'line', facing: 'north' })],
      natives: [band('n', [100, 12.7 + 1 + 3 + 30], { facing: 'south' })],
    });
    expect(ask(new GuaitanaTable(state), { id: 'sees', unit: 'c' })).toContain('n');
  });
});
