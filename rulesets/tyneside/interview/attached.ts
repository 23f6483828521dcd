import { living, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { enemyUnits } from './words.js';

/**
 * T22.3 at a real table: a leader within 5 cm of a group of his side is shot at, and
 * charged, as one of its figures, never as a target of his own. Which leaders are attached is
 * what the books hold (`attachedTo`, answered at his side's last command step, where 'attached-to'
 * asked it; he moves only with that group until the next, A-63). A leader whose side has not yet
 * been asked, or whose group has no living figure left on the table, stays a target of his own.
 */
export function attachedGroup(state: TynesideState, leader: UnitState): UnitState | null {
  if (leader.kind !== 'leader' || leader.attachedTo === null) return null;
  const group = state.units[leader.attachedTo];
  return group && !group.marker && living(state, group).length > 0 ? group : null;
}

/** The enemy units the figures of `unit` may aim at or charge: those on the table, leaving out the leaders known to stand with a group (they are in its line). */
export function targetUnits(state: TynesideState, unit: UnitState): UnitState[] {
  return enemyUnits(state, unit).filter((u) => attachedGroup(state, u) === null);
}

/** A target's living figures, then those of the leaders known to be attached to it (T22.3: hits and chargers may fall on them too). */
export function targetFigures(state: TynesideState, target: UnitState): FigureState[] {
  const leaders = Object.values(state.units).filter((u) => u.side === target.side && u.kind === 'leader' && attachedGroup(state, u)?.id === target.id);
  return [...living(state, target), ...leaders.flatMap((l) => living(state, l))];
}
