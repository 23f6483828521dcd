import type { FireTarget, NearestEnemy, RiskSituation } from '../facts.js';
import type { Point } from '../../../src/table/shapes.js';
import { living, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { FactAnswers } from '../virtual-table/answer-facts.js';
import { Board } from '../virtual-table/board.js';

/**
 * The key suffix of a question whose likely reply the books give: the half-turn, so that the
 * books' guess is offered, not the reply given to the same question a half-turn or more before
 * (a question's key brings back its last reply as the default).
 */
export function halfTurnKey(state: TynesideState): string {
  return `h${state.halfTurn}`;
}

/**
 * The table as opfor's books have it, for likely replies: every figure where the scenario
 * deployed it, then moved as opfor told (books.ts: at a real table every figure moves as opfor
 * tells, T5.5, and the books make each move too). The player's figures stand within a little of
 * there, so what the virtual table would answer on these positions pre-ticks a checklist; it never
 * answers one (a move made a little otherwise, near a band limit or an edge, changes the answer).
 * A unit behind a hidden marker, or without a place, says nothing.
 */
export class BooksBoard {
  private board: Board | null = null;
  private facts: FactAnswers | null = null;

  constructor(private readonly state: TynesideState) {}

  /** T30.1: a figure of the unit stands in terrain that hides figures. */
  inTerrain(unit: UnitState): boolean {
    return this.placed(unit) && this.geometry().placed(unit).some((f) => this.geometry().inTerrain(f.pos));
  }

  /** T24.1's board conditions of the unit (cover, enemy in range, on its flank, horse near natives); null without a place. */
  risk(unit: UnitState): RiskSituation | null {
    return this.placed(unit) ? this.answers().riskSituation(unit) : null;
  }

  /** T24.0: the enemy unit with the nearest figure the unit sees, else the nearest unseen; null without a place or an enemy. */
  nearestEnemy(unit: UnitState): NearestEnemy | null {
    return this.placed(unit) ? this.answers().nearestEnemy(unit) : null;
  }

  /** T16–T20: what the shooters can hit of `target` (its distance, cover, shots, figures in sight); null if nothing or no place. */
  fireAt(unit: UnitState, shooters: readonly string[], target: UnitState): FireTarget | null {
    if (!this.placed(unit) || !this.placed(target)) return null;
    return this.answers().fireTargets(unit, shooters, target.id)[0] ?? null;
  }

  /**
   * T31.2: the enemy units some figure of the unit can reach in base contact this move (a leader
   * with a group reached as one of its figures, T22.3), each with how many of its figures reach
   * it; empty without a place.
   */
  chargeTargets(unit: UnitState): Map<string, number> {
    const reached = new Map<string, number>();
    if (!this.placed(unit)) return reached;
    for (const { defenders } of this.answers().chargeReach(unit)) {
      const units = new Set(defenders.map((d) => this.answers().targetUnit(this.state.figures[d.figure] as FigureState & { pos: Point })));
      for (const id of units) reached.set(id, (reached.get(id) ?? 0) + 1);
    }
    return reached;
  }

  /** Whether the books have every living figure of the unit on the table (none behind a hidden marker). */
  private placed(unit: UnitState): boolean {
    const figures = living(this.state, unit);
    return !unit.marker && figures.length > 0 && figures.every((f) => f.pos !== null);
  }

  private geometry(): Board {
    return (this.board ??= new Board(this.state));
  }

  private answers(): FactAnswers {
    return (this.facts ??= new FactAnswers(this.geometry(), this.state));
  }
}
