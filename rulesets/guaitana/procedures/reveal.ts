import type { Procedure } from '../../../src/engine/requests.js';
import { decide, type Offer } from '../decisions.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { centroid, type Point } from '../../../src/table/shapes.js';
import type { AmbushesSince, AmbushSpot } from '../facts.js';
import { unitsOf, type GuaitanaState, type SideState, type UnitId, type UnitState } from '../state.js';
import { orderOf, orderOptions } from './orders-phase.js';
import { adviceFact, instruct } from './requests.js';
import { setOrder } from './set-order.js';
import { closedFor, closedSightCm, terrainTroop } from '../rules/ground.js';
import { possessive } from '../../../src/engine/english.js';

/** The id prefix of a "bring a hidden unit on" option in the choice of the next activation (G9.2). */
export const REVEAL = 'activate/reveal:';

const G9_2: Reason = { rule: 'G9.2', text: 'hidden units appear in Closed terrain or behind cover the Italians have not crossed or observed' };

/** Puts a hidden unit on the table in a hiding place; `near`: the Italian unit nearest, when known. */
function* appearAt(state: GuaitanaState, unit: UnitState, feature: string, at: Point, near: NonNullable<UnitState['appearedNear']> | null, reasons: readonly Reason[]): Procedure<void> {
  unit.hidden = false;
  unit.pos = at;
  // at a real table the books keep where they put it, apart from where they move it (UnitState.placed)
  if (state.sides.some((s) => s.atTable)) unit.placed = { at, line: [] };
  if (near) unit.appearedNear = near;
  const from = near ? `, ${Math.round(near.distance)} cm from ${state.units[near.unit]!.name}` : '';
  yield* instruct({ type: 'appear', withNext: true, unit: unit.id, feature, at, ...(near ? { toward: near.unit } : {}), text: `${unit.name} appears in ${feature}, out of the Italians' sight${from}`, reasons });
}

/** Puts a hidden unit on the table at a hiding place found for it (G9.2, G9.9). */
export function* appear(state: GuaitanaState, unit: UnitState, spot: AmbushSpot, reasons: readonly Reason[]): Procedure<void> {
  yield* appearAt(state, unit, spot.feature, spot.at, { unit: spot.nearest, distance: spot.distance, ...(spot.reach ? { reach: true as const } : {}) }, reasons);
}

/**
 * G6.4: the unspoiled hiding places the unit may appear in: Closed ground for its type, or behind
 * what blocks sight; for horsemen, none the Italians have seen into from within 60 cm (G10.2).
 */
export function placesFor(state: GuaitanaState, unit: UnitState): string[] {
  const troop = terrainTroop(unit);
  const horse = closedSightCm(unit) === 60;
  const unspoiled = new Set(state.hiding.filter((h) => !h.compromised && !(horse && h.horseSpoiled)).map((h) => h.feature));
  return state.terrain.filter((f) => unspoiled.has(f.name) && (f.blocksSight || closedFor(f, troop))).map((f) => f.name);
}

/** The side's units still hidden. */
export function hiddenOf(state: GuaitanaState, side: SideState): UnitState[] {
  return unitsOf(state, side.id).filter((u) => u.hidden);
}

/**
 * G6, G9.2: where the hidden units could spring an ambush, for opfor's choice; null when the
 * human plays the side (they see their hiding places and the Italians on the table). `since`:
 * the last answer this phase and the Italian units that have activated since.
 */
export function* ambushAdvice(side: SideState, hidden: readonly UnitState[], since: AmbushesSince | null): Procedure<readonly AmbushSpot[] | null> {
  const units = hidden.map((u) => u.id);
  return yield* adviceFact({ id: 'ambush-spots', units, forced: false, ...(since ? { since } : {}) }, side.id, `G6: where ${possessive(side.name)} hidden units could appear`);
}

/**
 * G9.2: bringing hidden units on, offered with the choice of the next activation: opfor's where
 * an ambush could spring (`spots`), the human's every hidden unit while an unspoiled hiding
 * place remains.
 */
export function revealOptions(state: GuaitanaState, hidden: readonly UnitState[], spots: readonly AmbushSpot[] | null): Offer<'activate'>[] {
  if (spots) {
    return spots.map((spot) => ({
      id: `${REVEAL}${spot.unit}@${Math.round(spot.distance)}`,
      label: `${state.units[spot.unit]!.name} appears in ${spot.feature}, ${Math.round(spot.distance)} cm from ${state.units[spot.nearest]!.name}`,
      meaning: { reveal: spot.unit, cm: Math.round(spot.distance), near: spot.nearest, at: spot.at },
      tool: 'reveal' as const,
    }));
  }
  return hidden.filter((u) => placesFor(state, u).length > 0).map((u) => ({ id: `${REVEAL}${u.id}`, label: `bring ${u.name} out of hiding`, meaning: { reveal: u.id }, tool: 'reveal' as const }));
}

/**
 * G9.2: the hidden unit a reveal option names appears (at its spot, or where the human puts
 * it), and is given its order at once; `reasons`: why it was brought on. Returns the unit.
 */
export function* revealUnit(state: GuaitanaState, side: SideState, id: UnitId, reasons: readonly Reason[], spots: readonly AmbushSpot[] | null): Procedure<UnitState> {
  const unit = state.units[id]!;
  const spot = spots?.find((s) => s.unit === unit.id);
  if (spot) yield* appear(state, unit, spot, [G9_2, ...reasons]);
  else {
    const places = placesFor(state, unit).map((feature) => ({ id: `place/${feature}`, label: `${unit.name} appears in ${feature}`, meaning: { feature } }));
    const where = yield* decide(side.id, 'place', [unit.id], places, `G9.2: where ${unit.name} appears (Closed terrain or dead ground no Italian has crossed or observed, out of their sight)`);
    const feature = where.meaning.feature;
    yield* appearAt(state, unit, feature, centroid(state.terrain.find((t) => t.name === feature)!.shape), null, [G9_2, ...reasons, ...where.reasons]);
  }
  const orderPick = yield* decide(side.id, 'order', [unit.id], orderOptions(state, unit), `G9.2: ${possessive(unit.name)} order on appearing`);
  yield* setOrder(state, unit, orderOf(state, unit, orderPick.meaning), [{ rule: 'G9.2', text: 'a hidden unit gets its order as it appears' }, ...orderPick.reasons]);
  return unit;
}
