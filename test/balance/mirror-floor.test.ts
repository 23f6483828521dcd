import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PolicyName } from '../../src/engine/ruleset.js';
import type { BalancePlan, Setup } from '../../src/balance/plan.js';
import { runPlan } from '../../src/balance/pool.js';
import { decided } from '../../src/balance/tally.js';
import { parseScenario } from '../../src/scenario/load.js';

/**
 * Issue #13's floor: on each mirror the commander wins at least 70% of the decided battles
 * against `random` and against `passive`, sitting on each side of the table in turn (the same
 * seeds both ways). The README gives the figures over 400 battles; this holds a fixed seed range
 * that fits in the test time.
 */
const FLOOR = 0.7;
/** Seeds 1…count per seat: as many as fit in about 20 s of test time per ruleset. */
const SEEDS: Record<string, { first: number; count: number }> = { tyneside: { first: 1, count: 20 }, guaitana: { first: 1, count: 100 } };

/**
 * Where today's commander is known to fall short of the floor. The floor stays 70%: such a case
 * is run as expected to fail, so the day the commander clears it the test fails and says to drop
 * it here. (Tyneside against passive cleared it once the commander kept an anchor group out of the fight.)
 */
const SHORT_OF_THE_FLOOR = new Set<string>([]);

describe.each(['tyneside', 'guaitana'])('%s/mirror', (ruleset) => {
  const label = `scenarios/${ruleset}/mirror.yaml`;
  const text = readFileSync(label, 'utf8');
  const loaded = parseScenario(label, text);
  const sides = loaded.ruleset.sides(loaded.scenario);

  for (const opponent of ['random', 'passive'] as PolicyName[]) {
    const test = SHORT_OF_THE_FLOOR.has(`${ruleset}/${opponent}`) ? it.fails : it;
    test(`the commander wins at least 70 per cent of the decided battles against ${opponent}, in either seat`, async () => {
      // one set-up per seat the commander takes, the opponent in the other
      const setups: Setup[] = sides.map((seat) => Object.fromEntries(sides.map((s) => [s.id, { policy: s.id === seat.id ? 'opfor' : opponent, temperament: s.temperament }])));
      const plan: BalancePlan = { scenario: { label, text }, sides: sides.map((s) => s.id), setups, seeds: SEEDS[ruleset]! };
      const tallies = await runPlan(plan, 1);
      const wins = tallies.reduce((n, tally, i) => n + tally.sides[sides[i]!.id]!.wins, 0);
      const outOf = tallies.reduce((n, tally) => n + decided(tally), 0);
      const seats = tallies.map((tally, i) => `${sides[i]!.id}: ${tally.sides[sides[i]!.id]!.wins} of ${decided(tally)} decided`).join('; ');
      expect(outOf, `no battle was decided (${seats})`).toBeGreaterThan(0);
      expect(wins / outOf, `the commander won ${wins} of ${outOf} decided battles (${seats})`).toBeGreaterThanOrEqual(FLOOR);
    }, 120_000);
  }
});
