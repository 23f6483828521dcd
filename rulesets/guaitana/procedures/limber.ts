import type { Choice, Procedure } from '../../../src/engine/requests.js';
import { decide, type Gear, type Offer } from '../decisions.js';
import type { GuaitanaState, UnitState } from '../state.js';
import { instruct } from './requests.js';

/**
 * G9.7(1), G9.7(2): what an activation may do besides moving: artillery loads or unloads its
 * mules, Italian cavalry dismounts or remounts. Nothing for a unit in Retreat: it must move its
 * full Movement Capacity plus Charge Bonus (G8.6(2)), and mounting or dismounting costs half of
 * it (G9.7(1)), the guns the whole phase (G9.7(2)).
 */
export function limberOptions(unit: UnitState): Offer<'limber'>[] {
  return unit.order.kind === 'retreat' ? [] : gearOptions(unit);
}

/** G9.7(1), G9.7(2): the changes of guns or horses the unit's kind allows, whatever its order (the first: none). */
export function gearOptions(unit: UnitState): Offer<'limber'>[] {
  if (unit.type === 'artillery') {
    return unit.packed
      ? [{ id: 'limber/keep', label: `${unit.name} stays on its mules`, meaning: { gear: 'keep' } }, { id: 'limber/unpack', label: `${unit.name} unloads its guns (the whole phase)`, meaning: { gear: 'unpack' }, tool: 'gear' }]
      : [{ id: 'limber/keep', label: `${unit.name} stays in battery`, meaning: { gear: 'keep' } }, { id: 'limber/pack', label: `${unit.name} loads its guns on the mules (the whole phase)`, meaning: { gear: 'pack' }, tool: 'gear' }];
  }
  if (unit.type === 'italian-cavalry' && !unit.irregular) {
    return unit.dismounted
      ? [{ id: 'limber/keep', label: `${unit.name} stays on foot`, meaning: { gear: 'keep' } }, ...(unit.withHorses ? [{ id: 'limber/mount', label: `${unit.name} remounts (half its move)`, meaning: { gear: 'mount' }, tool: 'gear' } as const] : [])]
      : [{ id: 'limber/keep', label: `${unit.name} stays mounted`, meaning: { gear: 'keep' } }, { id: 'limber/dismount', label: `${unit.name} dismounts (half its move)`, meaning: { gear: 'dismount' }, tool: 'gear' }];
  }
  return [];
}

/**
 * G9.7: loading or unloading the guns takes the whole Movement phase and stops fire that turn
 * (G18.27); mounting or dismounting costs half the capacity, and a squadron remounts only
 * beside its horses (where it dismounted, not having moved since). Returns whether the unit
 * may still move. `picked`: the change, already chosen with the unit's formation and distance.
 */
export function* limberOrMount(state: GuaitanaState, unit: UnitState, picked: (Choice & { readonly meaning: Gear }) | null = null): Procedure<boolean> {
  const options = limberOptions(unit);
  if (options.length < 2) return true;
  const pick = picked ?? (yield* decide(unit.side, 'limber', [unit.id], options, `G9.7: does ${unit.name} ${unit.type === 'artillery' ? 'load or unload its guns' : 'dismount or remount'}?`));
  const action = pick.meaning.gear;
  if (action === 'keep') return true;
  if (action === 'pack' || action === 'unpack') {
    unit.packed = action === 'pack';
    unit.packing = true;
    unit.turn.used = 1;
    unit.turn.moved = true;
    yield* instruct({ type: action, withNext: true, unit: unit.id, text: `${unit.name}: ${action === 'pack' ? 'load the guns on the mules' : 'unload the guns and bring them into battery'}`, reasons: [{ rule: 'G9.7(2)', text: 'it takes the whole Movement phase; the unit cannot fire this turn (G18.27)' }, ...pick.reasons] });
    return false;
  }
  unit.turn.used += 0.5;
  unit.dismounted = action === 'dismount';
  unit.withHorses = unit.dismounted;
  yield* instruct({ type: action as 'mount' | 'dismount', withNext: true, unit: unit.id, text: `${unit.name}: ${action === 'dismount' ? 'dismount, a quarter of the figures holding the horses' : 'remount'}`, reasons: [{ rule: 'G9.7(1)', text: 'mounting or dismounting costs half the Movement Capacity' }, ...pick.reasons] });
  return true;
}
