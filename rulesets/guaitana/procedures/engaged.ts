/**
 * Contacts made persist (G9.8, G12.1): a melee once joined is kept in the books until one side
 * breaks off by moving away or is gone, so it is fought even when a unit's footprint shrinks
 * after contact (casualties, a new formation, the baggage closing up in Mass) and the rectangles
 * no longer touch on the table.
 */
import type { Contact } from '../facts.js';
import type { GuaitanaState, UnitId } from '../state.js';

/** Whether the unit still stands on the table. */
function standing(state: GuaitanaState, id: UnitId): boolean {
  const u = state.units[id];
  return !!u && !u.eliminated && !u.hidden && u.pos !== null;
}

/** A contact with the first side's unit as `a`, as the table reports them. */
function ordered(state: GuaitanaState, c: Contact): Contact {
  const first = state.sides[0]!.id;
  return state.units[c.a]!.side === first ? c : { a: c.b, b: c.a, aFlanked: c.bFlanked, bFlanked: c.aFlanked };
}

const key = (c: Contact) => `${c.a}|${c.b}`;

/**
 * The contacts on the table and those made earlier that still hold in the books (both units
 * standing), the table's word on flanks first; kept in the books as the melees on the table now.
 */
export function withEngaged(state: GuaitanaState, onTable: readonly Contact[]): Contact[] {
  const found = new Map<string, Contact>();
  for (const c of onTable) found.set(key(ordered(state, c)), ordered(state, c));
  for (const c of state.engaged) if (!found.has(key(c)) && standing(state, c.a) && standing(state, c.b)) found.set(key(c), c);
  state.engaged = [...found.values()].sort((x, y) => x.a.localeCompare(y.a) || x.b.localeCompare(y.b));
  return state.engaged;
}

/**
 * G9.8: after `mover` moved, it touches `touched`: those contacts are made, and its earlier
 * contacts with anyone else are broken off (a Retreat moving away, G18.30).
 */
export function afterMove(state: GuaitanaState, mover: UnitId, touched: readonly UnitId[]): void {
  const kept = state.engaged.filter((c) => (c.a !== mover && c.b !== mover) || touched.includes(c.a === mover ? c.b : c.a));
  const made = touched.filter((id) => !kept.some((c) => (c.a === mover && c.b === id) || (c.b === mover && c.a === id)));
  state.engaged = [...kept, ...made.map((id) => ordered(state, { a: mover, b: id, aFlanked: false, bFlanked: false }))];
}
