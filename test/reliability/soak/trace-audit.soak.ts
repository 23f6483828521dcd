import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditBattles, byInvariant, type Exercised } from '../../helpers/audit.js';
import { report, soakCount } from './soak-settings.js';

/** Every shipped scenario, as `auditBattles` names them (`tyneside/mission-station`). */
const SCENARIOS = readdirSync('scenarios').sort().flatMap((ruleset) =>
  readdirSync(`scenarios/${ruleset}`).filter((f) => f.endsWith('.yaml')).sort().map((f) => `${ruleset}/${f.replace(/\.yaml$/, '')}`));

describe('soak: the trace checker over many battles', () => {
  it('finds no rule broken in any shipped scenario, opfor on both sides', () => {
    const seeds = soakCount('AUDIT_SEEDS', 500);
    const figures: Record<string, { battles: number; broken: Record<string, string>; lines: Exercised }> = {};
    for (const name of SCENARIOS) {
      const lines: Exercised = {};
      const broken = byInvariant(auditBattles(name, 1, seeds, lines)) as Record<string, string>;
      figures[name] = { battles: seeds, broken, lines };
    }
    report('trace-audit', figures);
    expect(Object.fromEntries(Object.entries(figures).filter(([, f]) => Object.keys(f.broken).length > 0))).toEqual({});
  });
});
