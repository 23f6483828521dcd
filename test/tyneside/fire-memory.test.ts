import { describe, expect, it } from 'vitest';
import type { Fact } from '../../src/engine/requests.js';
import type { VirtualTable } from '../../src/engine/ruleset.js';
import type { CanShootAsked } from '../../rulesets/tyneside/facts.js';
import { shootingStep } from '../../rulesets/tyneside/procedures/shooting-step.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { drive } from '../helpers/drive.js';
import { table } from './table-fixture.js';

/**
 * T16.1 at any table: the units about to fire uncommanded are asked their nearest enemy with what
 * they can hit of it, all at once, and asked again only for what a fallen figure may change.
 */

// Three British sections of two rifles, uncommanded, 50 cm or more from two Zulu groups: a and b
// have z1 nearest, c has z2.
function field() {
  return table([], [
    { id: 'a', at: [[50, 100], [53, 100]] },
    { id: 'b', at: [[100, 100], [103, 100]] },
    { id: 'c', at: [[170, 100], [173, 100]] },
  ], [
    { id: 'z1', at: [[70, 150], [73, 150]] },
    { id: 'z2', at: [[180, 160], [183, 160]] },
  ]);
}

/** The can-shoot facts the step asked, each as the units it asked about. */
function canShootAsked(state: ReturnType<typeof field>, faces: number[]): { asked: CanShootAsked[][]; told: string[] } {
  const asked: CanShootAsked[][] = [];
  const virtual = new TynesideTable(state);
  const spy: VirtualTable = { answer: (f: Fact) => {
    if (f.id === 'can-shoot') asked.push([...(f as unknown as { units: CanShootAsked[] }).units]);
    if (f.id === 'nearest-enemy') throw new Error('the shooting step asks no nearest-enemy of its own');
    return virtual.answer(f);
  }, execute: virtual.execute.bind(virtual) };
  const driven = drive(shootingStep(state, 'british'), { faces, table: spy, choose: () => { throw new Error('no choice in uncommanded fire'); } });
  return { asked, told: driven.told.filter((i) => i.type === 'remove').map((i) => `${i.text}${i.withNext ? ' (with the next screen)' : ''}`) };
}

const shooters = (unit: string) => [`${unit}/1`, `${unit}/2`];

describe('T16.1: each fact once, asked again only when it may have changed', () => {
  it('asks every unit about to fire its nearest enemy and what it can hit of it in one fact', () => {
    // each section fires one shot (1 per 2): all miss
    const { asked } = canShootAsked(field(), [1, 1, 1]);
    expect(asked).toEqual([[{ unit: 'a', shooters: shooters('a'), at: null }, { unit: 'b', shooters: shooters('b'), at: null }, { unit: 'c', shooters: shooters('c'), at: null }]]);
  });

  it('a graze or a wound changes nothing: nothing is asked again', () => {
    // a: hit, D6 1 (graze); b: hit, D6 3 (wound); c: a miss
    const { asked, told } = canShootAsked(field(), [8, 1, 1, 8, 3, 1, 1]);
    expect(asked).toHaveLength(1);
    expect(told).toEqual([]);
  });

  it('after a figure falls, the rest are asked again: what they can hit, and the nearest enemy only of those whose nearest enemy lost it', () => {
    // a kills z1's first figure (hit, D6 6, the first of two); b and c miss
    const state = field();
    const { asked, told } = canShootAsked(state, [8, 6, 1, 1, 1]);
    expect(state.figures['z1/1']!.alive).toBe(false);
    expect(asked).toEqual([
      [{ unit: 'a', shooters: shooters('a'), at: null }, { unit: 'b', shooters: shooters('b'), at: null }, { unit: 'c', shooters: shooters('c'), at: null }],
      // b's nearest was z1, asked again, what it answered the likely answer; c's is z2, still its nearest
      [
        { unit: 'b', shooters: shooters('b'), at: null, was: { at: 'z1', distance: expect.closeTo(54, 0) as number, cover: 'open' } },
        { unit: 'c', shooters: shooters('c'), at: 'z2', was: { at: 'z2', distance: expect.closeTo(58, 0) as number, cover: 'open' } },
      ],
    ]);
    // the figure to take off goes with the next screen (a real table), before the next question of sight
    expect(told).toEqual(['Remove a figure of z1 (killed; 1 left) (with the next screen)']);
  });
});
