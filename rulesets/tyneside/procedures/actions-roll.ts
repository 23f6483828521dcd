import { roll, type Procedure } from '../../../src/engine/requests.js';
import { nd } from '../../../src/dice/dice-spec.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { actionFor, commandedMayIgnore } from '../rules/actions.js';
import { riskFactor } from '../rules/risk-factor.js';
import { WEAPONS } from '../tables/weapons.js';
import type { ActionsTableId } from '../tables/actions.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { fact } from './requests.js';

/** T25.2: the table of the weapon category most of the unit's figures carry; Firearms on a tie. */
export function actionsTableOf(state: TynesideState, unit: UnitState): ActionsTableId {
  let firearms = 0;
  for (const f of living(state, unit)) {
    const ranged = f.weapons.some((w) => WEAPONS[w.weapon].actions === 'firearms');
    if (ranged) firearms++;
  }
  return firearms * 2 >= living(state, unit).length ? 'firearms' : 'melee';
}

/** PCs act as their player wishes (T7.3) and commanded units as ordered (T14.1): italic cells do not bind them (T25.5). */
export function actsFreely(state: TynesideState, unit: UnitState): boolean {
  return unit.commanded || (unit.kind === 'leader' && state.figures[unit.figures[0]!]!.role === 'pc');
}

/** Whether a Hero is with the unit: a member, an attached leader, or the lone Hero himself. */
function heroWithUnit(state: TynesideState, unit: UnitState, attachedLeaders: readonly UnitState[]): boolean {
  const members = [...living(state, unit), ...attachedLeaders.flatMap((l) => living(state, l))];
  return members.some((f) => f.cls === 'hero');
}

/**
 * T24–T25: the unit's Risk Factor on the board as it stands, the D6, and the cell of its
 * Actions Table. Commanded units and PCs are bound only by non-italic cells (T25.5, A-44).
 */
export function* rollActions(state: TynesideState, unit: UnitState, attachedLeaders: readonly UnitState[]): Procedure<Reason> {
  const situation = yield* fact({ id: 'risk-situation', unit: unit.id }, `Risk Factor of ${unit.name}`);
  const members = living(state, unit);
  const casualties = unit.figures.map((id) => state.figures[id]!).filter((f) => !f.alive || f.wounds > 0).length;
  const raw = members.every((f) => f.cls === 'raw');
  const { rf, factors } = riskFactor({
    heroWithUnit: heroWithUnit(state, unit, attachedLeaders),
    entirelyInCover: situation.entirelyInCover,
    advancing: situation.advancing,
    enemyInRange: situation.enemyInRange,
    raw,
    rawInRange: situation.anyEnemyUnitInRange,
    casualtiesPct: Math.min(100, (100 * casualties) / unit.originalStrength),
    enemyFlankRear: situation.enemyFlankRear,
    nativesNearCavalry: members.some((f) => f.native) && situation.nativesNearCavalry,
    running: unit.lastCode === 'RUN' || (unit.movedBackAt !== null && unit.movedBackAt >= state.halfTurn - 2),
  });
  const table = actionsTableOf(state, unit);
  const [d6] = yield* roll(nd(1, 6), `Actions Table for ${unit.name} (RF ${rf})`, unit.side);
  const { cell, rowLabel } = actionFor(table, rf, d6!);
  for (const u of [unit, ...attachedLeaders]) {
    u.result = { cell, rf, d6: d6!, binding: !actsFreely(state, u) || !commandedMayIgnore(cell) };
    u.lastCode = cell.code;
  }
  const terms = factors.map((f) => `${f.value > 0 ? '+' : ''}${f.value} ${f.why}`).join(', ') || 'no factors';
  return {
    rule: table === 'firearms' ? 'T26' : 'T27',
    text: `RF ${rf} (${terms}), D6 ${d6}: ${cell.text}${cell.italic ? ' (italic)' : ''}`,
    cell: `${table === 'firearms' ? 'Firearms' : 'Melee'} table, ${rowLabel}, D6 ${d6}`,
    dice: [d6!],
    inputs: { rf },
  };
}
