import { distance, centroid as shapeCentroid, type Point } from '../../../src/table/shapes.js';
import { pointToward } from '../../../src/table/move-along.js';
import type { MoveGoal, TynesideInstruction } from '../instructions.js';
import { enemyOf, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { atLeast, beyond, under } from '../../../src/table/tolerance.js';
import { Board, CONTACT_CM } from './board.js';
import { compass } from './answer-facts.js';
import { Cohesion, type FigureMove } from './cohesion.js';
import type { TraceEvent } from '../../../src/engine/trace.js';
import { tracedMove } from './trace-moves.js';
import { basesOnTable, contactSpot, freeAt } from './contact-spots.js';
import { legalWalk } from './walk.js';
import { slideClear } from './move-back.js';
import { closeIn } from './follow-up.js';

type Placed = FigureState & { pos: Point };
type MoveInstruction = Extract<TynesideInstruction, { type: 'move' }>;

/** How finely a figure that would end on another's base is walked back along its path (cm). */
const SETTLE_STEP = 0.25;

/** Keeps a point on the table. */
function onTable(state: TynesideState, p: Point): Point {
  return { x: Math.min(state.table.width, Math.max(0, p.x)), y: Math.min(state.table.depth, Math.max(0, p.y)) };
}

/** Moves figures and leaders on the virtual table as instructions say (T15, T28, T31, T33). */
export class UnitMover {
  private readonly cohesion: Cohesion;

  constructor(private readonly board: Board, private readonly state: TynesideState) {
    this.cohesion = new Cohesion(board);
  }

  private nearestEnemyGap(figures: readonly Placed[], side: string): number {
    return this.groupGap(figures, this.board.sideFigures(enemyOf(this.state, side)));
  }

  /** The gap from a figure to the nearest of `others` (Infinity when there are none). */
  private nearestGap(f: Placed, others: readonly Placed[]): number {
    let best = Infinity;
    for (const e of others) best = Math.min(best, this.board.gap(f, e));
    return best;
  }

  /** The least gap between a figure of `figures` and one of `others` (Infinity when either has none). */
  private groupGap(figures: readonly Placed[], others: readonly Placed[]): number {
    let best = Infinity;
    for (const f of figures) best = Math.min(best, this.nearestGap(f, others));
    return best;
  }

  /** The point a move heads for. */
  private goalPoint(unit: UnitState, from: Point, goal: MoveGoal): Point {
    const far = Math.max(this.state.table.width, this.state.table.depth);
    const away = (source: Point) => {
      const d = distance(from, source) || 1;
      return { x: from.x + ((from.x - source.x) * far) / d, y: from.y + ((from.y - source.y) * far) / d };
    };
    switch (goal.kind) {
      case 'toward-unit': {
        const target = this.board.placed(this.state.units[goal.unit]!);
        if (target.length === 0) return from;
        return target.reduce((a, b) => (distance(from, a.pos) <= distance(from, b.pos) ? a : b)).pos;
      }
      case 'away-from-unit': {
        const source = this.board.placed(this.state.units[goal.unit]!);
        return source.length === 0 ? from : away(Board.centroid(source));
      }
      case 'away-from-all': {
        const enemies = this.board.sideFigures(enemyOf(this.state, unit.side));
        return enemies.length === 0 ? from : away(Board.centroid(enemies));
      }
      case 'feature':
        return shapeCentroid(this.state.terrain.find((t) => t.name === goal.feature)!.shape);
    }
  }

  /** Executes a move: the unit (and leaders with it) as a block, each figure paying its own terrain; returns its trace, a line per unit. */
  move(instruction: MoveInstruction, traced = true): TraceEvent[] {
    const unit = this.state.units[instruction.unit]!;
    const own = this.board.placed(unit);
    if (own.length === 0) return [];
    const riders = instruction.with.flatMap((id) => this.board.placed(this.state.units[id]!));
    const all = [...own, ...riders];
    const start = Board.centroid(own);
    const before = this.nearestEnemyGap(own, unit.side);
    const beaten = instruction.followUp && instruction.goal.kind === 'toward-unit' ? this.board.placed(this.state.units[instruction.goal.unit]!) : [];
    const beatenGap = this.groupGap(own, beaten);
    const target = this.goalPoint(unit, start, instruction.goal);
    const wanted = Math.min(distance(start, target), instruction.distance ?? Math.min(...all.map((f) => this.board.allowance(f, true))) * instruction.fraction);
    const from = all.map((f) => f.pos);
    /** Where a figure's legal path from `origin` to `dest` ends. */
    const walk = (f: Placed, origin: Point, dest: Point): Point => (instruction.ignoreTerrain ? dest : legalWalk(this.state, this.board, f, origin, dest, instruction.fraction));
    const place = (dist: number) => {
      all.forEach((f, i) => {
        const origin = from[i]!;
        f.pos = walk(f, origin, onTable(this.state, { x: origin.x + ((target.x - start.x) * dist) / (distance(start, target) || 1), y: origin.y + ((target.y - start.y) * dist) / (distance(start, target) || 1) }));
      });
    };
    const touching = () => under(this.nearestEnemyGap(all, unit.side), CONTACT_CM + 0.5);
    let moved = wanted;
    place(moved);
    if (instruction.stopShort && touching()) {
      // Contact is made only by charging (T28 ADV): shorten the move until no base touches an enemy.
      let lo = 0;
      let hi = wanted;
      for (let i = 0; i < 12; i++) {
        const mid = (lo + hi) / 2;
        place(mid);
        if (touching()) hi = mid;
        else lo = mid;
      }
      moved = lo;
      place(moved);
    }
    // T6.2: a straggler re-joins, going no further than the group's move.
    const moves = (dist: number) => new Map(own.map((f): [string, FigureMove] => {
      const origin = from[all.indexOf(f)]!;
      return [f.id, {
        origin,
        planned: f.pos,
        walk: (to) => walk(f, origin, pointToward(origin, to, Math.min(dist, distance(origin, to)))),
        allowed: (p) => !instruction.stopShort || atLeast(this.nearestEnemyGap([{ ...f, pos: p }], unit.side), CONTACT_CM + 0.5),
      }];
    }));
    this.keepCohesion(unit, moved, place, moves);
    const origins = new Map(all.map((f, i) => [f.id, from[i]!]));
    this.settle(origins, instruction.stopShort);
    // a follow-up regains contact with the group it beat, or at least goes no farther from it.
    for (let k = 7; k >= 0 && beaten.length > 0 && beyond(this.groupGap(own, beaten), beatenGap); k--) {
      place((moved * k) / 8);
      this.cohesion.rejoin(unit, moves((moved * k) / 8));
      this.settle(origins, instruction.stopShort);
    }
    if (beaten.length > 0) closeIn(this.state, this.board, own, origins, beaten, this.board.sideFigures(enemyOf(this.state, unit.side)));
    const noRoom = instruction.meleeBack ? this.slideClear(own, origins, start, target, instruction.meleeBack) : undefined;
    if (distance(start, Board.centroid(own)) > 0.01) unit.facing = compass(start, Board.centroid(own));
    if (instruction.goal.kind === 'away-from-unit' || instruction.goal.kind === 'away-from-all') unit.facing = (unit.facing + 180) % 360;
    unit.advanced = under(this.nearestEnemyGap(own, unit.side), before);
    // The trace line walks each path again over the ground: only when a trace is written.
    if (!traced) return [];
    const terms = { fraction: instruction.fraction, charge: false, ...(instruction.distance === undefined ? {} : { distance: instruction.distance }) };
    return [unit, ...instruction.with.map((id) => this.state.units[id]!)].flatMap((u) => {
      const figures = all.filter((f) => f.unit === u.id);
      const back = u === unit && noRoom && instruction.goal.kind === 'away-from-unit' ? { awayFrom: instruction.goal.unit, noRoom } : undefined;
      return tracedMove(this.state, u, figures, figures.map((f) => from[all.indexOf(f)]!), terms, back) ?? [];
    });
  }

  /**
   * T33.2: the men of a group moved back who still stand within contact of a group it fought
   * slide to the nearest clear spot (move-back.ts); returns those with truly no room.
   */
  private slideClear(own: readonly Placed[], origins: ReadonlyMap<string, Point>, start: Point, target: Point, fought: readonly string[]): string[] {
    const length = distance(start, target);
    // no way straight back (the group moved from has nobody left on the table): the men stay
    if (length === 0) return [];
    const back = { x: (target.x - start.x) / length, y: (target.y - start.y) / length };
    const enemies = this.board.sideFigures(enemyOf(this.state, own[0]!.side));
    return slideClear(this.state, this.board, own, origins, back, fought.flatMap((id) => this.board.placed(this.state.units[id]!)), enemies);
  }

  /**
   * T6.2 after a block move of `moved` cm: the stragglers re-join; if one cannot, the group
   * moves the longest of 7/8, 6/8, … 0 of the move that leaves nobody out of sight. A group
   * already split before it moved, that no shorter move mends, makes the full move.
   */
  private keepCohesion(unit: UnitState, moved: number, place: (dist: number) => void, moves: (dist: number) => ReadonlyMap<string, FigureMove>): void {
    if (this.cohesion.rejoin(unit, moves(moved))) return;
    for (let k = 7; k >= 0; k--) {
      place((moved * k) / 8);
      if (this.cohesion.rejoin(unit, moves((moved * k) / 8))) return;
    }
    place(moved);
    this.cohesion.rejoin(unit, moves(moved));
  }

  /**
   * No two bases may overlap (a figure occupies its base; touching is melee contact). Each moved
   * figure that ends on another's base goes back along its own path, a shorter and so legal move,
   * to the farthest point clear of every base; one back at its start waits for the others to clear it.
   * `stopShort`: a move that may not make contact (only charges do, T28 ADV) ends out of contact too.
   */
  private settle(origins: ReadonlyMap<string, Point>, stopShort: boolean): void {
    const bases = basesOnTable(this.state);
    const side = this.state.figures[origins.keys().next().value ?? '']?.side;
    const enemies = stopShort && side ? this.board.sideFigures(enemyOf(this.state, side)) : [];
    const free = (f: FigureState, p: Point) => freeAt(f, p, bases) && (!stopShort || atLeast(this.nearestGap({ ...f, pos: p }, enemies), CONTACT_CM + 0.5));
    for (let pass = 0; pass < 400; pass++) {
      let changed = false;
      for (const [id, origin] of origins) {
        const f = this.state.figures[id]!;
        if (!f.alive || !f.pos || free(f, f.pos)) continue;
        const length = distance(origin, f.pos);
        if (length === 0) continue;
        let spot = origin;
        for (let s = Math.ceil(length / SETTLE_STEP - 1) * SETTLE_STEP; s > 0; s -= SETTLE_STEP) {
          const p = pointToward(origin, f.pos, s);
          if (free(f, p)) {
            spot = p;
            break;
          }
        }
        f.pos = spot;
        changed = true;
      }
      if (!changed) return;
    }
  }

  /**
   * T31: each charger into base contact with its matched defender, at the free place round
   * him nearest the charger's line of approach that its legal move reaches; a charger with no such
   * place (the places round his foe taken, or beyond his move) advances with the rest, who stop
   * short of contact.
   */
  charge(instruction: Extract<TynesideInstruction, { type: 'charge' }>, traced = true): TraceEvent[] {
    const unit = this.state.units[instruction.unit]!;
    const chargers = this.board.placed(unit);
    const origins = new Map(chargers.map((f) => [f.id, f.pos]));
    const charged = new Set<string>();
    const bases = basesOnTable(this.state);
    for (const { attacker, defender } of instruction.pairs) {
      const a = this.state.figures[attacker]!;
      const d = this.state.figures[defender]!;
      if (!a.pos || !d.pos || !a.alive || !d.alive) continue;
      const spot = contactSpot(this.state, this.board, a as Placed, d as Placed, bases);
      if (!spot) continue;
      a.pos = spot;
      charged.add(a.id);
    }
    const first = this.state.figures[instruction.pairs[0]!.defender]!;
    if (first.pos && this.board.placed(unit)[0]) unit.facing = compass(Board.centroid(this.board.placed(unit)), first.pos);
    const moves = new Map<string, FigureMove>();
    const enemies = this.board.sideFigures(first.side);
    for (const f of this.board.placed(unit).filter((x) => !charged.has(x.id))) {
      const origin = f.pos;
      f.pos = legalWalk(this.state, this.board, f, origin, first.pos!, 1);
      // Figures that reach nobody advance but stop short of contact.
      for (let i = 0; i < 20 && this.board.inContact(f, enemies); i++) f.pos = { x: f.pos.x + (origin.x - f.pos.x) * 0.2, y: f.pos.y + (origin.y - f.pos.y) * 0.2 };
      if (this.board.inContact(f, enemies)) f.pos = origin;
      moves.set(f.id, {
        origin,
        planned: f.pos,
        walk: (to) => legalWalk(this.state, this.board, f, origin, to, 1),
        allowed: (p) => !this.board.inContact({ ...f, pos: p }, enemies),
      });
    }
    // T6.2: a figure left out of sight of the rest re-joins; the chargers stay in contact with their foes.
    this.cohesion.rejoin(unit, moves);
    this.settle(new Map([...origins].filter(([id]) => !charged.has(id))), true);
    unit.advanced = true;
    if (!traced) return [];
    const line = tracedMove(this.state, unit, chargers, chargers.map((f) => origins.get(f.id)!), { fraction: 1, charge: true });
    return line ? [line] : [];
  }
}
