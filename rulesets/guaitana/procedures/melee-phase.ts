import { nd } from '../../../src/dice/dice-spec.js';
import { roll, type Procedure } from '../../../src/engine/requests.js';
import type { Contact } from '../facts.js';
import { meleeHits, meleePlan } from '../rules/melee.js';
import type { MeleeModifierId } from '../tables/melee.js';
import type { GuaitanaState, UnitId, UnitState } from '../state.js';
import { withEngaged } from './engaged.js';
import { commanderRoll, PendingLosses, removeLosses } from './casualties.js';
import { testOrRetreat } from './morale-test.js';
import { fact, instruct } from './requests.js';
import type { TraceEvent } from '../../../src/engine/trace.js';
import { mounted, movedOverHalf } from './traits.js';

/** Each unit's enemies in contact, and whether any of them is on its flank or rear (by the contacts, or `flanked` as the table says). */
function fronts(contacts: readonly Contact[], flanked: readonly UnitId[]): Map<UnitId, { enemies: UnitId[]; flanked: boolean }> {
  const map = new Map<UnitId, { enemies: UnitId[]; flanked: boolean }>();
  const add = (unit: UnitId, enemy: UnitId, side: boolean) => {
    const entry = map.get(unit) ?? { enemies: [], flanked: false };
    entry.enemies.push(enemy);
    entry.flanked ||= side || flanked.includes(unit);
    map.set(unit, entry);
  };
  for (const c of contacts) {
    add(c.a, c.b, c.aFlanked);
    add(c.b, c.a, c.bFlanked);
  }
  return map;
}

/** G12.4: the modifiers to `unit`'s roll against `enemy` (`closed`: the enemy stands in Closed terrain). */
function meleeModifiers(unit: UnitState, enemy: UnitState, flanked: boolean, closed: boolean): MeleeModifierId[] {
  const mods: MeleeModifierId[] = [];
  if (unit.quality === 'veteran') mods.push('veteran');
  if (unit.quality === 'recruit') mods.push('recruit');
  if (unit.lance && mounted(unit) && movedOverHalf(unit)) mods.push('lance-charge');
  if (flanked) mods.push('flanked');
  if (enemy.formation === 'skirmish' || enemy.type === 'cinc') mods.push('target-skirmish');
  else if (enemy.formation === 'square') mods.push('target-square');
  if (closed) mods.push('target-closed');
  if (!unit.turn.moved && movedOverHalf(enemy)) mods.push('stationary-vs-mover');
  if (unit.turn.surprised) mods.push('surprised');
  if (unit.order.kind === 'retreat') mods.push('retreating');
  return mods;
}

/** How many of its figures a unit facing `enemies` turns on the i-th of them (G18.42: split evenly). */
function shareOf(unit: UnitState, enemies: readonly UnitId[], i: number): number {
  return Math.floor(unit.figures / enemies.length) + (i < unit.figures % enemies.length ? 1 : 0);
}

/**
 * Phase 5, Melee (G12): units in contact must fight, all at once. A unit facing several
 * enemies splits its figures evenly among them (G18.42: the owner's split, made even). Losses
 * and commanders are settled, the dead removed, and every unit that fought tests morale.
 */
export function* meleePhase(state: GuaitanaState): Procedure<void> {
  // G12.1: melee is compulsory for every contact made, though a footprint has shrunk since
  const contacts = withEngaged(state, yield* fact({ id: 'contacts' }, 'G12.1: which units are in contact'));
  if (contacts.length === 0) return;
  // G12.2, G12.4: who stands in Closed terrain and who is taken in the flank, one question for all the melees
  const fighting = new Set(contacts.flatMap((c) => [c.a, c.b]));
  const ground = yield* fact({ id: 'melee-ground', units: Object.keys(state.units).filter((id) => fighting.has(id)) }, 'G12.2, G12.4: the ground of the units in melee');
  const closed = new Set(ground.closed);
  const pending = new PendingLosses();
  const lossesFrom = new Map<UnitId, number>();
  const front = fronts(contacts, ground.flanked);
  for (const [id, { enemies, flanked }] of front) {
    const unit = state.units[id]!;
    unit.turn.fought = true;
    for (const [i, enemyId] of enemies.entries()) {
      const enemy = state.units[enemyId]!;
      const share = shareOf(unit, enemies, i);
      if (share === 0) continue;
      const mods = meleeModifiers(unit, enemy, flanked, closed.has(enemy.id));
      const plan = meleePlan({ fighters: share, mods });
      if (plan.fighting === 0) continue;
      const faces = yield* roll(nd(plan.fighting, 6), `G12.3: ${unit.name} fights ${enemy.name}: ${plan.fighting} dice hit on ${plan.chance} or less`, unit.side);
      const hits = pending.add(enemy, meleeHits(plan.chance, faces));
      lossesFrom.set(enemy.id, (lossesFrom.get(enemy.id) ?? 0) + hits);
      const halved = plan.halvings.map((h) => h.why).join(', ');
      const traced: TraceEvent = { kind: 'melee', attackers: [unit.id], defenders: [enemy.id], result: `${hits} hit${hits === 1 ? '' : 's'} from ${plan.fighting} dice` };
      yield* instruct({ type: 'note', text: `${unit.name} strikes ${enemy.name}: ${hits} hit${hits === 1 ? '' : 's'}`, trace: [traced], reasons: [{ rule: 'G12.2-G12.4', text: `${share} fighting${halved ? `, halved for ${halved}` : ''} → ${plan.fighting} dice; hit on ${plan.chance}${mods.length ? ` (${mods.join(', ')})` : ''}`, dice: faces }] });
    }
  }
  for (const [id, losses] of lossesFrom) yield* commanderRoll(state, state.units[id]!, losses, 'G12.5');
  yield* removeLosses(state, pending, 'G12.6');
  // what the melee found of each unit's ground and flanks holds for its Morale Test: nothing has moved
  const known = Object.fromEntries([...front].map(([id, { flanked }]) => [id, { flanked, inClosed: closed.has(id) }]));
  yield* testOrRetreat(state, (u) => u.turn.fought, 'melee', 'holds', { rule: 'G12.6', text: 'a unit failing its Morale Test after melee goes into Retreat' }, known);
}
