import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BalancePlan } from '../../../src/balance/plan.js';
import { runPlan } from '../../../src/balance/pool.js';

/**
 * The ambush search keeps a place's ranked spots by the target's rectangle (ranked-spots.ts) and
 * reuses them at later asks. The spots' facing once read the target unit's live position, so a
 * search asked again after that unit had gone from the table (its position null) threw. Dogali,
 * seed 66, the Italians played by `random`: the Abyssinians' hidden units ask after the Italian
 * unit a kept search was made for has gone.
 */
describe('a hiding search kept from an earlier ask, its target gone since', () => {
  it('Dogali seed 66 with random Italians plays to its end', async () => {
    const label = 'scenarios/guaitana/dogali.yaml';
    const plan: BalancePlan = {
      scenario: { label, text: readFileSync(label, 'utf8') },
      sides: ['italians', 'abyssinians'],
      setups: [{ italians: { policy: 'random', temperament: 'measured' }, abyssinians: { policy: 'opfor', temperament: 'measured' } }],
      seeds: { first: 66, count: 1 },
    };
    const [tally] = await runPlan(plan, 1);
    expect(tally!.sides['abyssinians']!.wins + tally!.sides['italians']!.wins + (tally!.draws ?? 0)).toBe(1);
  }, 60_000);
});
