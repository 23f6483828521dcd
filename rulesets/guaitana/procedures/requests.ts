import { advice, ask, tell, type Procedure, type SideId } from '../../../src/engine/requests.js';
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

/** Asks a Guaitana fact only opfor needs for a side's next choice; null when the human plays the side. */
export function adviceFact<F extends GuaitanaFact>(f: F, side: SideId, purpose: string): Procedure<GuaitanaFactAnswer[F['id']] | null> {
  return advice<GuaitanaFactAnswer[F['id']]>(f, side, purpose);
}
