import seedrandom from 'seedrandom';
import type { Policy, PolicySetup } from '../src/engine/ruleset.js';

/**
 * A uniformly random legal choice at each decision: the yardstick `opfor balance` measures the
 * commander against. Its draws are seeded by the battle and the side, so a replay draws the same.
 */
export function randomPolicy<S>(setup: PolicySetup): Policy<S> {
  const draw = seedrandom.alea(`${setup.seed}/${setup.side}/random`);
  return {
    choose(_state, request) {
      // a shortcut repeats other options at once: drawing it too would weigh those plays twice
      const plays = request.options.filter((o) => !o.shortcut);
      const option = plays[Math.floor(draw() * plays.length)]!;
      return { option: option.id, reasons: [{ rule: 'random', text: 'a legal option drawn at random' }] };
    },
  };
}
