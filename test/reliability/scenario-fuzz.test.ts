import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzRuleset } from './fuzz-campaign.js';
import { needBuiltCli } from './judge.js';

/** Mutants per ruleset here; `npm run soak` tries a thousand and more. */
const MUTANTS = 50;

beforeAll(needBuiltCli);

describe('fuzzed scenario files (seeded mutants of every shipped scenario)', () => {
  for (const ruleset of ['tyneside', 'guaitana']) {
    it(`${ruleset}: check locates every problem and never crashes; what it accepts, simulate plays to the end`, async () => {
      const dir = mkdtempSync(join(tmpdir(), `opfor-fuzz-${ruleset}-`));
      const tally = await fuzzRuleset({ ruleset, count: MUTANTS, seed: 'npm test', dir, playAtMost: 1, battleTimeoutMs: 60_000, width: 1 });
      expect(tally.faults).toEqual([]);
      expect(tally.check.located + tally.check.accepted).toBe(MUTANTS);
      // the run means something only if both sides of check were exercised
      expect(tally.check.located).toBeGreaterThan(MUTANTS / 2);
      expect(tally.battles.finished).toBeGreaterThan(0);
    }, 180_000);
  }
});
