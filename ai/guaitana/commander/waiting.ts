import type { Choice } from '../../../src/engine/requests.js';
import type { UnitState } from '../../../rulesets/guaitana/state.js';
import { mustMove } from '../../../rulesets/guaitana/procedures/movement-phase.js';
import { attackReach, attacksWithFirearms } from '../../../rulesets/guaitana/procedures/traits.js';
import { beyond } from '../../../src/table/tolerance.js';
import { optionsOf, type RequestOf } from '../typed.js';
import type { Orders } from './choices.js';
import { apart } from './situation.js';

/**
 * Centre to centre, cm, beyond a mass's charge reach: the two units' depths, so that a target
 * this much farther than the reach is surely out of it edge to edge.
 */
const BASES_CM = 10;

/** The enemy units whose orders move them this phase and that have not moved yet (G9.1). */
export function stillToMove(o: Orders): UnitState[] {
  return o.situation.enemies.filter((u) => mustMove(u) && !u.turn.moved);
}

/**
 * A mass on Attack (G8.5: full capacity, to contact) whose target is out of its charge reach now:
 * moved now it stops short, within the target's Close range, and is shot there for nothing.
 */
function outOfReach(o: Orders, unit: UnitState): UnitState | null {
  if (unit.order.kind !== 'attack' || attacksWithFirearms(unit) || !unit.pos) return null;
  const target = unit.order.target ? o.state.units[unit.order.target] : undefined;
  if (!target?.pos || target.eliminated) return null;
  return beyond(apart(unit, target), attackReach(unit) + BASES_CM) ? target : null;
}

/** The policy's choice again, among the options a filter keeps. */
export type AskAgain = (keep: (meaning: RequestOf<'activate'>['options'][number]['meaning']) => boolean) => Choice;

/**
 * G9.1: movement alternates and a side picks which of its units goes next. A native mass whose
 * Attack cannot reach its target yet waits while Italian units are still to move: an Italian on
 * Attack halts at its Close range (G8.5), within the mass's charge, and a mass that goes after
 * it charges home before the Fire phase (and surprises it, G9.8(3)) instead of standing in its
 * Close range for a volley. When `chosen` would move such a mass (alone or with the rest), the
 * side's other units are asked about first (`again`: the rules-wise policy among them); null:
 * nothing to hold back, or no other unit with a move to make.
 */
export function holdBack(o: Orders, request: RequestOf<'activate'>, chosen: Choice, again: AskAgain): Choice | null {
  const waiting = stillToMove(o);
  if (waiting.length === 0) return null;
  const units = optionsOf(request).flatMap((opt) => ('unit' in opt.meaning ? [o.state.units[opt.meaning.unit]!] : []));
  const held = new Set(units.filter((u) => outOfReach(o, u)).map((u) => u.id));
  if (held.size === 0) return null;
  const picked = optionsOf(request).find((opt) => opt.id === chosen.option)?.meaning;
  if (!picked || !('all' in picked || ('unit' in picked && held.has(picked.unit)))) return null;
  if (!units.some((u) => !held.has(u.id) && mustMove(u))) return null;
  const other = again((m) => 'unit' in m && !held.has(m.unit));
  const mass = o.state.units[[...held][0]!]!, target = outOfReach(o, mass)!;
  return { option: other.option, reasons: [{ rule: 'G9.1', text: `${mass.name} is ${Math.round(apart(mass, target))} cm from ${target.name}, beyond its charge: it moves after the ${waiting.length} Italian unit${waiting.length === 1 ? '' : 's'} still to move, so it may charge home before their fire rather than stop in their Close range` }, ...other.reasons] };
}
