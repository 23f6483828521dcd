import { roll, type Procedure } from '../../../src/engine/requests.js';
import { nd } from '../../../src/dice/dice-spec.js';
import { centroid } from '../../../src/table/shapes.js';
import { frontEdge, pointAlong } from '../../../src/table/edges.js';
import type { Point } from '../../../src/table/shapes.js';
import type { TynesideState } from '../state.js';
import { fact, instruct } from './requests.js';
import { possessive } from '../../../src/engine/english.js';

/** The middle of a side's baseline: where "the players' forces" come from. */
function baselinePoint(state: TynesideState, side: string): Point {
  const { width, depth } = state.table;
  const baseline = state.sides.find((s) => s.id === side)!.baseline;
  return { north: { x: width / 2, y: depth }, south: { x: width / 2, y: 0 }, east: { x: width, y: depth / 2 }, west: { x: 0, y: depth / 2 } }[baseline];
}

/**
 * T35.2: one hidden marker per group of a solo-run side and half as many dummies
 * (rounded up), each at a random point of the front edge of a random terrain piece.
 */
export function* placeMarkers(state: TynesideState): Procedure<void> {
  const pieces = state.terrain.filter((t) => t.concealing || t.type === 'hill');
  for (const side of state.sides.filter((s) => s.hidden)) {
    const players = state.sides.find((s) => s.id !== side.id)!.id;
    const groups = Object.values(state.units).filter((u) => u.side === side.id && u.kind === 'group');
    const total = groups.length + Math.ceil(groups.length / 2);
    if (pieces.length === 0) throw new Error('a hidden side needs terrain pieces to hide behind (T35.2); the scenario check should have caught this');
    for (let i = 0; i < total; i++) {
      const [pick] = yield* roll(nd(1, pieces.length), `T35.2: terrain piece for marker ${i + 1}`, side.id);
      const piece = pieces[pick! - 1]!;
      const [along] = yield* roll(nd(1, 100), `T35.2: where on ${possessive(piece.name)} front edge`, side.id);
      const edge = frontEdge(piece.shape, baselinePoint(state, players));
      const pos = edge.length > 0 ? pointAlong(edge, (along! - 0.5) / 100) : centroid(piece.shape);
      const unit = groups[i]?.id ?? null;
      const id = `marker-${state.markers.length + 1}`;
      state.markers.push({ id, pos, unit, revealed: false });
      if (unit) state.units[unit]!.marker = id;
      // Shown above the next screen (the first asks which markers see the enemy, T35.2), not one screen each.
      yield* instruct({ type: 'place-marker', withNext: true, marker: id, x: Math.round(pos.x), y: Math.round(pos.y), text: `Place hidden marker ${id} at the front edge of ${piece.name} (${Math.round(pos.x)}, ${Math.round(pos.y)})`, reasons: [{ rule: 'T35.2', text: 'hidden markers and half as many dummies, at random on the front edges of terrain pieces', dice: [pick!, along!] }] });
    }
  }
}

/** T35.2: a marker whose position would see the enemy is revealed (a dummy is removed); unrevealed markers are inert. */
export function* revealMarkers(state: TynesideState): Procedure<void> {
  // One question for all the markers: placing revealed figures changes no marker's sight of the other side.
  const hidden = state.markers.filter((m) => !m.revealed);
  if (hidden.length === 0) return;
  const seeing = yield* fact({ id: 'marker-sees-enemy', markers: hidden.map((m) => m.id) }, 'T35.2: which hidden markers see the enemy?');
  for (const marker of hidden) {
    if (!seeing.includes(marker.id)) continue;
    marker.revealed = true;
    const reason = { rule: 'T35.2', text: 'when they see the enemy, the figures are placed within 20 cm of the marker' };
    if (!marker.unit) {
      yield* instruct({ type: 'remove-marker', marker: marker.id, text: `${marker.id} was a dummy: remove it`, reasons: [reason] });
      continue;
    }
    const unit = state.units[marker.unit]!;
    unit.marker = null;
    yield* instruct({ type: 'reveal', marker: marker.id, unit: unit.id, face: null, text: `${marker.id} is ${unit.name}: place its ${unit.figures.length} figures within 20 cm of the marker, in cover where possible, facing the nearest enemy`, reasons: [reason] });
  }
}
