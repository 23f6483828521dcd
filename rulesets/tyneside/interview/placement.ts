import { living, type TynesideState, type UnitState } from '../state.js';
import { Board } from '../virtual-table/board.js';
import type { TableMemory } from './table-memory.js';

/**
 * What the scenario's deployment says of a unit that has not moved since the battle began: at a
 * real table it stands where the scenario placed it, so opfor's own positions for it are right
 * and its geometry may pre-tick a checklist (never answer one: the player may have placed it
 * otherwise). A unit that has moved, or stood behind a hidden marker, says nothing.
 */
export class Placement {
  private board: Board | null = null;

  constructor(private readonly state: TynesideState, private readonly memory: TableMemory) {}

  /** T30.1: a figure of the unit stands in terrain that hides figures, where it was placed. */
  inTerrain(unit: UnitState): boolean {
    const placed = this.placed(unit);
    return placed !== null && placed.some((f) => this.geometry().inTerrain(f.pos));
  }

  /** T20.2, T24.1: every figure of the unit stands in soft or hard cover, where it was placed. */
  inCover(unit: UnitState): boolean {
    const placed = this.placed(unit);
    return placed !== null && placed.length > 0 && placed.every((f) => this.geometry().coverAt(f.pos) !== 'open');
  }

  /** A-4, T18: the least gap from the unit's figures to the other's it sees, where both stand as placed; null if either has moved or has no place, or none is seen. */
  sightGap(unit: UnitState, other: UnitState): number | null {
    const mine = this.placed(unit);
    const theirs = this.placed(other);
    if (!mine?.length || !theirs?.length) return null;
    let least: number | null = null;
    for (const f of mine) for (const g of theirs) if (this.geometry().sees(f.pos, g.pos, g)) least = Math.min(least ?? Infinity, this.geometry().gap(f, g));
    return least;
  }

  /** The unit's living figures where the scenario placed them; null once it has moved, or while it has no place. */
  private placed(unit: UnitState) {
    if (unit.marker || this.memory.hasMoved(unit.id)) return null;
    const figures = living(this.state, unit);
    return figures.every((f) => f.pos !== null) ? this.geometry().placed(unit) : null;
  }

  private geometry(): Board {
    return (this.board ??= new Board(this.state));
  }
}
