import { describe, expect, it } from 'vitest';
import { auditBattles, byInvariant, type Exercised } from '../helpers/audit.js';

/**
 * The trace checker (src/audit) over 268 seeded battles of the shipped Tyneside scenarios, opfor
 * on both sides: no base on another or off the table or in impassable ground, every move within
 * the allowance the ground leaves it, every charge ending in contact, every contact fought, every
 * shot in the band of its distance, measured between the bases the trace shows, no leader
 * within 5 cm of his group shot at alone, every Actions roll's Risk Factor the sum of T24.1's
 * lines, its cell the table's, its running and advancing as the trace's melees and moves show,
 * and no group moved back after a melee still touching the group it fought unless its move says
 * a man had no room (T33.2).
 */
const SEEDS = 67;

describe.each(['tyneside/mission-station', 'tyneside/bush-ambush', 'tyneside/river-crossing', 'tyneside/mirror'])('%s, seeds 1-67', (name) => {
  it('keeps every rule the trace can show', () => {
    const exercised: Exercised = {};
    expect(byInvariant(auditBattles(name, 1, SEEDS, exercised))).toEqual({});
    // the battles moved, charged, shot, fought, moved back and rolled on the Actions Table: the invariants had something to hold
    for (const kind of ['move', 'charge', 'fire', 'melee', 'move-back', 'positions', 'removed', 'roll']) expect(exercised[kind], kind).toBeGreaterThan(0);
  }, 300_000);
});
