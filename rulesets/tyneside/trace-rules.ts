/** What the trace checker holds a Tyneside battle to, beyond what every ruleset keeps (src/audit/check-trace.ts). */
import type { Broken, TraceRules } from '../../src/audit/check-trace.js';
import { TableModel } from '../../src/audit/table-model.js';
import type { TraceLine } from '../../src/engine/trace.js';
import { contains } from '../../src/table/shapes.js';
import { atMost } from '../../src/table/tolerance.js';
import { newBattle } from './new-battle.js';
import { endChecks } from './trace-end.js';
import { riskChecks } from './trace-risk.js';
import { rangeBand } from './rules/to-hit.js';
import type { TynesideScenario } from './scenario-schema.js';
import { WEAPONS, type WeaponId } from './tables/weapons.js';
import { CONTACT_CM } from './virtual-table/board.js';

/** T22.3: a leader within 5 cm of a group is part of it for casualties, never a target alone. */
const ATTACHED_CM = 5;
/** How far (cm) a shot's recorded distance may stray from the gap the trace's bases show: float noise only. */
const SAME_DISTANCE_CM = 1e-6;

/**
 * The checks: a shot's band is its weapon's band at the recorded distance (T4.2, A-4), and that
 * distance is the gap between the shooter's and the target's bases; a leader within 5 cm of a
 * group of his side is not shot at alone (T22.3); no figure stands in impassable ground (T15.2);
 * no group is moved back or follows up more than once in a melee step (T33), and a group moved
 * back touches the group it fought no more, unless it had no room (T33.2); the battle ends when a
 * side has every group in retreat or gone, and only then or at the turn limit (T34, trace-end.ts);
 * each Actions roll's Risk Factor, table cell, running and advancing (T24-T25, trace-risk.ts).
 */
export function tynesideTraceRules(scenario: TynesideScenario): TraceRules {
  const battle = newBattle(scenario);
  const impassable = battle.terrain.filter((t) => t.impassable);
  const ending = endChecks(battle);
  const risk = riskChecks(battle.figures);
  const leaders = new Set<string>();
  // T33: the units moved a set 5 cm (back, or following up) in this step
  let setMoves = new Set<string>();
  // T33.2: this melee step's moves back so far, checked once the last of them is made
  let movedBack: { unit: string; awayFrom: string; noRoom: readonly string[] }[] = [];
  return {
    contactCm: CONTACT_CM,
    meleeStep: 'T5.1(4)',
    fights: () => true,
    check(line: TraceLine, table: TableModel): Broken[] {
      const back = line.kind === 'move' && line.awayFrom !== undefined;
      const clear = back || movedBack.length === 0 ? [] : clearAfterMovesBack(table);
      return [...ending(line), ...clear, ...risk(line, table), ...lineChecks(line, table)];
    },
  };

  /**
   * T33.2: after a melee step's moves back (both groups of a drawn melee move), no man of a group
   * moved back touches a man of the group it went away from, unless the move line names one of
   * the two as having had no room to get clear.
   */
  function clearAfterMovesBack(table: TableModel): Broken[] {
    const excused = new Set(movedBack.flatMap((m) => m.noRoom));
    const problems: Broken[] = [];
    for (const { unit, awayFrom } of movedBack) {
      for (const own of table.of(unit)) {
        const touching = table.of(awayFrom).find((e) => !excused.has(own.id ?? '') && !excused.has(e.id ?? '') && atMost(TableModel.gap(own, e), CONTACT_CM));
        if (touching) problems.push({ code: 'moved-back-contact', message: `${own.id ?? unit} was moved back from ${awayFrom} but still touches ${touching.id ?? awayFrom}, and the move names no lack of room (T33.2)` });
      }
    }
    movedBack = [];
    return problems;
  }

  function lineChecks(line: TraceLine, table: TableModel): Broken[] {
    switch (line.kind) {
      case 'start':
        for (const u of line.units) if (u.leader) leaders.add(u.id);
        return [];
      case 'step':
        setMoves = new Set();
        return [];
      case 'move': {
        if (line.awayFrom !== undefined) movedBack.push({ unit: line.unit, awayFrom: line.awayFrom, noRoom: line.noRoom ?? [] });
        if (line.ignoresGround === undefined) return [];
        const twice = setMoves.has(line.unit);
        setMoves.add(line.unit);
        return twice ? [{ code: 'melee-moves', message: `${line.unit} was moved a set 5 cm twice in one melee step (T33.1-T33.3: back once, or follow up once)` }] : [];
      }
      case 'fire': {
        // a shot at a real table has its band only, nothing measured to check it against
        if (line.distance === undefined) return [];
        const problems: Broken[] = [];
        const band = Object.hasOwn(WEAPONS, line.weapon) ? rangeBand(line.weapon as WeaponId, line.distance) : null;
        if (band !== line.band) problems.push({ code: 'band', message: `${line.shooter} fired at ${line.band} range at ${line.distance} cm, which is ${band ?? 'out of range'} for a ${line.weapon} (T4.2)` });
        const shooter = line.shooter === undefined ? undefined : table.base(line.unit, line.shooter);
        const target = table.base(line.targetUnit, line.target);
        if (shooter && target && Math.abs(TableModel.gap(shooter, target) - line.distance) > SAME_DISTANCE_CM) {
          problems.push({ code: 'distance', message: `${line.shooter} fired at ${line.target} ${line.distance} cm away, but their bases stand ${TableModel.gap(shooter, target)} cm apart` });
        }
        if (leaders.has(line.targetUnit) && target) {
          const group = table.all().find((b) => !b.marker && !b.leader && b.side === target.side && atMost(TableModel.gap(b, target), ATTACHED_CM));
          if (group) problems.push({ code: 'leader-alone', message: `${line.targetUnit} was shot at alone, standing within ${ATTACHED_CM} cm of ${group.unit} (T22.3)` });
        }
        return problems;
      }
      case 'positions':
        return line.bases.filter((b) => !b.marker && impassable.some((t) => contains(t.shape, b))).map((b): Broken => ({ code: 'impassable', message: `${b.unit} ${b.id ?? ''} stands in impassable ground (T15.2)` }));
      default:
        return [];
    }
  }
}
