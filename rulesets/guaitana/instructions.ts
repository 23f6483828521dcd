import type { Instruction } from '../../src/engine/requests.js';
import type { Reason } from '../../src/engine/reasons.js';
import type { Point } from '../../src/table/shapes.js';
import type { Formation } from './tables/troops.js';
import type { UnitId } from './state.js';

/** Where a move goes (G9.3). */
export type MoveGoal =
  | { readonly kind: 'path' }
  | { readonly kind: 'toward'; readonly unit: UnitId }
  | { readonly kind: 'point'; readonly point: Point }
  | { readonly kind: 'baseline' };

/** Every instruction the Guaitana rules give the table. */
export type GuaitanaInstruction =
  /**
   * Move up to `allowance` cm of Movement Capacity (terrain costs counted), stopping at contact
   * with an enemy, or, with `stopAtClose`, once the goal unit is in Close range; with
   * `roundEnemies` (a Retreat, G8.6(4); the C-in-C and messengers, whom contact would eliminate,
   * G9.8(2)), going round enemy units rather than into them.
   */
  | (Instruction & { readonly type: 'move'; readonly unit: UnitId; readonly goal: MoveGoal; readonly allowance: number; readonly stopAtClose: boolean; readonly roundEnemies?: boolean; /** G9.6: an Attack that means to reach contact. */ readonly charge?: true })
  | (Instruction & { readonly type: 'form'; readonly unit: UnitId; readonly formation: Formation })
  | (Instruction & { readonly type: 'face'; readonly unit: UnitId; readonly toward: UnitId })
  /** A hidden unit comes onto the table at a hiding place (G9.2, G9.9), facing the nearest Italian unit when that is known. */
  | (Instruction & { readonly type: 'appear'; readonly unit: UnitId; readonly feature: string; readonly at: Point; readonly toward?: UnitId })
  | (Instruction & { readonly type: 'remove'; readonly unit: UnitId; readonly count: number })
  | (Instruction & { readonly type: 'eliminate'; readonly unit: UnitId })
  | (Instruction & { readonly type: 'pack' | 'unpack' | 'mount' | 'dismount'; readonly unit: UnitId })
  | (Instruction & { readonly type: 'note' });

/** Builds a narration-only instruction. */
export function note(text: string, reasons: readonly Reason[] = []): GuaitanaInstruction {
  return { type: 'note', text, reasons };
}
