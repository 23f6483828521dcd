import type { MapPiece, MapView } from '../../src/engine/map-view.js';
import type { GuaitanaState, UnitId } from './state.js';
import { footprintAt, layout, placeOf } from './virtual-table/footprint.js';

/**
 * The Guaitana battle as `opfor watch` draws it: a piece for every figure of every unit on the
 * table, laid out in the unit's formation (artillery's crew beside its guns), wounded-looking for
 * a unit in Retreat; hidden and eliminated units are not drawn. `highlighted` lists the unit ids
 * the current action is about.
 */
export function guaitanaMapView(state: GuaitanaState, highlighted: readonly UnitId[]): MapView {
  const pieces = Object.values(state.units).flatMap((unit): MapPiece[] => {
    if (unit.hidden || unit.eliminated || unit.pos === null) return [];
    const fp = footprintAt(unit, unit.pos, unit.facing);
    const { spots, guns } = layout(unit);
    const figures = unit.type === 'cinc' || unit.type === 'messenger' ? spots : spots.slice(guns, guns + unit.figures);
    const look = unit.order.kind === 'retreat' ? 'wounded' : 'fit';
    const lit = highlighted.includes(unit.id);
    return figures.map((spot) => ({ ...placeOf(fp, spot), side: unit.side, unit: unit.name, state: look, highlighted: lit }));
  });
  return {
    width: state.table.width,
    depth: state.table.depth,
    sides: state.sides.map((s) => ({ id: s.id, name: s.name })),
    features: state.terrain.map((t) => ({ name: t.name, type: t.type, shape: t.shape })),
    pieces,
  };
}
