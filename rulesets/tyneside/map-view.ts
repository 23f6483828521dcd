import type { MapPiece, MapView } from '../../src/engine/map-view.js';
import { markerSide, type TynesideState } from './state.js';

/**
 * The Tyneside battle as `opfor watch` draws it: every living figure on the table (wounded
 * after its first wound, T23) and every unrevealed hidden marker (T35). `focus` lists the unit
 * ids the current action is about; a marker id in it highlights that marker.
 */
export function tynesideMapView(state: TynesideState, focus: readonly string[]): MapView {
  const figures = Object.values(state.figures).flatMap((f): MapPiece[] => {
    if (!f.alive || !f.pos) return [];
    const unit = state.units[f.unit];
    if (!unit) throw new Error(`figure "${f.id}" belongs to unit "${f.unit}", which the battle state does not have`);
    return [{ x: f.pos.x, y: f.pos.y, side: f.side, unit: unit.name, state: f.wounds > 0 ? 'wounded' : 'fit', highlighted: focus.includes(f.unit) }];
  });
  const markers = state.markers.filter((m) => !m.revealed).map((m): MapPiece => ({
    x: m.pos.x, y: m.pos.y, side: markerSide(state, m),
    // Named by the marker, not the group it may stand for: that stays hidden (T35.2).
    unit: m.id, state: 'marker', highlighted: focus.includes(m.id),
  }));
  return {
    width: state.table.width,
    depth: state.table.depth,
    sides: state.sides.map((s) => ({ id: s.id, name: s.name })),
    features: state.terrain.map((t) => ({ name: t.name, type: t.type, shape: t.shape })),
    pieces: [...figures, ...markers],
  };
}

