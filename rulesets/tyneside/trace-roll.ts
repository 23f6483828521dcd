/** What the battle trace records of a Tyneside Actions roll (T24-T25): the Risk Factor's lines, the D6 and the cell read. */
import type { TraceEvent, TraceFactor } from '../../src/engine/trace.js';
import type { RiskFactorTerm } from './rules/risk-factor.js';
import type { ActionLookup } from './rules/actions.js';
import { ACTIONS_TABLE_BY_ID, type ActionsTableId } from './tables/actions.js';
import { RISK_FACTORS } from './tables/risk-factors.js';

/** Which way each of T24.1's two-way lines held: "entirely in cover or advancing" (A-35), "running or retreating from melee" (A-42). */
export interface RiskConditions {
  readonly cover: boolean;
  readonly advancing: boolean;
  /** The last Actions result was RUN (T28). */
  readonly ran: boolean;
  /** Moved back after a melee (T33.2) since the last Actions roll. */
  readonly movedBack: boolean;
}

/** What was rolled for whom: the groups rolling as one, the leaders taking their result, and the roll. */
export interface ActionsRollTrace {
  readonly side: string;
  readonly groups: readonly string[];
  readonly leaders: readonly string[];
  readonly factors: readonly RiskFactorTerm[];
  readonly conditions: RiskConditions;
  readonly rf: number;
  readonly d6: number;
  readonly table: ActionsTableId;
  readonly lookup: ActionLookup;
  /** a platoon's roll whose cell binds is thrown away. */
  readonly discarded: boolean;
}

/** The trace line of one Actions roll: each T24.1 line that applied, with its rule (T24.1 and its reading, A-34..A-42) and value. */
export function actionsRollLine(roll: ActionsRollTrace): TraceEvent {
  const c = roll.conditions;
  const holds: Partial<Record<string, string[]>> = {
    'cover-or-advancing': [...(c.cover ? ['cover'] : []), ...(c.advancing ? ['advancing'] : [])],
    running: [...(c.ran ? ['ran'] : []), ...(c.movedBack ? ['moved-back'] : [])],
  };
  const factors = roll.factors.map((f): TraceFactor => {
    const line = RISK_FACTORS.find((r) => r.id === f.id)!;
    const held = holds[f.id];
    return { id: f.id, rule: `T24.1 (${line.ambiguity})`, value: f.value, ...(held ? { holds: held } : {}) };
  });
  return {
    kind: 'roll',
    side: roll.side,
    units: roll.groups,
    ...(roll.leaders.length > 0 ? { with: roll.leaders } : {}),
    factors,
    total: roll.rf,
    dice: [roll.d6],
    table: ACTIONS_TABLE_BY_ID[roll.table].rule,
    row: roll.lookup.rowLabel,
    result: roll.lookup.cell.code,
    ...(roll.discarded ? { discarded: true as const } : {}),
  };
}
