import type { Fact, Instruction } from '../../../src/engine/requests.js';
import type { VirtualTable } from '../../../src/engine/ruleset.js';
import type { TraceEvent } from '../../../src/engine/trace.js';
import type { GuaitanaFact } from '../facts.js';
import type { GuaitanaInstruction } from '../instructions.js';
import type { GuaitanaState } from '../state.js';
import { FactAnswers } from './answer-facts.js';
import { Board } from './board.js';
import { execute } from './execute.js';
import { Mover } from './movement.js';
import { Sight } from './sight.js';

/**
 * opfor's virtual table for Guaitana: answers the rules' facts with geometry and carries out
 * their instructions on the units' positions. Used by simulate and watch.
 */
export class GuaitanaTable implements VirtualTable {
  private readonly facts: FactAnswers;
  private readonly mover: Mover;

  constructor(private readonly state: GuaitanaState) {
    const board = new Board(state);
    this.facts = new FactAnswers(board, new Sight(board));
    this.mover = new Mover(board);
  }

  answer(fact: Fact): unknown {
    return this.facts.answer(fact as GuaitanaFact);
  }

  execute(instruction: Instruction): TraceEvent[] | void {
    return execute(this.state, this.mover, instruction as GuaitanaInstruction);
  }
}
