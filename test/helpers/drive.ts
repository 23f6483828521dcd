import type { Choice, Instruction, Procedure, Request } from '../../src/engine/requests.js';
import type { VirtualTable } from '../../src/engine/ruleset.js';

/** What a driven procedure did: its result, what it told the table, what it rolled and chose. */
export interface Driven<T> {
  result: T;
  told: Instruction[];
  rolls: { purpose: string; faces: number[] }[];
  choices: { purpose: string; options: string[]; picked: string }[];
}

/**
 * Runs a rules procedure to the end in a test: forced faces in roll order (running out is a
 * test failure), facts and instructions from a virtual table, choices by a script.
 */
export function drive<T>(procedure: Procedure<T>, opts: { faces: number[]; table: VirtualTable; choose: (request: Extract<Request, { kind: 'choose' }>) => string }): Driven<T> {
  const faces = [...opts.faces];
  const driven: Omit<Driven<T>, 'result'> = { told: [], rolls: [], choices: [] };
  let next = procedure.next();
  while (!next.done) {
    const request = next.value;
    let answer: unknown = null;
    if (request.kind === 'roll') {
      const thrown = faces.splice(0, request.dice.count);
      if (thrown.length < request.dice.count) throw new Error(`ran out of forced faces at "${request.purpose}"`);
      driven.rolls.push({ purpose: request.purpose, faces: thrown });
      answer = thrown;
    } else if (request.kind === 'ask') {
      answer = opts.table.answer(request.fact);
    } else if (request.kind === 'choose') {
      const picked = opts.choose(request);
      if (!request.options.some((o) => o.id === picked)) throw new Error(`script picked "${picked}", not among ${request.options.map((o) => o.id).join(', ')}`);
      driven.choices.push({ purpose: request.purpose, options: request.options.map((o) => o.id), picked });
      answer = { option: picked, reasons: [] } satisfies Choice;
    } else {
      opts.table.execute(request.instruction);
      driven.told.push(request.instruction);
    }
    next = procedure.next(answer);
  }
  return { result: next.value, ...driven };
}
