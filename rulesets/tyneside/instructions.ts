import type { Instruction } from '../../src/engine/requests.js';
import type { Reason } from '../../src/engine/reasons.js';
import type { FigureId, UnitId } from './state.js';

/** Where a move goes (T28's instructions, commanded orders, melee moves). */
export type MoveGoal =
  | { readonly kind: 'toward-unit'; readonly unit: UnitId }
  | { readonly kind: 'away-from-unit'; readonly unit: UnitId }
  | { readonly kind: 'away-from-all' }
  | { readonly kind: 'feature'; readonly feature: string };

/**
 * Every instruction the Tyneside rules give the table. A move's `meleeBack`: T33.2's 5 cm move back
 * from the goal's unit after a melee, naming every enemy group the group fought in it: a man whose
 * straight line back leaves him touching one of them slides aside. Its `followUp`: T33.3's up to 5 cm
 * toward the goal's unit, the group beaten, to regain base contact: each man who reaches a
 * free place in contact within 5 cm takes it, and the group goes no farther from it than it stood.
 */
export type TynesideInstruction =
  | (Instruction & { readonly type: 'move'; readonly unit: UnitId; readonly with: readonly UnitId[]; readonly goal: MoveGoal; readonly fraction: 1 | 0.5; readonly stopShort: boolean; readonly ignoreTerrain?: boolean; readonly distance?: number; readonly face?: UnitId; readonly meleeBack?: readonly UnitId[]; readonly followUp?: true })
  | (Instruction & { readonly type: 'face'; readonly unit: UnitId; readonly toward: UnitId })
  | (Instruction & { readonly type: 'charge'; readonly unit: UnitId; readonly pairs: readonly { readonly attacker: FigureId; readonly defender: FigureId }[] })
  /** T23: the figures killed by one unit's fire or one melee step, taken off together. */
  | (Instruction & { readonly type: 'remove'; readonly figures: readonly FigureId[] })
  | (Instruction & { readonly type: 'reveal'; readonly marker: string; readonly unit: UnitId; readonly face: UnitId | null })
  | (Instruction & { readonly type: 'place-marker'; readonly marker: string; readonly x: number; readonly y: number })
  | (Instruction & { readonly type: 'remove-marker'; readonly marker: string })
  | (Instruction & { readonly type: 'note' });

/** Builds a narration-only instruction. */
export function note(text: string, reasons: readonly Reason[] = []): TynesideInstruction {
  return { type: 'note', text, reasons };
}
