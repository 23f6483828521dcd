import type { Procedure } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import type { FigureState, TynesideState } from '../state.js';
import { aFigureOpening, figuresRemoved } from './figure-words.js';
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
export function* applyHit(state: TynesideState, figure: FigureState, result: 'graze' | 'wound' | 'kill', reasons: readonly Reason[], removals: Removal[]): Procedure<'graze' | 'wound' | 'kill'> {
  if (!figure.alive) return 'graze';
  if (result === 'graze') {
    yield* instruct({ type: 'note', text: `${aFigureOpening(state, figure)} is grazed: no effect`, reasons });
    return 'graze';
  }
  if (result === 'wound' && figure.wounds === 0) {
    // named before the wound: "a figure of Impi 2", "an unwounded figure of Impi 2", or the leader
    const who = aFigureOpening(state, figure);
    figure.wounds = 1;
    yield* instruct({ type: 'note', text: `${who} is wounded: mark him (short range only, 20 cm moves)`, reasons: [...reasons, { rule: 'T23', text: 'a wounded figure may only shoot at short range and moves at reduced speed' }] });
    return 'wound';
  }
  figure.alive = false;
  const why = result === 'wound' ? 'a second wound kills' : 'killed';
  removals.push({ figure, why, reasons: [...reasons, { rule: 'T23', text: why }] });
  return 'kill';
}

/**
 * T23: one instruction for the figures killed by one unit's fire or one melee step, every hit
 * having been applied before the next was allocated: "Remove 2 figures of Impi 2 (1
 * killed, 1 a second wound kills; 14 left)", in words a player can act on (figure-words.ts).
 * Nothing to remove, nothing told. At a real table it is shown with the next screen
 * (`withNext`), as the figures to take off before answering it: the next question of sight is
 * asked of the table without them, and the removals of several units firing in a row with
 * nothing asked between come off together.
 */
export function* tellRemovals(state: TynesideState, removals: readonly Removal[]): Procedure<void> {
  if (removals.length === 0) return;
  const figures = removals.map((r) => r.figure.id);
  const reasons = removals.flatMap((r) => r.reasons);
  const units = [...new Set(removals.map((r) => r.figure.unit))];
  const parts = units.map((unit) => figuresRemoved(state, removals.filter((r) => r.figure.unit === unit)));
  yield* instruct({ type: 'remove', withNext: true, figures, text: `Remove ${parts.join('; ')}`, reasons });
}
