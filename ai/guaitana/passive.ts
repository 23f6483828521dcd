import type { Policy } from '../../src/engine/ruleset.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';

// TODO(helper): read typed decisions
const STILL = ['activate/none', 'fire/hold', 'cinc/none', 'ride/stay', 'initiative/keep', 'limber/keep', 'order/defend'];

/** Never moves or fires unless the rules force it: the other yardstick of `opfor balance`. */
export const passivePolicy: Policy<GuaitanaState> = {
  choose(_state, request) {
    const option = request.options.find((o) => STILL.includes(o.id)) ?? request.options[0]!;
    return { option: option.id, reasons: [{ rule: 'passive', text: 'stands still: moves and fires only when the rules force it' }] };
  },
};
