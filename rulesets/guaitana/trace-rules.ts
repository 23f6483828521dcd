/** What the trace checker holds a Guaitana battle to, beyond what every ruleset keeps (src/audit/check-trace.ts). */
import type { Broken, TraceRules } from '../../src/audit/check-trace.js';
import { TableModel } from '../../src/audit/table-model.js';
import type { TraceBase, TraceLine } from '../../src/engine/trace.js';
import { degreesApart } from '../../src/table/move-along.js';
import { contains } from '../../src/table/shapes.js';
import { newBattle } from './new-battle.js';
import { breakChecks } from './trace-break.js';
import { onOppositeFaces } from './rules/fire.js';
import { moveFor, terrainTroop } from './rules/ground.js';
import { rangeBand } from './rules/range.js';
import type { GuaitanaScenario } from './scenario-schema.js';
import { RANGES, type WeaponId } from './tables/weapons.js';
import { CONTACT_CM } from './virtual-table/board.js';
import { compass } from './virtual-table/footprint.js';

/** How far (cm) a shot's recorded distance may stray from the gap the trace's bases show: float noise only. */
const SAME_DISTANCE_CM = 1e-6;
/** G9.8.2: a mover goes through the C-in-C, messengers and baggage; the rules take them, no melee. */
const RIDDEN_OVER = new Set(['cinc', 'messenger', 'baggage']);

/**
 * The checks: a fire's band is its weapon's band at the recorded distance (G11.5) and that
 * distance is the gap between the two units' rectangles (G18.32); a unit fires at two targets
 * in a phase only as a square, the second on its opposite side (G11.12), never at three; no
 * unit stands in ground impassable for its type (G5.1); a unit under a Retreat order changes
 * neither its formation (but into Mass) nor its guns or horses (G8.6(2), G9.7), baggage
 * excepted (its Column on the move costs nothing, G4.6); the battle ends when a side breaks,
 * and only then or at the turn limit (G17, trace-break.ts).
 */
export function guaitanaTraceRules(scenario: GuaitanaScenario): TraceRules {
  const battle = newBattle(scenario);
  // each unit's targets in the Fire phase being read: "turn/unit" → the targets' ids and bearings
  const targets = new Map<string, { unit: string; bearing: number }[]>();
  // each unit's order and form as the last positions line showed them
  const shown = new Map<string, { order?: string; form?: string }>();
  const ending = breakChecks(battle);
  return {
    contactCm: CONTACT_CM,
    meleeStep: 'G12',
    fights: (unit) => !RIDDEN_OVER.has(battle.units[unit]?.type ?? ''),
    check(line: TraceLine, table: TableModel): Broken[] {
      const ended = ending(line);
      if (ended.length > 0) return ended;
      switch (line.kind) {
        case 'fire': {
          // a shot at a real table has its band only, nothing measured to check it against
          if (line.distance === undefined) return [];
          const problems: Broken[] = [...secondTarget(line, table, targets)];
          const band = Object.hasOwn(RANGES, line.weapon) ? rangeBand(line.weapon as WeaponId, line.distance) : null;
          if (band !== line.band) problems.push({ code: 'band', message: `${line.unit} fired at ${line.band} range at ${line.distance} cm, which is ${band ?? 'out of range'} for ${line.weapon} (G11.5)` });
          const shooter = table.base(line.unit), target = table.base(line.targetUnit);
          if (shooter && target && Math.abs(TableModel.gap(shooter, target) - line.distance) > SAME_DISTANCE_CM) {
            problems.push({ code: 'distance', message: `${line.unit} fired at ${line.targetUnit} ${line.distance} cm away, but their rectangles stand ${TableModel.gap(shooter, target)} cm apart` });
          }
          return problems;
        }
        case 'positions':
          return line.bases.flatMap((b): Broken[] => {
            const unit = battle.units[b.unit];
            if (!unit) return [];
            const troop = terrainTroop(unit);
            const bad = battle.terrain.find((t) => moveFor(t, troop) === 'impassable' && contains(t.shape, b));
            const problems: Broken[] = bad ? [{ code: 'impassable', message: `${b.unit} stands in ${bad.name}, impassable for it (G5.1)` }] : [];
            // G4.6: baggage is in Mass standing and in Column moving, at no cost: no change of its counts against a Retreat
            return unit.type === 'baggage' ? problems : [...problems, ...retreatKeepsForm(b, shown)];
          });
        default:
          return [];
      }
    },
  };
}

/**
 * G11.12: a second target of the same unit in one Fire phase (a forced fire, G11.13, is a
 * unit's only one) must lie at least 135° round from its first; a third is never allowed.
 * Records the target in `targets` (turn and unit → the targets so far).
 */
function secondTarget(line: Extract<TraceLine, { kind: 'fire' }>, table: TableModel, targets: Map<string, { unit: string; bearing: number }[]>): Broken[] {
  const shooter = table.base(line.unit), target = table.base(line.targetUnit);
  if (!shooter || !target) return [];
  const key = `${line.turn}/${line.unit}`;
  const before = (targets.get(key) ?? []).filter((t) => t.unit !== line.targetUnit);
  const bearing = compass(shooter, target);
  targets.set(key, [...before, { unit: line.targetUnit, bearing }]);
  if (before.length === 0) return [];
  if (before.length > 1) return [{ code: 'targets', message: `${line.unit} fired at a third target, ${line.targetUnit}, in one Fire phase (G11.12: two at most, and only a square)` }];
  if (onOppositeFaces(before[0]!.bearing, bearing)) return [];
  return [{ code: 'targets', message: `${line.unit} fired at ${before[0]!.unit} and at ${line.targetUnit}, only ${Math.round(degreesApart(before[0]!.bearing, bearing))}° apart: a second target must be on the square's opposite side (G11.12)` }];
}

/**
 * G8.6(1)-(2), G9.7: a unit that was under a Retreat order at the last positions line and still
 * is never mounts, dismounts, packs, unpacks or changes formation except into Mass: it must move
 * its full capacity. Records the base's order and form in `shown`.
 */
function retreatKeepsForm(base: TraceBase, shown: Map<string, { order?: string; form?: string }>): Broken[] {
  const before = shown.get(base.unit);
  shown.set(base.unit, { order: base.order, form: base.form });
  if (!before || before.order !== 'retreat' || base.order !== 'retreat' || before.form === base.form) return [];
  const [formation, gear] = (base.form ?? '').split('/'), [formationBefore, gearBefore] = (before.form ?? '').split('/');
  if (gear !== gearBefore) return [{ code: 'retreat-form', message: `${base.unit}, under a Retreat order, went from ${gearBefore} to ${gear}: it must move its full capacity (G8.6(2), G9.7)` }];
  if (formation !== formationBefore && formation !== 'mass') return [{ code: 'retreat-form', message: `${base.unit}, under a Retreat order, formed ${formation} from ${formationBefore}: it keeps Mass and moves its full capacity (G8.6, G9.7(3))` }];
  return [];
}
