/**
 * opfor's books at a real table (`Books`): the moves, charges, facings and reveals opfor tells,
 * carried out on the figures as its virtual table would, so that the commanders read where the
 * groups almost certainly stand. At a real table every figure moves as opfor tells (T5.5): the
 * player makes the move, the books make it too. The virtual table's mover writes nothing of the
 * rules' books but where figures stand, which way a group faces, and whether its last move
 * brought it nearer its nearest enemy (`advanced`, T24.1), which a real table only offers as the
 * likely answer of the risk checklist.
 */
import type { Instruction } from '../../../src/engine/requests.js';
import type { Books, VirtualTable } from '../../../src/engine/ruleset.js';
import type { TynesideInstruction } from '../instructions.js';

/** The instructions that change where figures stand or face (a removal's figures are dead in the rules' books already). */
const FOLLOWED: ReadonlySet<TynesideInstruction['type']> = new Set(['move', 'charge', 'face', 'reveal']);

/** The books following what opfor tells. */
export class TynesideBooks implements Books {
  constructor(private readonly table: VirtualTable) {}

  follows(instruction: Instruction): boolean {
    return FOLLOWED.has((instruction as TynesideInstruction).type);
  }

  follow(instruction: Instruction): void {
    if (this.follows(instruction)) this.table.execute(instruction, false);
  }
}
