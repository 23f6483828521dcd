/** Carries out every Guaitana instruction (instructions.ts) on the state. */
import type { GuaitanaInstruction } from '../instructions.js';
import { unitById, type GuaitanaState, type UnitState } from '../state.js';
import { Board } from './board.js';
import { compass } from './footprint.js';
import type { Mover } from './movement.js';
import type { TraceEvent } from '../../../src/engine/trace.js';

/** Turns the unit to face another's centre (both must be on the table). */
function faceToward(state: GuaitanaState, id: string, toward: string): void {
  const unit = unitById(state, id), other = unitById(state, toward);
  if (unit.pos && Board.placed(other)) unit.facing = compass(unit.pos, other.pos);
}

/**
 * A unit put on the table or changed in shape where it stands (a formation, mounting, appearing
 * from hiding, a new C-in-C beside his old unit) onto another unit stands instead on the nearest
 * free ground (touching is allowed).
 */
function reshaped(board: Board, unit: UnitState): void {
  if (Board.placed(unit)) board.makeRoom(unit);
}

/**
 * Executes one instruction: where the figures stand and face. The rules keep the books
 * (figures, orders, formation, hidden, gone) before they instruct, as they do at a real table,
 * so a removal or an elimination only takes the figures off the board.
 */
export function execute(state: GuaitanaState, mover: Mover, instruction: GuaitanaInstruction): TraceEvent[] | void {
  switch (instruction.type) {
    case 'move': return mover.move(instruction);
    case 'form': {
      const unit = unitById(state, instruction.unit);
      unit.formation = instruction.formation;
      return reshaped(mover.board, unit);
    }
    case 'face': return faceToward(state, instruction.unit, instruction.toward);
    case 'appear': {
      const unit = unitById(state, instruction.unit);
      unit.pos = { x: instruction.at.x, y: instruction.at.y };
      if (instruction.toward) faceToward(state, unit.id, instruction.toward);
      return reshaped(mover.board, unit);
    }
    case 'remove': return;
    case 'eliminate':
      unitById(state, instruction.unit).pos = null;
      return [{ kind: 'removed', unit: instruction.unit }];
    case 'pack':
    case 'unpack':
      unitById(state, instruction.unit).packed = instruction.type === 'pack';
      return;
    case 'mount':
    case 'dismount': {
      const unit = unitById(state, instruction.unit);
      unit.dismounted = instruction.type === 'dismount';
      return reshaped(mover.board, unit);
    }
    case 'note': return;
  }
}
