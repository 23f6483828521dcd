import { ask, tell, type Procedure } from '../../../src/engine/requests.js';
import type { TynesideFact, TynesideFactAnswer } from '../facts.js';
import type { TynesideInstruction } from '../instructions.js';

/** Asks a Tyneside fact, typed by the catalogue. */
export function fact<F extends TynesideFact>(f: F, purpose: string): Procedure<TynesideFactAnswer[F['id']]> {
  return ask<TynesideFactAnswer[F['id']]>(f, purpose);
}

/** Tells the table a Tyneside instruction. */
export function instruct(instruction: TynesideInstruction): Procedure<void> {
  return tell(instruction);
}
