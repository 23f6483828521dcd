import type { Procedure } from '../../../src/engine/requests.js';
import { onTable, type GuaitanaState } from '../state.js';
import { fact, instruct } from './requests.js';

/**
 * Phase 3, Observation (G10): what every unit on the table sees, kept for the turn (orders,
 * targets, morale and the impetuosity roll read it); then the hiding places the Italians have
 * crossed or observed are spoiled for good (G6.4).
 */
export function* observationPhase(state: GuaitanaState): Procedure<void> {
  const sight = yield* fact({ id: 'sight' }, 'G10: which enemy units each unit sees');
  state.sight = Object.fromEntries(state.sides.flatMap((side) => onTable(state, side.id).map((u) => [u.id, [...(sight[u.id] ?? [])]])));
  yield* spoilHidingPlaces(state);
}

/**
 * G6.4: the hiding places the Italians have crossed or observed are spoiled for good, each
 * announced once; while hidden horsemen remain, also the Closed places seen into from within 60 cm.
 */
export function* spoilHidingPlaces(state: GuaitanaState): Procedure<void> {
  const spoiled = yield* fact({ id: 'observed' }, 'G6.4: hiding places the Italians crossed or observed');
  // Each place is reported once. The virtual table marks the state as it finds a place spoiled
  // (a place crossed mid-move is closed at once), so the report, not the flag, says what is new.
  for (const name of spoiled) {
    const place = state.hiding.find((h) => h.feature === name);
    if (!place) continue;
    place.compromised = true;
    yield* instruct({ type: 'note', text: `${name} is no longer a hiding place: the Italians have crossed or observed it`, reasons: [{ rule: 'G6.4', text: 'hidden units may appear only where no Italian unit has crossed or observed' }] });
  }
  if (!Object.values(state.units).some((u) => u.hidden && u.type === 'native-cavalry')) return;
  for (const name of yield* fact({ id: 'horse-spoiled' }, 'G6.4, G10.2: Closed hiding places the Italians saw into from within 60 cm')) {
    const place = state.hiding.find((h) => h.feature === name);
    if (!place) continue;
    place.horseSpoiled = true;
    yield* instruct({ type: 'note', text: `${name} no longer hides horsemen: the Italians have seen into it from within 60 cm`, reasons: [{ rule: 'G10.2', text: 'horsemen standing in Closed ground are seen from 60 cm, foot from 30 cm (G6.4)' }] });
  }
}
