/** The Guaitana battle as the trace records it: each unit one base, the rectangle its formation covers (G4.8.5). */
import type { TraceBase, TraceUnit } from '../../src/engine/trace.js';
import type { GuaitanaState, UnitState } from './state.js';
import { layout } from './virtual-table/footprint.js';

/** The table and every unit, hidden ones included. */
export function traceUnits(state: GuaitanaState): { table: { width: number; depth: number }; units: TraceUnit[] } {
  const units = Object.values(state.units).map((u): TraceUnit => ({ id: u.id, side: u.side, type: u.type }));
  return { table: { width: state.table.width, depth: state.table.depth }, units };
}

/** Every unit on the table (not hidden, not gone) as its formation's rectangle, with its order and formation (for G8.6's check). */
export function tracePositions(state: GuaitanaState): TraceBase[] {
  return Object.values(state.units).flatMap((u): TraceBase[] => {
    if (!u.pos || u.hidden || u.eliminated) return [];
    const { width, depth } = layout(u);
    return [{ unit: u.id, side: u.side, x: u.pos.x, y: u.pos.y, w: width, d: depth, facing: u.facing, leader: u.type === 'cinc', order: u.order.kind, form: formOf(u) }];
  });
}

/** Its formation, and its guns (`packed`) or horses (`dismounted`) where it has them (G9.7(1)-(3)). */
function formOf(unit: UnitState): string {
  if (unit.type === 'artillery') return `${unit.formation}/${unit.packed ? 'packed' : 'in-battery'}`;
  if (unit.type === 'italian-cavalry') return `${unit.formation}/${unit.dismounted ? 'dismounted' : 'mounted'}`;
  return unit.formation;
}
