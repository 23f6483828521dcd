/** What the trace checker holds a Guaitana battle to, beyond what every ruleset keeps (src/audit/check-trace.ts). */
import type { Broken, TraceRules } from '../../src/audit/check-trace.js';
import { TableModel } from '../../src/audit/table-model.js';
import type { TraceLine } from '../../src/engine/trace.js';
import { contains } from '../../src/table/shapes.js';
import { newBattle } from './new-battle.js';
import { moveFor, terrainTroop } from './rules/ground.js';
import { rangeBand } from './rules/range.js';
import type { GuaitanaScenario } from './scenario-schema.js';
import { RANGES, type WeaponId } from './tables/weapons.js';
import { CONTACT_CM } from './virtual-table/board.js';

/** How far (cm) a shot's recorded distance may stray from the gap the trace's bases show: float noise only. */
const SAME_DISTANCE_CM = 1e-6;
/** G9.8.2: a mover goes through the C-in-C, messengers and baggage; the rules take them, no melee. */
const RIDDEN_OVER = new Set(['cinc', 'messenger', 'baggage']);

/**
 * The checks: a fire's band is its weapon's band at the recorded distance (G11.5) and that
 * distance is the gap between the two units' rectangles (G18.32); no unit stands in ground
 * impassable for its type (G5.1).
 */
export function guaitanaTraceRules(scenario: GuaitanaScenario): TraceRules {
  const battle = newBattle(scenario);
  return {
    contactCm: CONTACT_CM,
    meleeStep: 'G12',
    fights: (unit) => !RIDDEN_OVER.has(battle.units[unit]?.type ?? ''),
    check(line: TraceLine, table: TableModel): Broken[] {
      switch (line.kind) {
        case 'fire': {
          // a shot at a real table has its band only, nothing measured to check it against
          if (line.distance === undefined) return [];
          const problems: Broken[] = [];
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
            return bad ? [{ code: 'impassable', message: `${b.unit} stands in ${bad.name}, impassable for it (G5.1)` }] : [];
          });
        default:
          return [];
      }
    },
  };
}
