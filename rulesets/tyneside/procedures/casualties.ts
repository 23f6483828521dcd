import type { Procedure } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { living, type FigureState, type TynesideState } from '../state.js';
import { instruct } from './requests.js';

/** A figure a hit has just killed: told with the others killed by the same fire or melee. */
export interface Removal {
  readonly figure: FigureState;
  readonly why: string;
  readonly reasons: readonly Reason[];
}

/**
 * T23: applies a wound or a kill to a figure (a second wound kills) and notes a wound; a figure
 * killed goes to `removals`, for `tellRemovals` to have taken off the table with the others.
 */
export function* applyHit(figure: FigureState, result: 'graze' | 'wound' | 'kill', reasons: readonly Reason[], removals: Removal[]): Procedure<'graze' | 'wound' | 'kill'> {
  if (!figure.alive) return 'graze';
  if (result === 'graze') {
    yield* instruct({ type: 'note', text: `${figure.name} is grazed: no effect`, reasons });
    return 'graze';
  }
  if (result === 'wound' && figure.wounds === 0) {
    figure.wounds = 1;
    yield* instruct({ type: 'note', text: `${figure.name} is wounded: mark him (short range only, 20 cm moves)`, reasons: [...reasons, { rule: 'T23', text: 'a wounded figure may only shoot at short range and moves at reduced speed' }] });
    return 'wound';
  }
  figure.alive = false;
  const why = result === 'wound' ? 'a second wound kills' : 'killed';
  removals.push({ figure, why, reasons: [...reasons, { rule: 'T23', text: why }] });
  return 'kill';
}

/**
 * T23: one instruction for the figures killed by one unit's fire or one melee step, every hit
 * having been applied before the next was allocated (A-29): "Remove 2 figures of Impi 2 (#3
 * killed, #7 a second wound kills; 14 left)". Nothing to remove, nothing told. At a real table it
 * is shown with the next screen (`withNext`), as the figures to take off before answering it:
 * the next question of sight is asked of the table without them, and the removals of several
 * units firing in a row with nothing asked between come off together.
 */
export function* tellRemovals(state: TynesideState, removals: readonly Removal[]): Procedure<void> {
  if (removals.length === 0) return;
  const figures = removals.map((r) => r.figure.id);
  const reasons = removals.flatMap((r) => r.reasons);
  if (removals.length === 1) {
    const [{ figure, why }] = removals as [Removal];
    yield* instruct({ type: 'remove', withNext: true, figures, text: `Remove ${figure.name}: ${why}`, reasons });
    return;
  }
  const units = [...new Set(removals.map((r) => r.figure.unit))].map((id) => state.units[id]!);
  const parts = units.map((unit) => {
    const mine = removals.filter((r) => r.figure.unit === unit.id);
    const each = mine.map((r) => `${r.figure.name.startsWith(`${unit.name} `) ? r.figure.name.slice(unit.name.length + 1) : r.figure.name} ${r.why}`);
    return `${mine.length === 1 ? 'a figure' : `${mine.length} figures`} of ${unit.name} (${each.join(', ')}; ${living(state, unit).length} left)`;
  });
  yield* instruct({ type: 'remove', withNext: true, figures, text: `Remove ${parts.join('; ')}`, reasons });
}
