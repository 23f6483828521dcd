/**
 * What the battle trace records of a Tyneside move: each figure's path from where it stood, the
 * allowance the rules give it for that path (T15.1, A-19: horsed 40 cm only when the whole path
 * is open clear terrain) and what the path costs over the ground (T15.2 difficult going double,
 * T15.3 a quarter move a barrier). Worked out from the path itself, not from the mover's own
 * sums, so the trace checker can hold the mover to the rules.
 */
import type { TraceEvent, TraceMovedBase } from '../../../src/engine/trace.js';
import { moveAlong } from '../../../src/table/move-along.js';
import { segmentTouchesShape } from '../../../src/table/segments.js';
import { distance, type Point } from '../../../src/table/shapes.js';
import { moveOf } from '../rules/movement.js';
import type { FigureState, TynesideState, UnitState } from '../state.js';
import { moveTerrain } from './move-units.js';

/** How a move was ordered: a fraction of the full move, or a set distance (T33's 5 cm). */
export interface MoveTerms {
  readonly fraction: number;
  readonly distance?: number;
  /** The rule that lets the move ignore the ground, if one does. */
  readonly ignoresGround?: string;
  readonly charge: boolean;
}

/** a path in open clear terrain touches no difficult, impassable, barrier or concealing ground. */
function allOpen(state: TynesideState, from: Point, to: Point): boolean {
  return !state.terrain.some((t) => (t.difficult || t.impassable || t.barrier || t.concealing) && segmentTouchesShape(t.shape, from, to));
}

function movedBase(state: TynesideState, figure: FigureState, from: Point, to: Point, terms: MoveTerms): TraceMovedBase {
  const full = moveOf(figure, allOpen(state, from, to));
  const allowance = terms.distance ?? full * terms.fraction;
  const spent = terms.ignoresGround ? distance(from, to) : moveAlong(from, to, Infinity, moveTerrain(state, moveOf(figure, false))).spent;
  return { id: figure.id, path: [[from.x, from.y], [to.x, to.y]], allowance, spent };
}

/** The move line for a unit's figures that went from `origins` to where they stand now; null if none moved. */
export function tracedMove(state: TynesideState, unit: UnitState, figures: readonly (FigureState & { pos: Point })[], origins: readonly Point[], terms: MoveTerms): TraceEvent | null {
  const bases = figures.flatMap((f, i) => (distance(origins[i]!, f.pos) > 0 ? [movedBase(state, f, origins[i]!, f.pos, terms)] : []));
  if (bases.length === 0) return null;
  return {
    kind: 'move',
    unit: unit.id,
    side: unit.side,
    bases,
    allowance: Math.min(...bases.map((b) => b.allowance)),
    spent: Math.max(...bases.map((b) => b.spent)),
    charge: terms.charge,
    ...(terms.ignoresGround ? { ignoresGround: terms.ignoresGround } : {}),
  };
}
