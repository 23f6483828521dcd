/** The Tyneside battle as the trace records it: every unit, and every figure's base (T1.2) and hidden marker (T35). */
import type { TraceBase, TraceUnit } from '../../src/engine/trace.js';
import { inRetreat } from './procedures/end-check.js';
import { living, markerSide, type TynesideState } from './state.js';

/** The table and every unit: groups by their first figure's troop type, leaders as units of their own. */
export function traceUnits(state: TynesideState): { table: { width: number; depth: number }; units: TraceUnit[] } {
  const units = Object.values(state.units).map((u): TraceUnit => {
    const first = state.figures[u.figures[0]!]!;
    return u.kind === 'leader' ? { id: u.id, side: u.side, type: first.role, leader: true } : { id: u.id, side: u.side, type: first.type };
  });
  return { table: { width: state.table.width, depth: state.table.depth }, units };
}

/** Every living figure on the table as a round base of its diameter, and every hidden marker still down. */
export function tracePositions(state: TynesideState): TraceBase[] {
  const bases: TraceBase[] = [];
  for (const unit of Object.values(state.units)) {
    const retreat = unit.kind === 'group' && inRetreat(state, unit);
    for (const f of living(state, unit)) {
      if (!f.pos) continue;
      bases.push({ unit: unit.id, side: unit.side, id: f.id, x: f.pos.x, y: f.pos.y, w: f.base, d: f.base, facing: unit.facing, leader: unit.kind === 'leader', round: true, ...(retreat ? { retreat: true as const } : {}) });
    }
  }
  for (const m of state.markers) {
    if (m.revealed) continue;
    bases.push({ unit: m.id, side: markerSide(state, m), x: m.pos.x, y: m.pos.y, w: 0, d: 0, facing: 0, leader: false, round: true, marker: true });
  }
  return bases;
}
