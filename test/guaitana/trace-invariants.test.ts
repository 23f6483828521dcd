/**
 * The battle trace of seeded Guaitana battles, opfor on both sides, breaks no invariant the trace
 * checker holds every ruleset to (no unit on another, charges ending in contact, moves within
 * their allowance, contacts fought) nor Guaitana's own (fire bands and distances, no unit in
 * ground impassable for it). Seeds: as many as run in about 20 s a scenario on one core.
 */
import { describe, expect, it } from 'vitest';
import { auditBattles, byInvariant } from '../helpers/audit.js';

const SEEDS: Record<string, number> = { 'guaitana/dogali': 80, 'guaitana/agordat': 60, 'guaitana/baggage-train': 50 };

describe('Guaitana battle traces keep every invariant', () => {
  it.each(Object.entries(SEEDS))('%s, seeds 1 to %i', (name, seeds) => {
    expect(byInvariant(auditBattles(name, 1, seeds))).toEqual({});
  }, 120_000);
});
