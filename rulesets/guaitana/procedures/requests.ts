import { ask, tell, type Procedure } from '../../../src/engine/requests.js';
import type { GuaitanaFact, GuaitanaFactAnswer } from '../facts.js';
import type { GuaitanaInstruction } from '../instructions.js';

/** Asks a Guaitana fact, typed by the catalogue. */
export function fact<F extends GuaitanaFact>(f: F, purpose: string): Procedure<GuaitanaFactAnswer[F['id']]> {
  return ask<GuaitanaFactAnswer[F['id']]>(f, purpose);
}

/** Tells the table a Guaitana instruction. */
export function instruct(instruction: GuaitanaInstruction): Procedure<void> {
  return tell(instruction);
}
