import type { Procedure } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import type { FigureState } from '../state.js';
import { instruct } from './requests.js';

/** T23: applies a wound or a kill to a figure (a second wound kills) and tells the table. */
export function* applyHit(figure: FigureState, result: 'graze' | 'wound' | 'kill', reasons: readonly Reason[]): Procedure<'graze' | 'wound' | 'kill'> {
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
  yield* instruct({ type: 'remove', figure: figure.id, text: `Remove ${figure.name}: ${why}`, reasons: [...reasons, { rule: 'T23', text: why }] });
  return 'kill';
}
