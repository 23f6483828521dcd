import { beforeAll, describe, expect, it } from 'vitest';
import { checkDeterminism } from './determinism-campaign.js';
import { needBuiltCli, SHIPPED } from './judge.js';

beforeAll(needBuiltCli);

describe('determinism, every shipped scenario (two turns here; npm run soak plays them out)', () => {
  it.each(SHIPPED.map((s, k) => [s, k + 1] as const))('%s, seed %i: the same output and trace from another process; stopped after a turn and resumed, the same end', async (scenario, seed) => {
    const tally = await checkDeterminism(scenario, seed, 2, () => [1]);
    expect(tally.faults).toEqual([]);
    expect(tally).toMatchObject({ sameOutput: 1, resumedAlike: 1 });
  });
});
