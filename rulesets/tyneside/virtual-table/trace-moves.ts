/**
 * What the battle trace records of a Tyneside move: each figure's path from where it stood, the
 * allowance the rules give it for that path (T15.1, A-19: horsed 40 cm only when the whole path
 * is open clear terrain; T33's set 5 cm) and what the path costs over the ground (T15.2 difficult
 * going double, T15.3 a quarter move a barrier; a set distance is measured on the table). Worked out from the path itself, not from the mover's own
 * sums, so the trace checker can hold the mover to the rules.
 */
import type { TraceEvent, TraceMovedBase } from '../../../src/engine/trace.js';
import { moveAlong } from '../../../src/table/move-along.js';
import { distance, type Point } from '../../../src/table/shapes.js';
import { moveOf } from '../rules/movement.js';
import type { FigureState, TynesideState, UnitState } from '../state.js';
import { allOpen, moveTerrain } from './walk.js';

/** How a move was ordered: a fraction of the full move, or a set distance on the table (T33's 5 cm). */
export interface MoveTerms {
  readonly fraction: number;
  readonly distance?: number;
  readonly charge: boolean;
}

/** T33.2, T33.3: the 5 cm of a move back or a follow-up is measured on the table, not paid for in ground. */
const SET_DISTANCE_RULE = 'T33';

function movedBase(state: TynesideState, figure: FigureState, from: Point, to: Point, terms: MoveTerms): TraceMovedBase {
  const length = distance(from, to);
  if (terms.distance !== undefined) return { id: figure.id, path: [[from.x, from.y], [to.x, to.y]], allowance: terms.distance, spent: length };
  const walk = moveAlong(from, to, Infinity, moveTerrain(state, moveOf(figure, false)));
  const allowance = moveOf(figure, allOpen(walk)) * terms.fraction;
  const { spent } = walk;
  return { id: figure.id, path: [[from.x, from.y], [to.x, to.y]], allowance, spent };
}

/** Of a move back after a melee (T33.2): the unit it went away from, and its men with no room to get clear of it. */
export interface MovedBack {
  readonly awayFrom: string;
  readonly noRoom: readonly string[];
}

/**
 * The move line for a unit's figures that went from `origins` to where they stand now; null if
 * none moved, but a move back has its line whatever moved, for the trace checker to hold the
 * group clear of the group it fought unless it says there was no room.
 */
export function tracedMove(state: TynesideState, unit: UnitState, figures: readonly (FigureState & { pos: Point })[], origins: readonly Point[], terms: MoveTerms, back?: MovedBack): TraceEvent | null {
  const bases = figures.flatMap((f, i) => (distance(origins[i]!, f.pos) > 0 ? [movedBase(state, f, origins[i]!, f.pos, terms)] : []));
  if (bases.length === 0 && !back) return null;
  return {
    kind: 'move',
    unit: unit.id,
    side: unit.side,
    bases,
    allowance: bases.length === 0 ? terms.distance ?? 0 : Math.min(...bases.map((b) => b.allowance)),
    spent: bases.length === 0 ? 0 : Math.max(...bases.map((b) => b.spent)),
    charge: terms.charge,
    ...(terms.distance === undefined ? {} : { ignoresGround: SET_DISTANCE_RULE }),
    ...(back ? { awayFrom: back.awayFrom, ...(back.noRoom.length > 0 ? { noRoom: back.noRoom } : {}) } : {}),
  };
}
