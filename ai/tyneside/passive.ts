import type { Policy } from '../../src/engine/ruleset.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';

// TODO(helper): read typed decisions
const STILL = ['hold-fire', 'hold', 'stop', 'stay', 'keep', 'command'];

/** Never moves or fires unless the rules force it: the other yardstick of `opfor balance`. */
export const passivePolicy: Policy<TynesideState> = {
  choose(_state, request) {
    const option = request.options.find((o) => STILL.includes(o.id)) ?? request.options[0]!;
    return { option: option.id, reasons: [{ rule: 'passive', text: 'stands still: moves and fires only when the rules force it' }] };
  },
};
