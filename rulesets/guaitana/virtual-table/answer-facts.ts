/** Answers every Guaitana fact (facts.ts) from the virtual table's geometry. */
import { lineLength } from '../../../src/table/shapes.js';
import type { AmbushSpot, GuaitanaFact, GuaitanaFactAnswer } from '../facts.js';
import { unitById, type UnitState } from '../state.js';
import { approach, contactCost, contactFloor } from './approach.js';
import { closeCm, firingWeapon } from './arms.js';
import { Board, type Placed } from './board.js';
import { compass } from './footprint.js';
import { Neighbours } from './contacts.js';
import { fireTargets } from './fire-targets.js';
import { Hiding } from './hiding.js';
import { takePassed } from './movement.js';
import { beyond } from '../../../src/table/tolerance.js';
import { Sight } from './sight.js';

/** What a unit off the table (hidden or gone) stands in: nothing. */
const NOWHERE = { cincNear: false, friendNear: false, enemyNear: false, inClosed: false, flanked: false } as const;

/** G8.3: the length of the unit's Move line still ahead, from where it stands. */
export function pathLeft(unit: UnitState): number {
  return unit.order.kind !== 'move' || unit.pos === null ? 0 : lineLength(unit.pos, unit.order.path);
}

/** The fact answers of one battle's table. */
export class FactAnswers {
  private readonly neighbours: Neighbours;
  private readonly hiding: Hiding;

  constructor(private readonly board: Board, private readonly sight: Sight) {
    this.neighbours = new Neighbours(board, sight);
    this.hiding = new Hiding(board, sight);
  }

  /** The answer to one fact, typed by the catalogue. */
  answer<F extends GuaitanaFact>(fact: F): GuaitanaFactAnswer[F['id']];
  answer(fact: GuaitanaFact): GuaitanaFactAnswer[GuaitanaFact['id']] {
    const state = this.board.state;
    switch (fact.id) {
      case 'sees': {
        const unit = unitById(state, fact.unit);
        return Board.placed(unit) ? this.sight.seenBy(unit).map((u) => u.id) : [];
      }
      case 'sight': {
        const placed = Object.values(state.units).filter(Board.placed);
        return Object.fromEntries(placed.map((u) => [u.id, this.sight.seenBy(u).map((e) => e.id)]));
      }
      case 'see-enemy': return fact.units.filter((id) => {
        const unit = unitById(state, id);
        return Board.placed(unit) && this.sight.seenBy(unit).length > 0;
      });
      case 'observed': return this.hiding.observed();
      case 'horse-spoiled': return this.hiding.horseSpoiled();
      case 'fire-targets': return Object.fromEntries(fact.units.map((id) => {
        const unit = unitById(state, id);
        return [id, Board.placed(unit) ? fireTargets(this.board, this.sight, unit) : []];
      }));
      case 'approach': {
        const unit = unitById(state, fact.unit), target = unitById(state, fact.target);
        const mover = Board.placed(target) ? this.moverToward(unit, target) : null;
        if (mover && Board.placed(target)) return approach(this.board, mover, target);
        // Off the table one way or the other: out of reach.
        return { contact: Infinity, close: closeCm(firingWeapon(unit)) === null ? null : Infinity };
      }
      case 'nearest-enemy': return this.nearestEnemy(unitById(state, fact.unit), fact.seen);
      case 'in-contact': return this.inContact(unitById(state, fact.unit));
      case 'after-move': {
        const unit = unitById(state, fact.unit);
        return { touched: this.inContact(unit), near: null, lineLeft: fact.line ? pathLeft(unit) : null };
      }
      case 'contacts': return this.neighbours.contacts();
      case 'surroundings': {
        const unit = unitById(state, fact.unit);
        return Board.placed(unit) ? this.neighbours.surroundings(unit) : NOWHERE;
      }
      case 'surroundings-of': return fact.units.map((id) => {
        const unit = unitById(state, id);
        return { unit: id, ...(Board.placed(unit) ? this.neighbours.surroundings(unit) : NOWHERE) };
      });
      case 'melee-ground': {
        const placed = fact.units.map((id) => unitById(state, id)).filter(Board.placed);
        return { closed: placed.filter((u) => this.board.inClosed(u)).map((u) => u.id), flanked: placed.filter((u) => this.neighbours.surroundings(u).flanked).map((u) => u.id) };
      }
      case 'in-buildings': {
        const unit = unitById(state, fact.unit);
        return Board.placed(unit) && this.board.ground.buildingsAt(unit.pos);
      }
      case 'cinc-reach': return this.neighbours.cincReach(fact.side);
      case 'threatened': return fact.units.filter((id) => {
        const unit = unitById(state, id);
        return Board.placed(unit) && this.neighbours.threatened(unit);
      });
      case 'ambush-spots': return this.ambushSpots(fact.units);
      case 'path-left': return pathLeft(unitById(state, fact.unit));
    }
  }

  /** Each hidden unit's best spot (the one nearest the Italians), in the order of `units`. */
  private ambushSpots(units: readonly string[]): AmbushSpot[] {
    const spoiled = new Map<string, boolean>();
    return units.flatMap((id) => this.hiding.nearest(unitById(this.board.state, id), spoiled) ?? []);
  }

  /** G8.5: the enemy on the table nearest to reach, of those the unit saw at Observation when `seen` (first of equals). */
  private nearestEnemy(unit: UnitState, seen: boolean): string | null {
    const state = this.board.state;
    const pool = seen
      ? (state.sight[unit.id] ?? []).map((id) => unitById(state, id))
      : Object.values(state.units).filter((u) => u.side !== unit.side);
    // Walked cheapest floor first (contactFloor: no contact costs less), so that once a floor is
    // beyond the best found the rest are passed over unwalked: they could not replace it.
    const candidates = pool.filter((u) => !u.eliminated && !u.hidden).map((enemy, index) => {
      const mover = Board.placed(enemy) ? this.moverToward(unit, enemy) : null;
      return { enemy, index, mover, floor: mover && Board.placed(enemy) ? contactFloor(this.board, mover, enemy) : Infinity };
    }).sort((a, b) => a.floor - b.floor || a.index - b.index);
    let best: { id: string; cm: number; index: number } | null = null;
    for (const { enemy, index, mover, floor } of candidates) {
      if (best && beyond(floor, best.cm)) break;
      const cm = mover && Board.placed(enemy) ? contactCost(this.board, mover, enemy) : Infinity;
      // the first of equals in the pool's order
      if (!best || cm < best.cm || (cm === best.cm && index < best.index)) best = { id: enemy.id, cm, index };
    }
    return best?.id ?? null;
  }

  /**
   * The unit as it would set out toward the target: where it stands, or, for a messenger with
   * the C-in-C (G4.7, G18.21), on the free ground beside him facing the target; null when it is
   * off the table one way or the other.
   */
  private moverToward(unit: UnitState, target: Placed): Placed | null {
    if (Board.placed(unit)) return unit;
    if (unit.type === 'messenger' && unit.pos === null && !unit.eliminated) {
      const beside = this.board.besideCinc(unit, target.pos);
      if (beside) return { ...unit, pos: beside, facing: compass(beside, target.pos) };
    }
    return null;
  }

  /**
   * G9.8: the enemy units touching the unit, and, once after a move, the C-in-C, messengers and
   * baggage it went through on the way (G9.8.2: they are eliminated though the mover went on).
   */
  private inContact(unit: UnitState): string[] {
    const passed = takePassed(unit);
    if (!Board.placed(unit)) return [];
    const ids = new Set(this.neighbours.inContact(unit).map((u) => u.id));
    for (const id of passed) if (Board.placed(unitById(this.board.state, id))) ids.add(id);
    return [...ids].sort();
  }
}
