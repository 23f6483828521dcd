import type { Option } from '../../src/engine/requests.js';
import type { Policy } from '../../src/engine/ruleset.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { tynesideDecision, type TynesideDecisions } from '../../rulesets/tyneside/decisions.js';

/** Per decision, the meaning that keeps still: full command dice, nothing bought, hold, hold fire, stay, keep apart. */
const STILL: { readonly [K in keyof TynesideDecisions]: (meaning: TynesideDecisions[K]) => boolean } = {
  declare: (m) => !m.fire,
  spend: (m) => m.spend === 'stop',
  order: (m) => m.order === 'hold',
  target: (m) => m.target === null,
  'follow-up': (m) => !m.follow,
  merge: (m) => m.into === null,
};

/** Never moves or fires unless the rules force it: the other yardstick of `opfor balance`. */
export const passivePolicy: Policy<TynesideState> = {
  choose(_state, raw) {
    const request = tynesideDecision(raw);
    // the request's kind fixes its meanings' type, which the table's entry for that kind reads
    const still = STILL[request.decision.kind] as (meaning: unknown) => boolean;
    const options: readonly Option[] = request.options;
    const option = options.find((o) => still(o.meaning)) ?? options[0]!;
    return { option: option.id, reasons: [{ rule: 'passive', text: 'stands still: moves and fires only when the rules force it' }] };
  },
};
