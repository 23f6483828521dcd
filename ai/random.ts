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
      const option = request.options[Math.floor(draw() * request.options.length)]!;
      return { option: option.id, reasons: [{ rule: 'random', text: 'a legal option drawn at random' }] };
    },
  };
}
