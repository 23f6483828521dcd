/**
 * Movement allowances (spec T15).
 */
import { BARRIER_FRACTION, MAX_MOVE_CM } from '../tables/movement.js';
import type { FigureState, TynesideState } from '../state.js';

/** The facts about a figure that set its maximum move (T15.1). */
export interface MoverInputs {
  readonly horsed: boolean;
  /** Carries a wound (T23). */
  readonly wounded: boolean;
  readonly civilian: boolean;
  /** For civilians: "petticoats hitched up". Ignored for others. */
  readonly skirtsHitched: boolean;
  /** For horsed figures: the whole move is in open clear terrain. Ignored for others. */
  readonly allOpen: boolean;
}

/**
 * T15.1: maximum move in cm. 25 on foot; 40 horsed if the whole move is in open clear
 * terrain, otherwise 25; a civilian 20, or 15 with petticoats down; a wounded figure
 * at most 20 whatever its type, keeping any lower limit.
 */
export function maxMove(m: MoverInputs): number {
  let cm: number = m.horsed && m.allOpen ? MAX_MOVE_CM['horsed-open'] : MAX_MOVE_CM.foot;
  if (m.civilian) cm = Math.min(cm, m.skirtsHitched ? MAX_MOVE_CM.civilian : MAX_MOVE_CM['civilian-skirts-down']);
  if (m.wounded) cm = Math.min(cm, MAX_MOVE_CM.wounded);
  return cm;
}

/** T15.3: allowance used to clear a low barrier or fence: ¼ of the figure's maximum move. */
export function barrierCost(maxMoveCm: number): number {
  return maxMoveCm * BARRIER_FRACTION;
}

/** T15.1: a figure's full move, `allOpen` for horsed figures whose whole move is in the open. */
export function moveOf(f: FigureState, allOpen: boolean): number {
  return maxMove({ horsed: f.horsed, wounded: f.wounds > 0, civilian: f.civilian, skirtsHitched: f.skirtsHitched, allOpen });
}

/**
 * T15: how far the figures go, for a player with a tape: "25 cm", "40 cm in the open, 25 cm
 * elsewhere, wounded 20 cm", with difficult going doubled where the table has any; `fraction`
 * ½ for a half move (T15.4).
 */
export function moveText(state: TynesideState, figures: readonly FigureState[], fraction: 1 | 0.5 = 1): string {
  const parts = new Set<string>();
  for (const f of figures) {
    const who = f.wounds > 0 ? 'wounded ' : f.civilian ? 'civilians ' : '';
    const open = moveOf(f, true) * fraction;
    const elsewhere = moveOf(f, false) * fraction;
    parts.add(open === elsewhere ? `${who}${open} cm` : `${who}${open} cm in the open, ${elsewhere} cm elsewhere`);
  }
  const difficult = state.terrain.some((t) => t.difficult) ? '; difficult going counts double' : '';
  const barrier = state.terrain.some((t) => t.barrier) ? '; crossing a low barrier costs ¼ move' : '';
  return `${[...parts].join(', ')}${difficult}${barrier}`;
}
