import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzRuleset } from '../fuzz-campaign.js';
import { needBuiltCli } from '../judge.js';
import { soakCount, report } from './soak-settings.js';

beforeAll(needBuiltCli);

describe('soak: fuzzed scenario files', () => {
  for (const ruleset of ['tyneside', 'guaitana']) {
    it(`${ruleset}: every mutant checked with located problems or accepted; every accepted one played to its end`, async () => {
      const dir = mkdtempSync(join(tmpdir(), `opfor-soak-${ruleset}-`));
      const count = soakCount('MUTANTS', 1000);
      const tally = await fuzzRuleset({ ruleset, count, seed: 'soak', dir, playAtMost: soakCount('PLAYED', Infinity), battleTimeoutMs: soakCount('BATTLE_SECONDS', 120) * 1000, width: soakCount('WIDTH', 1) });
      report(`scenario-fuzz-${ruleset}`, { ...tally, mutantsKeptIn: dir });
      expect(tally.faults).toEqual([]);
      expect(tally.check.located + tally.check.accepted).toBe(count);
    });
  }
});
