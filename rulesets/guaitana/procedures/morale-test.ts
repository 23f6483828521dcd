import { nd } from '../../../src/dice/dice-spec.js';
import { roll, type Procedure } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { moraleChance, type MoraleModifierId } from '../rules/morale.js';
import { sideOf, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import type { Surroundings } from '../facts.js';
import { fact, instruct } from './requests.js';
import { setOrder } from './set-order.js';
import { lossTier, outOfAmmunition } from './traits.js';

/** The five occasions of a Morale Test (G13.1), named as the feed says them. */
export const MORALE_TRIGGERS = {
  rally: { rule: 'G13.1(1)', text: 'to turn Retreat into Defend' },
  attack: { rule: 'G13.1(2)', text: 'to turn Defend into Attack' },
  'fired-on': { rule: 'G13.1(3)', text: 'fired on' },
  melee: { rule: 'G13.1(4)', text: 'fought in melee' },
  'end-of-turn': { rule: 'G13.1(5)', text: 'has lost more than half its figures' },
} as const;
export type MoraleTrigger = keyof typeof MORALE_TRIGGERS;

/** G13.3: every modifier that applies to the unit now, its surroundings as given (`known`) or asked of the table. */
export function* moraleModifiers(state: GuaitanaState, unit: UnitState, known?: Surroundings): Procedure<MoraleModifierId[]> {
  const around = known ?? (yield* fact({ id: 'surroundings', unit: unit.id }, `G13.3: what is around ${unit.name}`));
  const mods: MoraleModifierId[] = [];
  if (unit.quality === 'veteran') mods.push('veteran');
  if (unit.quality === 'recruit') mods.push('recruit');
  if (around.cincNear) mods.push('cinc-near');
  if (!unit.commander) mods.push('commander-lost');
  const tier = lossTier(unit);
  if (tier) mods.push(tier);
  if (!around.enemyNear) mods.push('no-enemy');
  if (unit.formation === 'square') mods.push('square');
  if (around.inClosed) mods.push('closed');
  if (around.flanked) mods.push('flanked');
  if (outOfAmmunition(unit)) mods.push('no-ammo');
  if (around.friendNear) mods.push('friend-near');
  if (unit.order.kind === 'retreat') mods.push('retreating');
  if (sideOf(state, unit.side).baggageLost) mods.push('baggage-lost');
  return mods;
}

/** A Morale Test (G13): 1d6 equal to or under 4 plus the modifiers, never under 1. Returns the result and its reason. */
export function* moraleTest(state: GuaitanaState, unit: UnitState, trigger: MoraleTrigger, around?: Surroundings): Procedure<{ passed: boolean; reason: Reason }> {
  const mods = yield* moraleModifiers(state, unit, around);
  const chance = moraleChance(mods);
  const { rule, text } = MORALE_TRIGGERS[trigger];
  const [d6] = yield* roll(nd(1, 6), `${rule}: Morale Test of ${unit.name}, ${text}: pass on ${chance} or less`, unit.side);
  const passed = d6! <= chance;
  const modText = mods.length > 0 ? ` (${mods.join(', ')})` : '';
  return { passed, reason: { rule, text: `Morale Test ${passed ? 'passed' : 'failed'}: ${d6} against ${chance}${modText}`, dice: [d6!], cell: `G13.2 base 4${modText}` } };
}

/**
 * G11.14, G12.6: the Morale Test of each living fighting unit `hit` marks after fire or melee;
 * failing sends it into Retreat (`rule`, `why`), and one already in Retreat stays so. `stands`
 * is the feed's word for a pass; `known`: what the books hold of their surroundings already. The tests follow a simultaneous fire or melee and are taken
 * together: every unit's surroundings (G13.3) as they stand when the tests begin.
 */
export function* testOrRetreat(state: GuaitanaState, hit: (u: UnitState) => boolean, trigger: 'fired-on' | 'melee', stands: string, retreat: Reason, known?: Readonly<Record<UnitId, Partial<Surroundings>>>): Procedure<void> {
  const testing = Object.values(state.units).filter((u) => hit(u) && !u.eliminated && u.type !== 'cinc' && u.type !== 'messenger');
  if (testing.length === 0) return;
  const ids = testing.map((u) => u.id);
  const around = new Map((yield* fact({ id: 'surroundings-of', units: ids, ...(known ? { known: Object.fromEntries(ids.flatMap((id) => known[id] ? [[id, known[id]]] : [])) } : {}) }, `G13.3: what is around the units testing morale`)).map((s) => [s.unit, s]));
  for (const unit of testing) {
    const test = yield* moraleTest(state, unit, trigger, around.get(unit.id));
    if (test.passed || unit.order.kind === 'retreat') {
      yield* instruct({ type: 'note', text: `${unit.name} ${test.passed ? stands : 'is already in Retreat'}`, reasons: [test.reason] });
      continue;
    }
    yield* setOrder(state, unit, { kind: 'retreat' }, [retreat, test.reason]);
  }
}
