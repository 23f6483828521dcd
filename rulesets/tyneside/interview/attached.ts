import { living, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { Board } from '../virtual-table/board.js';
import { FactAnswers } from '../virtual-table/answer-facts.js';
import { enemyUnits } from './words.js';

/**
 * The group the leader was placed with: T22.3's 5 cm measured on the scenario's deployment.
 * Right only until his side's first command step: until then nobody of it has moved (T5.5), so
 * its figures stand where the scenario placed them at the real table too. Kept for the
 * half-turn it was measured in.
 */
const deployed = new WeakMap<TynesideState, { halfTurn: number; groups: Map<string, string | null> }>();
export function placedWith(state: TynesideState, leader: UnitState): string | null {
  let kept = deployed.get(state);
  if (kept?.halfTurn !== state.halfTurn) deployed.set(state, (kept = { halfTurn: state.halfTurn, groups: new Map() }));
  if (!kept.groups.has(leader.id)) kept.groups.set(leader.id, new FactAnswers(new Board(state), state).attachedTo(leader.id));
  return kept.groups.get(leader.id)!;
}

/**
 * T22.3 at a real table: a leader within 5 cm of a group of his side is shot at, and
 * charged, as one of its figures, never as a target of his own. Which leaders are attached is
 * what the books hold (`attachedTo`, answered at his side's last command step, where 'attached-to'
 * asked it; he moves only with that group until the next, A-63), or in the first half-turn,
 * before his side was asked, the group he was placed with. A leader alone, or whose group has no
 * living figure left on the table, stays a target of his own.
 */
export function attachedGroup(state: TynesideState, leader: UnitState): UnitState | null {
  if (leader.kind !== 'leader') return null;
  // in the battle's first half-turn the second side has had no command step to ask it
  const id = leader.attachedTo ?? (state.halfTurn === 1 ? placedWith(state, leader) : null);
  const group = id === null ? undefined : state.units[id];
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
