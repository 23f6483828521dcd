import type { Procedure } from '../../../src/engine/requests.js';
import type { NearestEnemy } from '../facts.js';
import type { UnitState } from '../state.js';
import { fact } from './requests.js';

/**
 * T24.0, T28: the nearest enemy of the units of a movement step, each asked once and remembered
 * until something that changes it happens. A step moves one side only, and sight (T18.2, T30)
 * depends on terrain and the enemy's own books, never on the moving side's figures, so a unit's
 * nearest enemy changes only when it moves itself (`moved`); no figure falls while a side moves.
 * (The shooting step keeps its own book of nearest enemies: procedures/shooting-step.ts.)
 * When asked, every unit of `batch()` not yet known is asked about in the same question: they
 * are asked now, on the board as it stands, and nothing that changes their answer happens
 * before they use it.
 */
export class NearestBook {
  private readonly known = new Map<string, NearestEnemy | null>();
  private readonly moved_ = new Set<string>();

  constructor(private readonly batch: () => readonly UnitState[] = () => []) {}

  /** The unit's nearest enemy, or null with no enemy unit on the table. */
  *of(unit: UnitState, why: string): Procedure<NearestEnemy | null> {
    if (!this.known.has(unit.id)) {
      const others = this.batch().filter((u) => u.id !== unit.id && !this.known.has(u.id) && !this.moved_.has(u.id));
      const answers = yield* fact({ id: 'nearest-enemy', units: [unit.id, ...others.map((u) => u.id)] }, why);
      for (const a of answers) this.known.set(a.unit, a.nearest);
    }
    return this.known.get(unit.id) ?? null;
  }

  /** The unit's nearest enemy if already asked (null: none on the table); undefined if not: nothing is asked. */
  peek(unitId: string): NearestEnemy | null | undefined {
    return this.known.get(unitId);
  }

  /** The unit moved: its nearest enemy is asked again, alone. */
  moved(unitId: string): void {
    this.known.delete(unitId);
    this.moved_.add(unitId);
  }
}
