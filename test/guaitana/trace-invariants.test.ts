/**
 * The battle trace of seeded Guaitana battles, opfor on both sides, breaks no invariant the trace
 * checker holds every ruleset to (no unit on another, charges ending in contact, moves within
 * their allowance, contacts fought) nor Guaitana's own (fire bands and distances, no unit in
 * ground impassable for it, no unit still under a Retreat order changing formation but into Mass,
 * nor its guns or horses, G8.6(2), G9.7). 210 battles, as the Tyneside ones are 201: at least 200 a ruleset.
 */
import { describe, expect, it } from 'vitest';
import { auditBattles, byInvariant, type Exercised } from '../helpers/audit.js';

const SEEDS: Record<string, number> = { 'guaitana/dogali': 80, 'guaitana/agordat': 70, 'guaitana/baggage-train': 60, 'guaitana/mirror': 30 };

describe('Guaitana battle traces keep every invariant', () => {
  it.each(Object.entries(SEEDS))('%s, seeds 1 to %i', (name, seeds) => {
    const exercised: Exercised = {};
    expect(byInvariant(auditBattles(name, 1, seeds, exercised))).toEqual({});
    // the battles moved, charged, shot and fought: the invariants had something to hold
    for (const kind of ['move', 'charge', 'fire', 'melee', 'positions', 'removed']) expect(exercised[kind], kind).toBeGreaterThan(0);
  }, 180_000);
});
