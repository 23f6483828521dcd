import { beforeAll, describe, expect, it } from 'vitest';
import { checkDeterminism, type DeterminismTally } from '../determinism-campaign.js';
import { needBuiltCli, SHIPPED } from '../judge.js';
import { report, soakCount } from './soak-settings.js';

beforeAll(needBuiltCli);

describe('soak: determinism', () => {
  it('every shipped scenario, whole battles: the same output and trace from two processes; stopped after any turn and resumed, the same end and trace', async () => {
    const seeds = soakCount('SEEDS', 2);
    const tallies: DeterminismTally[] = [];
    for (const scenario of SHIPPED) {
      for (let seed = 1; seed <= seeds; seed++) tallies.push(await checkDeterminism(scenario, seed, null, (turns) => Array.from({ length: turns - 1 }, (_, k) => k + 1)));
    }
    report('determinism', { battles: tallies.length, sameOutput: tallies.reduce((n, t) => n + t.sameOutput, 0), resumedAlike: tallies.reduce((n, t) => n + t.resumedAlike, 0), tallies });
    expect(tallies.flatMap((t) => t.faults)).toEqual([]);
  });
});
