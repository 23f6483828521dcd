/**
 * Carrying out a move (G9): the unit walks straight from waypoint to waypoint, facing the way it
 * goes, paying for the ground (×2 terrain, wadi crossings, roads), and halts on touching an enemy
 * (G9.8), or, when told, once its goal unit is within its weapon's Close range (G8.5). Toward a
 * unit or a point, the waypoints are the way round impassable ground when it bars the straight
 * way (detour.ts); a Move order walks its mapped line as drawn.
 *
 * Readings: impassable ground with no way round it (and on a Move order's line) stops the unit
 * before it; the table edge stops it at the edge; the C-in-C, messengers and baggage do not stop
 * it (G9.8.2): it goes on through, and they are marked contacted for the rules to deal with. A
 * move toward a unit ends on touching it, friend or foe (a retreat reaching its C-in-C or
 * baggage, G18.16). Artillery or baggage that reaches a wadi with its whole Capacity unspent
 * crosses it and ends the phase on the far bank (G9.5, G18.24); otherwise it halts at the near
 * bank.
 */
import { moveAlong } from '../../../src/table/move-along.js';
import { distance, type Point } from '../../../src/table/shapes.js';
import { segmentTouchesShape, spansInside } from '../../../src/table/segments.js';
import type { GuaitanaInstruction, MoveGoal } from '../instructions.js';
import { sideOf, unitById, type UnitState } from '../state.js';
import { contactPlace, REACHED_CM, TOUCH_CM, travelUntil, unitVector } from './approach.js';
import { closeCm, firingWeapon } from './arms.js';
import { Board, CONTACT_CM, type Placed } from './board.js';
import { compass, nearestPoint } from './footprint.js';
import { firstHalt, haltingUnits, near, passable, touchingAt } from './halts.js';
import { markCrossed } from './hiding.js';
import type { TraceEvent, TracePoint } from '../../../src/engine/trace.js';
import { atMost, beyond } from '../../../src/table/tolerance.js';

type MoveInstruction = Extract<GuaitanaInstruction, { type: 'move' }>;

/** One straight stretch of a move: where it began and ended, and the Capacity it cost. */
interface Leg {
  readonly from: Point;
  readonly to: Point;
  readonly spent: number;
}

/** The steps (cm) in which a mover whose end is taken goes back along its way. */
const BACK_STEP_CM = 0.25;

/** The C-in-C, messengers and baggage a unit went through in its last move, for its next `in-contact` (G9.8.2). */
const passedThrough = new WeakMap<UnitState, Set<string>>();

/** The passed-through units of the mover's last move, handed over once. */
export function takePassed(unit: UnitState): Set<string> {
  const found = passedThrough.get(unit) ?? new Set<string>();
  passedThrough.delete(unit);
  return found;
}

/** Moves units on one battle's table. */
export class Mover {
  constructor(readonly board: Board) {}

  /** The points the move heads for, in order, kept on the table; toward a unit, until it is `within` reach. */
  private waypoints(unit: Placed, goal: MoveGoal, within: number, roundEnemies: boolean): Point[] {
    const { width, depth } = this.board.state.table;
    // G8.6(4): a Retreat goes round enemy units in its way (the C-in-C, messengers and baggage are gone through, G9.8(2))
    const avoid = roundEnemies ? this.board.enemiesOf(unit.side).filter((e) => !passable(e)).map((e) => this.board.footprint(e)) : [];
    switch (goal.kind) {
      case 'path':
        return unit.order.kind === 'move' ? unit.order.path.map((p) => this.board.clamp(p)) : [];
      case 'toward': {
        const target = unitById(this.board.state, goal.unit);
        if (!Board.placed(target)) return [];
        const fp = this.board.footprint(target);
        return this.board.detours.way(unit, (p) => nearestPoint(fp, p), { target: fp, within }, avoid);
      }
      case 'point': {
        const point = this.board.clamp(goal.point);
        return this.board.detours.way(unit, () => point);
      }
      case 'baseline': {
        const p = unit.pos;
        const edge = (() => {
          switch (sideOf(this.board.state, unit.side).baseline) {
            case 'south': return { x: p.x, y: 0 };
            case 'north': return { x: p.x, y: depth };
            case 'west': return { x: 0, y: p.y };
            case 'east': return { x: width, y: p.y };
          }
        })();
        return avoid.length > 0 ? this.board.detours.way(unit, () => edge, undefined, avoid) : [edge];
      }
    }
  }

  /** G9: carries out a move instruction; returns its trace line, if the unit moved. */
  move(instruction: MoveInstruction): TraceEvent[] {
    const unit = unitById(this.board.state, instruction.unit);
    if (instruction.allowance <= 0) return [];
    // G4.7, G18.21: a messenger sent off leaves the C-in-C's side
    if (unit.type === 'messenger' && unit.pos === null && !unit.eliminated) this.leaveCinc(unit, instruction.goal);
    if (!Board.placed(unit)) return [];
    const enemies = this.board.enemiesOf(unit.side);
    const goalUnit = instruction.goal.kind === 'toward' ? unitById(this.board.state, instruction.goal.unit) : null;
    const close = instruction.stopAtClose && goalUnit && Board.placed(goalUnit) ? closeCm(firingWeapon(unit)) : null;
    if (close !== null && goalUnit && atMost(this.board.gap(unit, goalUnit as Placed), close)) return [];
    const start = unit.pos, startFacing = unit.facing;
    const points = this.waypoints(unit, instruction.goal, close ?? TOUCH_CM, instruction.roundEnemies === true);
    // G9.8: an enemy touched halts the mover, and so does the goal unit, friend or foe (a retreat reaching its C-in-C or baggage, G18.16)
    const halting = haltingUnits(this.board, unit, goalUnit);
    passedThrough.delete(unit);

    const legs: Leg[] = [];
    let spent = 0;
    while (points.length > 0) {
      const from = unit.pos, to = points[0]!;
      const len = distance(from, to);
      if (len <= REACHED_CM) { this.reached(unit, instruction.goal, points); continue; }
      const dir = unitVector(from, to);
      // Where along this leg something halts the unit: an enemy touched, or the goal in Close range.
      let stopAt = len, halted = false;
      const touch = firstHalt(this.board, unit, from, dir, len, halting);
      if (touch !== null && touch < stopAt) [stopAt, halted] = [touch, true];
      if (close !== null && goalUnit) {
        const s = travelUntil(unit, from, dir, len, this.board.footprint(goalUnit as Placed), close);
        if (s !== null && s < stopAt) [stopAt, halted] = [s, true];
      }
      const end = { x: from.x + dir.x * stopAt, y: from.y + dir.y * stopAt };
      const walk = stopAt > 0 ? moveAlong(from, end, instruction.allowance - spent, this.board.going.terrain(unit, from, end)) : { end: from, travelled: 0, spent: 0, blocked: false };
      let landed = walk.end, legSpent = walk.spent;
      if (walk.blocked && spent + walk.spent < 1e-6 && unit.turn.used < 1e-6) {
        const across = this.acrossWadi(unit, walk.end, to, dir);
        if (across) [landed, legSpent] = [across, instruction.allowance - spent];
      }
      spent += legSpent;
      const moved = distance(from, landed);
      if (moved > 0) {
        this.passBy(unit, from, dir, moved, enemies);
        markCrossed(this.board, unit, from, landed, (f, a, b) => segmentTouchesShape(f.shape, a, b));
        unit.pos = this.board.clamp(landed);
        unit.facing = compass(from, landed);
        legs.push({ from, to: unit.pos, spent: legSpent });
      }
      if (halted && walk.travelled >= stopAt - 1e-6 && !walk.blocked) break;
      if (distance(unit.pos, to) > REACHED_CM) break;
      this.reached(unit, instruction.goal, points);
    }
    this.settle(unit, legs, instruction.allowance, start, startFacing, goalUnit);
    // the rules keep the books (turn.used, turn.moved): the table only moves the figures
    this.touching(unit, enemies);
    this.rejoinCinc(unit, instruction.goal);
    if (legs.length === 0) return [];
    const path: TracePoint[] = [[start.x, start.y], ...legs.map((l): TracePoint => [l.to.x, l.to.y])];
    const { allowance } = instruction;
    const used = legs.reduce((sum, l) => sum + l.spent, 0);
    return [{ kind: 'move', unit: unit.id, side: unit.side, bases: [{ id: unit.id, path, allowance, spent: used }], allowance, spent: used, charge: instruction.charge === true }];
  }

  /**
   * No move ends on another unit (touching is allowed). The rules say nothing of moving through
   * other units (G17): a unit may pass through its friends, but a move whose end would stand on
   * a unit ends, in contact with an enemy (or the unit it went to), at the nearest free place
   * still in contact with it that its allowance reaches; otherwise back along its way, where it
   * first stands clear.
   */
  private settle(unit: Placed, legs: Leg[], allowance: number, start: Point, startFacing: number, goal: UnitState | null): void {
    const last = legs.at(-1);
    if (!last || !this.board.crowded(unit, this.board.footprint(unit))) return;
    const before = legs.slice(0, -1).reduce((sum, l) => sum + l.spent, 0);
    // the enemies it touches, and the unit it went to (a messenger his C-in-C, a retreat its baggage)
    const touched = touchingAt(this.board, unit, unit.pos, unit.facing, haltingUnits(this.board, unit, goal));
    if (touched.length > 0) {
      const place = contactPlace(this.board, unit, last.from, unit.pos, touched.map((e) => this.board.footprint(e)), (_, cost) => atMost(before + cost, allowance));
      if (place && distance(last.from, place.at) > REACHED_CM) {
        [unit.pos, unit.facing] = [place.at, compass(last.from, place.at)];
        legs[legs.length - 1] = { from: last.from, to: place.at, spent: place.spent };
        return;
      }
    }
    // Back along the way: each leg from its end to its start, in steps of BACK_STEP_CM.
    while (legs.length > 0) {
      const leg = legs.at(-1)!, len = distance(leg.from, leg.to), facing = compass(leg.from, leg.to);
      for (let back = BACK_STEP_CM; back < len; back += BACK_STEP_CM) {
        const t = (len - back) / len;
        const p = { x: leg.from.x + (leg.to.x - leg.from.x) * t, y: leg.from.y + (leg.to.y - leg.from.y) * t };
        if (this.board.standsClear(unit, p, facing)) {
          [unit.pos, unit.facing] = [p, facing];
          legs[legs.length - 1] = { from: leg.from, to: p, spent: leg.spent * t };
          return;
        }
      }
      legs.pop();
      const prev = legs.at(-1);
      [unit.pos, unit.facing] = prev ? [prev.to, compass(prev.from, prev.to)] : [start, startFacing];
      if (prev && this.board.standsClear(unit, unit.pos, unit.facing)) return;
    }
  }

  /** G4.7, G18.21: a messenger sent off is placed beside the C-in-C, to ride from there. */
  private leaveCinc(messenger: UnitState, goal: MoveGoal): void {
    const toward = goal.kind === 'toward' ? unitById(this.board.state, goal.unit).pos : goal.kind === 'point' ? goal.point : null;
    const at = this.board.besideCinc(messenger, toward);
    if (!at) return;
    messenger.pos = at;
    if (toward) messenger.facing = compass(at, toward);
  }

  /** G18.21: a messenger back in contact with his C-in-C rejoins him, to be sent again (off the table meanwhile). */
  private rejoinCinc(unit: Placed, goal: MoveGoal): void {
    if (unit.type !== 'messenger' || goal.kind !== 'toward') return;
    const cinc = unitById(this.board.state, goal.unit);
    if (cinc.type !== 'cinc' || cinc.side !== unit.side || !Board.placed(cinc)) return;
    if (atMost(this.board.gap(unit, cinc), CONTACT_CM)) (unit as UnitState).pos = null;
  }

  /** A waypoint reached: dropped, and from a Move order's path too (G8.3). */
  private reached(unit: Placed, goal: MoveGoal, points: Point[]): void {
    points.shift();
    if (goal.kind === 'path' && unit.order.kind === 'move') unit.order = { kind: 'move', path: unit.order.path.slice(1) };
  }

  /** G9.5: artillery or baggage with its Capacity unspent crosses the wadi ahead, to just past the far bank. */
  private acrossWadi(unit: Placed, at: Point, to: Point, dir: Point): Point | null {
    const ahead = { x: at.x + dir.x * 0.05, y: at.y + dir.y * 0.05 };
    const wadi = this.board.going.wholePhaseAt(unit, ahead);
    if (!wadi) return null;
    const span = spansInside(wadi.shape, at, to)[0];
    if (!span) return null;
    const len = distance(at, to), out = Math.min(len, span[1] * len + 0.5);
    return { x: at.x + dir.x * out, y: at.y + dir.y * out };
  }

  /** G9.8.2: the C-in-C, messengers and baggage the unit went through are contacted (the rules eliminate them). */
  private passBy(unit: Placed, from: Point, dir: Point, moved: number, enemies: readonly Placed[]): void {
    for (const e of enemies) {
      if (!passable(e) || !near(this.board, unit, from, { x: from.x + dir.x * moved, y: from.y + dir.y * moved }, e)) continue;
      if (travelUntil(unit, from, dir, moved, this.board.footprint(e), CONTACT_CM) === null) continue;
      e.turn.contacted = true;
      if (e.turn.moved) e.turn.surprised = true;
      const set = passedThrough.get(unit) ?? new Set<string>();
      set.add(e.id);
      passedThrough.set(unit, set);
    }
  }

  /** G9.8: after the move, both sides of every contact are marked; a contacted unit that had moved is surprised. */
  private touching(unit: Placed, enemies: readonly Placed[]): void {
    for (const e of enemies) {
      if (e.eliminated || e.pos === null || beyond(this.board.gap(unit, e), CONTACT_CM)) continue;
      e.turn.contacted = true;
      unit.turn.contacted = true;
      if (e.turn.moved) e.turn.surprised = true;
    }
  }
}
