import type { Choice, ChooseRequest, Option } from '../../src/engine/requests.js';
import type { Reason } from '../../src/engine/reasons.js';
import type { GuaitanaDecisionKind, GuaitanaDecisions, GuaitanaRequest } from '../../rulesets/guaitana/decisions.js';

/** A Guaitana request of one decision kind, its options' meanings typed. */
export type RequestOf<K extends GuaitanaDecisionKind> = Extract<GuaitanaRequest, { readonly decision: { readonly kind: K } }>;

/** An option of a decision of kind K, with its typed meaning. */
export type OptionOf<K extends GuaitanaDecisionKind> = Option<GuaitanaDecisions[K]> & { readonly meaning: GuaitanaDecisions[K] };

/**
 * The request as the Guaitana catalogue types it. Every Guaitana choose carries its decision
 * and each option its meaning (rulesets/guaitana/decisions.ts); one without is a procedure
 * that forgot to say what it asks, a programmer error.
 */
export function typed(request: ChooseRequest): GuaitanaRequest {
  if (!request.decision || request.options.some((o) => o.meaning === undefined)) {
    throw new Error(`the Guaitana choice "${request.purpose}" carries no typed decision: offer it with decide() (rulesets/guaitana/decisions.ts)`);
  }
  // the catalogue fixes each kind's meanings where the options are built (decide's Offer<K>)
  return request as GuaitanaRequest;
}

/** The choice of an option, with the rule and reason that decided it. */
export const pick = (option: Option, rule: string, text: string, more: readonly Reason[] = []): Choice => ({ option: option.id, reasons: [{ rule, text }, ...more] });

/** The first option whose meaning passes the test. */
export function find<K extends GuaitanaDecisionKind>(request: RequestOf<K>, test: (meaning: GuaitanaDecisions[K]) => boolean): OptionOf<K> | undefined {
  return (request.options as readonly OptionOf<K>[]).find((o) => test(o.meaning));
}

/** The options of the request, typed. */
export const optionsOf = <K extends GuaitanaDecisionKind>(request: RequestOf<K>) => request.options as readonly OptionOf<K>[];
