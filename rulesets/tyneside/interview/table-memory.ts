import type { LogEntry } from '../../../src/engine/event-log.js';
import type { TynesideFact } from '../facts.js';
import type { TynesideInstruction } from '../instructions.js';
import { MERGE_INTO } from '../procedures/merge-groups.js';
import type { FigureId, UnitId } from '../state.js';

/** A change to where a unit's figures stand, as opfor told it: the unit, and the leaders it took along. */
export interface Shift {
  readonly unit: UnitId;
  readonly with: readonly UnitId[];
}

/** A fact of one id, typed. */
type FactOf<K extends TynesideFact['id']> = Extract<TynesideFact, { readonly id: K }>;

/** The shift an instruction or a choice makes, if any. */
function shiftOf(entry: LogEntry): Shift | null {
  if (entry.kind === 'tell') {
    const i = entry.instruction as TynesideInstruction;
    switch (i.type) {
      case 'move': return { unit: i.unit, with: i.with };
      // the charge names no leader: a leader attached to the charging group is not known to have gone with it
      case 'charge':
      case 'reveal': return { unit: i.unit, with: [] };
      default: return null;
    }
  }
  // T6.3: the receiving group gains figures standing where the small one stood
  if (entry.kind === 'choose' && entry.choice.option.startsWith(MERGE_INTO)) return { unit: entry.choice.option.slice(MERGE_INTO.length), with: [] };
  return null;
}

/** The figures an instruction told the player to take off the table (T23). */
function removedBy(entry: LogEntry): FigureId[] {
  if (entry.kind !== 'tell') return [];
  const i = entry.instruction as TynesideInstruction;
  return i.type === 'remove' ? [...i.figures] : [];
}

/**
 * What opfor knows of a real table from what it has asked and told so far (the session's log):
 * the last answer given to a fact, and which units' figures have changed place since. At a real
 * table figures move only as opfor says (T5.5: the moves it tells, charges, moves after a melee,
 * reveals, merges), so a fact about units none of which has moved since it was answered still
 * holds, and is not asked again. Removing casualties moves nobody.
 */
export class TableMemory {
  constructor(private readonly log: readonly LogEntry[]) {}

  /** Whether the unit has moved since the battle began (`movedEver`). */
  hasMoved(unit: UnitId): boolean {
    return movedEver(this.log, unit);
  }

  /** The last answer to a fact of this id that `about` accepts, the shifts told since and the figures removed since; null if never answered. */
  last<K extends TynesideFact['id']>(id: K, about: (fact: FactOf<K>) => boolean): { answer: unknown; since: Shift[]; removed: FigureId[] } | null {
    for (let i = this.log.length - 1; i >= 0; i--) {
      const entry = this.log[i]!;
      if (entry.kind !== 'ask' || entry.fact.id !== id || !about(entry.fact as FactOf<K>)) continue;
      const after = this.log.slice(i + 1);
      return { answer: entry.answer, since: after.map(shiftOf).filter((s): s is Shift => s !== null), removed: after.flatMap(removedBy) };
    }
    return null;
  }
}

/** Whether anything opfor has told or been told in the whole log moved the unit: if not, it stands where the scenario placed it. */
export function movedEver(log: readonly LogEntry[], unit: UnitId): boolean {
  return log.some((e) => {
    const shift = shiftOf(e);
    return shift !== null && (shift.unit === unit || shift.with.includes(unit));
  });
}

/** Whether any of the shifts moved the unit: its own move, or a move it went along with. */
export function moved(shifts: readonly Shift[], unit: UnitId): boolean {
  return shifts.some((s) => s.unit === unit || s.with.includes(unit));
}

/** No memory: every fact is asked (a fact's interview outside a game, as tests drive it). */
export const NO_MEMORY = new TableMemory([]);
