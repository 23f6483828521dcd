import { pickSome } from '../../../src/engine/ask.js';
import type { Interview } from '../../../src/engine/questions.js';
import { enemyOf, onTable, sideOf, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import { closedFor } from '../rules/ground.js';
import { enemyOptions, unitOptions } from './words.js';
import { asPlaced, placedWithin } from './as-placed.js';
import { bonusOf, capacityOf, firingWeapon } from '../procedures/traits.js';
import { closeCm } from '../rules/range.js';

/** G10.1–G10.2 in a sentence, for the sight questions. */
const SIGHT_RULE = 'no hill, wood or building between; a unit that has not moved or fired and stands in woods, buildings or other Closed ground is seen only within 30 cm, 60 cm for cavalry, guns and baggage';

/** G10: the enemy units a unit sees (the impetuosity roll's "sees Italian units", G9.9). */
export function* seesInterview(state: GuaitanaState, unit: UnitState): Interview<readonly string[]> {
  const options = enemyOptions(state, unit);
  if (options.length === 0) return [];
  // Likely: what it saw at the last Observation, of those still on the table
  return yield* pickSome(`sees/${unit.id}`, 'G10', `Which enemy units can ${unit.name} see? (${SIGHT_RULE})`, options, (state.sight[unit.id] ?? []).filter((id) => options.some((o) => o.id === id)));
}

/**
 * G10, G9.9: which of these units see an enemy unit now, one checklist; what each saw at the
 * last Observation is offered.
 */
export function* seeEnemyInterview(state: GuaitanaState, ids: readonly UnitId[]): Interview<readonly UnitId[]> {
  const units = ids.map((id) => state.units[id]!).filter((u) => enemyOptions(state, u).length > 0);
  if (units.length === 0) return [];
  const likely = units.filter((u) => (state.sight[u.id] ?? []).some((id) => enemyOptions(state, u).some((o) => o.id === id)));
  return yield* pickSome(`see-enemy/${units[0]!.side}`, 'G10', `Which of these units can see an enemy unit now? (${SIGHT_RULE})`, unitOptions(units), likely.map((u) => u.id));
}

/**
 * G10: what every unit on the table sees. For each side one question, which of its units see
 * any enemy at all; then, for each of opfor's units that does, which enemies (unless only one is
 * on the table). The player's own units are not asked whom they see: the questions that need it
 * (their fire's target, their attack's) offer every enemy and say "that it saw".
 * The likely replies are last turn's sight, and for the second side what the first side's
 * answers imply (a clear line runs both ways).
 */
export function* sightInterview(state: GuaitanaState): Interview<Record<UnitId, readonly UnitId[]>> {
  const sight: Record<UnitId, readonly UnitId[]> = {};
  // what opfor's units were said to see, enemy by enemy: the player's are not asked so
  const told = new Set<UnitId>();
  const seenBy = (id: UnitId) => [...told].filter((other) => sight[other]!.includes(id));
  for (const side of state.sides) {
    const units = onTable(state, side.id);
    const enemies = onTable(state, enemyOf(state, side.id));
    for (const unit of units) sight[unit.id] = [];
    if (units.length === 0 || enemies.length === 0) continue;
    const likely = (unit: UnitState) => [...new Set([...(state.sight[unit.id] ?? []), ...seenBy(unit.id)])].filter((id) => enemies.some((e) => e.id === id));
    const seeing = yield* pickSome(`sight/${side.id}`, 'G10', `Which units of ${side.name} can see at least one enemy unit? (${SIGHT_RULE})`,
      unitOptions(units), units.filter((u) => likely(u).length > 0).map((u) => u.id));
    for (const id of seeing) {
      const unit = state.units[id]!;
      // the player's own units: that they see an enemy is enough; whom they fire at or attack, the
      // player names from what they saw (the rules ask it then), and the books count every enemy seen
      if (side.player === 'human' || enemies.length === 1) {
        sight[id] = enemies.map((e) => e.id);
        continue;
      }
      sight[id] = yield* pickSome(`sees/${id}`, 'G10', `Which enemy units can ${unit.name} see?`, enemyOptions(state, unit), likely(unit));
      told.add(id);
    }
  }
  return sight;
}

/**
 * G6.4: which unspoiled hiding places an Italian unit entered, or saw into from close enough,
 * this turn. Once no unit is hidden, none can appear anywhere: not asked.
 */
export function* observedInterview(state: GuaitanaState): Interview<readonly string[]> {
  const open = state.hiding.filter((h) => !h.compromised).map((h) => ({ id: h.feature, label: h.feature }));
  if (open.length === 0 || !Object.values(state.units).some((u) => u.hidden && !u.eliminated)) return [];
  return yield* pickSome('observed', 'G6.4', 'Which of these places has an Italian unit entered, or seen into (a wood or other Closed ground from within 30 cm, the ground behind a hill from any distance)?', open, []);
}

/** G6.4, G10.2: the Closed hiding places still hiding horsemen that an Italian unit has seen into from within 60 cm. */
export function* horseSpoiledInterview(state: GuaitanaState): Interview<readonly string[]> {
  const open = state.hiding
    .filter((h) => !h.compromised && !h.horseSpoiled && closedFor(state.terrain.find((t) => t.name === h.feature)!, 'native-cavalry'))
    .map((h) => ({ id: h.feature, label: h.feature }));
  if (open.length === 0) return [];
  return yield* pickSome('horse-spoiled', 'G10.2', 'Which of these has an Italian unit seen into from within 60 cm? (hidden horsemen may no longer appear inside it)', open, []);
}

/** G8.7.1: own units within 15 cm of the C-in-C that he can see. */
export function* cincReachInterview(state: GuaitanaState, side: string): Interview<readonly string[]> {
  const cinc = sideOf(state, side).cinc;
  if (!cinc) return [];
  const units = onTable(state, side).filter((u) => u.type !== 'cinc' && u.type !== 'messenger');
  // before anything has moved, those placed within 15 cm of him are ticked
  const likely = asPlaced(state) ? units.filter((u) => placedWithin(state.units[cinc]!, u, 15)).map((u) => u.id) : [];
  return yield* pickSome(`cinc-reach/${side}`, 'G8.7.1', `Which of these units are within 15 cm of ${state.units[cinc]!.name} and in his sight?`, unitOptions(units), likely);
}

/** G8.7.1 heliograph: which of the units an enemy could charge (its move plus Charge Bonus) or has within Close range. */
export function* threatenedInterview(state: GuaitanaState, ids: readonly UnitId[]): Interview<readonly UnitId[]> {
  if (ids.length === 0) return [];
  const side = state.units[ids[0]!]!.side;
  const options = ids.map((id) => ({ id, label: state.units[id]!.name }));
  // before anything has moved, those placed within an enemy's reach are ticked
  const enemies = (u: UnitState) => onTable(state, enemyOf(state, u.side));
  const reached = (u: UnitState, e: UnitState) => placedWithin(u, e, capacityOf(e) + bonusOf(e)) || placedWithin(u, e, closeCm(firingWeapon(e)) ?? -1);
  const likely = asPlaced(state) ? ids.filter((id) => enemies(state.units[id]!).some((e) => reached(state.units[id]!, e))) : [];
  return yield* pickSome(`threatened/${side}`, 'G8.7.1', 'Which of these units are within an enemy unit\'s charge reach (its move plus Charge Bonus) or Close fire range?', options, likely);
}
