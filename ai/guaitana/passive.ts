import type { Option } from '../../src/engine/requests.js';
import type { Policy } from '../../src/engine/ruleset.js';
import type { GuaitanaDecisions } from '../../rulesets/guaitana/decisions.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import { typed } from './typed.js';

type Meaning = GuaitanaDecisions[keyof GuaitanaDecisions];

/**
 * Whether an option keeps things as they stand: no activation, no fire, no order given or
 * changed, no ride, no new formation, guns or horses. A Move order's march is the rules' doing
 * (G8.3), so passive takes the shortest: half, in its own formation.
 */
function still(m: Meaning): boolean {
  if ('none' in m || 'hold' in m || 'stay' in m) return true;
  if ('gear' in m) return m.gear === 'keep';
  if ('change' in m) return m.change === 'keep';
  if ('order' in m) return m.order === 'defend';
  if ('distance' in m) return m.distance === 'half';
  return false;
}

/** Never moves or fires unless the rules force it: the other yardstick of `opfor balance`. */
export const passivePolicy: Policy<GuaitanaState> = {
  choose(_state, raw) {
    const request = typed(raw);
    const options = request.options as readonly (Option & { meaning: Meaning })[];
    // when the rules make some unit move, one at a time (never all at once), each as little as it may
    const option = options.find((o) => still(o.meaning)) ?? options.find((o) => 'unit' in o.meaning) ?? options[0]!;
    return { option: option.id, reasons: [{ rule: 'passive', text: 'stands still: moves and fires only when the rules force it' }] };
  },
};
