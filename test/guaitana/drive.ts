/** Runs one Guaitana procedure on the virtual table: the table answers facts and carries out instructions, the policy chooses. */
import { guaitanaPolicy } from '../../ai/guaitana/policy.js';
import type { Choice, Procedure, Request } from '../../src/engine/requests.js';
import type { GuaitanaInstruction } from '../../rulesets/guaitana/instructions.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import { GuaitanaTable } from '../../rulesets/guaitana/virtual-table/table.js';

type ChooseRequest = Extract<Request, { kind: 'choose' }>;
type AskRequest = Extract<Request, { kind: 'ask' }>;

/** What a run saw: every request, the instructions told, the choices asked. */
export interface Run<T> {
  readonly result: T;
  readonly requests: Request[];
  readonly told: GuaitanaInstruction[];
}

/**
 * Drives `procedure` to its end: every die shows `face`; `choose` may answer a choice (return
 * null to leave it to the policy); `ask`, given, answers every fact instead of the table (as
 * a player at a real table would).
 */
export function drive<T>(state: GuaitanaState, procedure: Procedure<T>, opts: { face?: number; choose?: (r: ChooseRequest) => Choice | null; ask?: (r: AskRequest) => unknown } = {}): Run<T> {
  const table = new GuaitanaTable(state);
  const requests: Request[] = [];
  const told: GuaitanaInstruction[] = [];
  let next = procedure.next();
  while (!next.done) {
    const request = next.value;
    requests.push(request);
    let answer: unknown = null;
    if (request.kind === 'ask') answer = opts.ask ? opts.ask(request) : table.answer(request.fact);
    else if (request.kind === 'choose') answer = opts.choose?.(request) ?? guaitanaPolicy.choose(state, request);
    else if (request.kind === 'roll') answer = Array.from({ length: request.dice.count }, () => opts.face ?? 3);
    else {
      told.push(request.instruction as GuaitanaInstruction);
      table.execute(request.instruction);
    }
    next = procedure.next(answer as never);
  }
  return { result: next.value, requests, told };
}
