import type { Choice } from '../../src/engine/requests.js';
import type { GuaitanaState, SideState, UnitState } from '../../rulesets/guaitana/state.js';
import { initiativeOptions, initiativeUnits } from '../../rulesets/guaitana/procedures/orders-phase.js';
import { find, optionsOf, pick, type RequestOf } from './typed.js';

/**
 * G8.7.2: a side's unit commanders offered as one choice (`initiatives`, the player's side at a
 * real table), answered as the unit-by-unit choice would be: each unit in the order listed gets
 * its own `initiative` request (keep, and its changes), and the first that would change is the
 * pick; none that would, "none". So opfor advises, and plays such a side, as it would unit by unit.
 */
export function eachInTurn(state: GuaitanaState, request: RequestOf<'initiatives'>, decideOne: (unit: UnitState, request: RequestOf<'initiative'>) => Choice): Choice {
  const changing: Choice[] = [];
  for (const id of request.decision.units) {
    const unit = state.units[id]!;
    // its changes keep their ids, so the unit's pick is the side's option as it stands
    const changes = optionsOf(request).flatMap((o) => ('unit' in o.meaning && o.meaning.unit === id ? [{ id: o.id, label: o.label, meaning: { change: o.meaning.change }, ...(o.tool ? { tool: o.tool } : {}) }] : []));
    const keep = { id: 'initiative/keep', label: `${unit.name} keeps its order`, meaning: { change: 'keep' as const } };
    const options = [keep, ...changes];
    const one: RequestOf<'initiative'> = { kind: 'choose', side: request.side, purpose: request.purpose, decision: { kind: 'initiative', units: [id] }, options };
    const choice = decideOne(unit, one);
    if (choice.option === keep.id) continue;
    changing.push(choice);
    // offered one change at a time (the units below asked again): the first is the pick
    if (!find(request, (m) => 'several' in m)) return choice;
  }
  if (changing.length === 0) return pick(find(request, (m) => 'none' in m)!, 'G8.7.2', 'every unit commander keeps his unit\'s order');
  // each change offered as the only one, or "several" to take them in turn (a real table)
  if (changing.length === 1) return changing[0]!;
  // every unit that may halt on sighting the enemy would: one pick (the others asked after)
  const halt = optionsOf(request).find((o) => 'halt' in o.meaning);
  const halts = (id: string) => changing.some((c) => optionsOf(request).some((o) => o.id === c.option && 'unit' in o.meaning && o.meaning.unit === id && o.meaning.change === 'defend'));
  if (halt && 'halt' in halt.meaning && halt.meaning.halt.every(halts)) {
    return { option: halt.id, reasons: [{ rule: 'G8.7.2', text: `every unit on a Move order in sight of the enemy halts and defends (no test)` }, ...changing.flatMap((c) => c.reasons).slice(0, 2)] };
  }
  return { option: find(request, (m) => 'several' in m)!.id, reasons: [{ rule: 'G8.7.2', text: `${changing.length} unit commanders change their units' orders: take them one at a time` }, ...changing.flatMap((c) => c.reasons)] };
}

/**
 * G8.7.2: whether every unit commander of the side would keep his unit's order, each asked as
 * the unit-by-unit choice would be: so opfor advises a player at a real table to declare it with
 * the C-in-C's action (`cinc`'s `kept`) only when it would advise no change in the next step.
 */
export function keepsEveryOrder(state: GuaitanaState, side: SideState, decideOne: (unit: UnitState, request: RequestOf<'initiative'>) => Choice): boolean {
  return initiativeUnits(state, side).every((unit) => {
    const one: RequestOf<'initiative'> = { kind: 'choose', side: side.id, purpose: 'G8.7.2', decision: { kind: 'initiative', units: [unit.id] }, options: initiativeOptions(state, unit) };
    return decideOne(unit, one).option === find(one, (m) => m.change === 'keep')!.id;
  });
}
