import { roll, type Procedure } from '../../../src/engine/requests.js';
import { nd } from '../../../src/dice/dice-spec.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { actionFor, commandedMayIgnore } from '../rules/actions.js';
import { riskFactor } from '../rules/risk-factor.js';
import { WEAPONS } from '../tables/weapons.js';
import type { ActionsTableId } from '../tables/actions.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { note } from '../instructions.js';
import { instruct } from './requests.js';
import type { RiskSituation } from '../facts.js';
import type { TraceEvent } from '../../../src/engine/trace.js';
import { actionsRollLine, type RiskConditions } from '../trace-roll.js';

/** An Actions roll acted on: why (for the note that tells it) and its trace line. */
export interface ActionsRoll {
  readonly reason: Reason;
  readonly trace: TraceEvent;
}

/** T25.2 (A-43): the table of the weapon category most of the unit's figures carry; Firearms on a tie. */
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

/** Whether a Hero is with the unit: a member, an attached leader, or the lone Hero himself (A-34). */
function heroWithUnit(state: TynesideState, unit: UnitState, attachedLeaders: readonly UnitState[]): boolean {
  const members = [...living(state, unit), ...attachedLeaders.flatMap((l) => living(state, l))];
  return members.some((f) => f.cls === 'hero');
}

/**
 * T24–T25: the Risk Factor of one group, or of a formed platoon's groups taken as one group
 * (T29), from the board conditions asked for the whole step (`situations`, T24.3: the board as
 * it stands); the D6; and the cell of its Actions Table. Commanded units and PCs are bound only
 * by non-italic cells (T25.5, A-44). A platoon roll whose cell is not italic is discarded (A-49)
 * and returns null: its groups then roll one by one. The roll's trace line goes with the note
 * that tells its result (the discarded one's with the note saying so).
 */
export function* rollActions(state: TynesideState, groups: readonly UnitState[], attachedLeaders: readonly UnitState[], situations: ReadonlyMap<string, RiskSituation>): Procedure<ActionsRoll | null> {
  const situation = (g: UnitState) => {
    const known = situations.get(g.id);
    if (!known) throw new Error(`no Risk Factor conditions were asked for ${g.name}: ask every unit that rolls at the start of the step`);
    return known;
  };
  const asked = groups.map(situation);
  const members = groups.flatMap((g) => living(state, g));
  const figures = groups.flatMap((g) => g.figures.map((id) => state.figures[id]!));
  const casualties = figures.filter((f) => !f.alive || f.wounds > 0).length;
  const strength = groups.reduce((n, g) => n + g.originalStrength, 0);
  const conditions: RiskConditions = {
    cover: asked.every((s) => s.entirelyInCover),
    advancing: asked.every((s) => s.advancing),
    ran: groups.some((g) => g.lastCode === 'RUN'),
    movedBack: groups.some((g) => g.movedBackAt !== null && g.movedBackAt >= state.halfTurn - 2),
  };
  const { rf, factors } = riskFactor({
    heroWithUnit: groups.some((g) => heroWithUnit(state, g, attachedLeaders)),
    entirelyInCover: conditions.cover,
    advancing: conditions.advancing,
    enemyInRange: asked.some((s) => s.enemyInRange),
    raw: members.every((f) => f.cls === 'raw'),
    rawInRange: asked.some((s) => s.anyEnemyUnitInRange),
    casualtiesPct: Math.min(100, (100 * casualties) / strength),
    enemyFlankRear: asked.some((s) => s.enemyFlankRear),
    nativesNearCavalry: members.some((f) => f.native) && asked.some((s) => s.nativesNearCavalry),
    running: conditions.ran || conditions.movedBack,
  });
  const table = actionsTableOf(state, groups[0]!);
  const name = groups.map((g) => g.name).join(' + ');
  const [d6] = yield* roll(nd(1, 6), `Actions Table for ${name} (RF ${rf})`, groups[0]!.side);
  const lookup = actionFor(table, rf, d6!);
  const { cell, rowLabel } = lookup;
  const reason: Reason = {
    rule: groups.length > 1 ? 'T29' : table === 'firearms' ? 'T26' : 'T27',
    text: `RF ${rf} (${factors.map((f) => `${f.value > 0 ? '+' : ''}${f.value} ${f.why}`).join(', ') || 'no factors'}), D6 ${d6}: ${cell.text}${cell.italic ? ' (italic)' : ''}`,
    cell: `${table === 'firearms' ? 'Firearms' : 'Melee'} table, ${rowLabel}, D6 ${d6}`,
    dice: [d6!],
    inputs: { rf },
  };
  // T29 "if their commands are written in italics"; the RF ≤ 0 row counts as italic (A-44).
  const discarded = groups.length > 1 && !commandedMayIgnore(cell);
  const trace = actionsRollLine({ side: groups[0]!.side, groups: groups.map((g) => g.id), leaders: discarded ? [] : attachedLeaders.map((l) => l.id), factors, conditions, rf, d6: d6!, table, lookup, discarded });
  if (discarded) {
    yield* instruct({ ...note(`${name}: the platoon's roll is not italic, so it is discarded and each group rolls for itself`, [reason]), trace: [trace] });
    return null;
  }
  for (const u of [...groups, ...attachedLeaders]) {
    const own = groups.indexOf(u);
    const inCover = own >= 0 ? asked[own]!.entirelyInCover : asked.every((s) => s.entirelyInCover);
    u.result = { cell, rf, d6: d6!, binding: !actsFreely(state, u) || !commandedMayIgnore(cell), inCover };
    u.lastCode = cell.code;
  }
  return { reason, trace };
}
