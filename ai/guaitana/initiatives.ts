import type { Choice } from '../../src/engine/requests.js';
import type { GuaitanaState, UnitState } from '../../rulesets/guaitana/state.js';
import { find, optionsOf, pick, type RequestOf } from './typed.js';

/**
 * G8.7.2: a side's unit commanders offered as one choice (`initiatives`, the player's side at a
 * real table), answered as the unit-by-unit choice would be: each unit in the order listed gets
 * its own `initiative` request (keep, and its changes), and the first that would change is the
 * pick; none that would, "none". So opfor advises, and plays such a side, as it would unit by unit.
 */
export function eachInTurn(state: GuaitanaState, request: RequestOf<'initiatives'>, decideOne: (unit: UnitState, request: RequestOf<'initiative'>) => Choice): Choice {
  for (const id of request.decision.units) {
    const unit = state.units[id]!;
    // its changes keep their ids, so the unit's pick is the side's option as it stands
    const changes = optionsOf(request).flatMap((o) => ('unit' in o.meaning && o.meaning.unit === id ? [{ id: o.id, label: o.label, meaning: { change: o.meaning.change }, ...(o.tool ? { tool: o.tool } : {}) }] : []));
    const keep = { id: 'initiative/keep', label: `${unit.name} keeps its order`, meaning: { change: 'keep' as const } };
    const options = [keep, ...changes];
    const one: RequestOf<'initiative'> = { kind: 'choose', side: request.side, purpose: request.purpose, decision: { kind: 'initiative', units: [id] }, options };
    const choice = decideOne(unit, one);
    if (choice.option !== keep.id) return choice;
  }
  return pick(find(request, (m) => 'none' in m)!, 'G8.7.2', 'every unit commander keeps his unit\'s order');
}
