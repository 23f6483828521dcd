import type { Fact, Instruction } from '../../../src/engine/requests.js';
import type { VirtualTable } from '../../../src/engine/ruleset.js';
import type { TraceEvent } from '../../../src/engine/trace.js';
import { contains, distance, type Point } from '../../../src/table/shapes.js';
import { atLeast, beyond } from '../../../src/table/tolerance.js';
import type { TynesideFact } from '../facts.js';
import type { TynesideInstruction } from '../instructions.js';
import { enemyOf, type FigureState, type TynesideState } from '../state.js';
import { compass, FactAnswers } from './answer-facts.js';
import { Board } from './board.js';
import type { TerrainFeature } from '../terrain.js';
import { UnitMover } from './move-units.js';

/** T35.2: revealed figures are placed within this distance of their marker. */
const REVEAL_CM = 20;
/** A revealed figure is placed out of base contact with the enemy: contact is made only by charging (T31). */
const REVEAL_CLEAR_CM = 1;

/**
 * opfor's virtual table for Tyneside: answers the rules' facts with geometry and carries out
 * their instructions on the figures' positions. Used by simulate and watch.
 */
export class TynesideTable implements VirtualTable {
  private readonly board: Board;
  private readonly facts: FactAnswers;
  private readonly mover: UnitMover;

  constructor(private readonly state: TynesideState) {
    this.board = new Board(state);
    this.facts = new FactAnswers(this.board, state);
    this.mover = new UnitMover(this.board, state);
  }

  answer(raw: Fact): unknown {
    const fact = raw as TynesideFact;
    const unit = (id: string) => this.state.units[id]!;
    switch (fact.id) {
      case 'attached-to': return fact.leaders.map((leader) => ({ leader, group: this.facts.attachedTo(leader) }));
      case 'risk-situations': return fact.units.map((id) => ({ unit: id, ...this.facts.riskSituation(unit(id)) }));
      case 'in-terrain': return fact.units.filter((id) => this.board.placed(unit(id)).some((f) => this.board.inTerrain(f.pos)));
      case 'nearest-enemy': return fact.units.map((id) => ({ unit: id, nearest: this.facts.nearestEnemy(unit(id)) }));
      case 'command-reach': return fact.units.map((id) => ({ unit: id, beyond: this.facts.commandReach(fact.commanders, unit(id)) }));
      case 'in-contact': return this.facts.inContact(unit(fact.unit));
      case 'fire-targets': return this.facts.fireTargets(unit(fact.unit), fact.shooters);
      case 'fire-count': return this.facts.fireTargets(unit(fact.unit), fact.shooters, fact.aim.unit)[0] ?? { unit: fact.aim.unit, shots: [], cover: fact.aim.cover, visible: [], distance: fact.aim.distance };
      case 'in-sight': {
        const seen = this.facts.fireTargets(unit(fact.unit), fact.shooters, fact.target)[0]?.visible ?? [];
        return fact.figures.filter((f) => seen.includes(f));
      }
      case 'can-shoot': return fact.units.map((s) => {
        const nearest = s.at === null ? this.facts.nearestEnemy(unit(s.unit)) : null;
        const at = s.at ?? (nearest?.visible ? nearest.unit : null);
        return { unit: s.unit, at, target: at === null ? null : this.facts.fireTargets(unit(s.unit), s.shooters, at)[0] ?? null };
      });
      case 'charge-reach': return this.facts.chargeReach(unit(fact.unit));
      case 'contacts': return this.facts.contacts();
      case 'cover-within-move': return this.facts.coverWithinMove(unit(fact.unit));
      case 'cover-further-away': return this.facts.coverFurtherAway(unit(fact.unit));
      case 'marker-sees-enemy': return fact.markers.filter((m) => this.facts.markerSeesEnemy(m));
      case 'platoon-formed': return this.facts.platoonFormed(fact.units);
    }
  }

  execute(raw: Instruction, traced = true): TraceEvent[] | void {
    const instruction = raw as TynesideInstruction;
    switch (instruction.type) {
      case 'move': return this.mover.move(instruction, traced);
      case 'charge': return this.mover.charge(instruction, traced);
      case 'face': {
        const unit = this.state.units[instruction.unit]!;
        const own = this.board.placed(unit);
        const target = this.board.placed(this.state.units[instruction.toward]!);
        if (own.length > 0 && target.length > 0) unit.facing = compass(Board.centroid(own), Board.centroid(target));
        return;
      }
      case 'reveal': return this.reveal(instruction.marker, instruction.unit);
      case 'remove': return instruction.figures.map((id) => ({ kind: 'removed', unit: this.state.figures[id]!.unit, id }));
      default: return;
    }
  }

  /**
   * T35.2: the group's figures within 20 cm of its marker, in cover where possible (in
   * terrain giving cover or hiding figures), nearest the marker first, no base on another or
   * touching an enemy, facing the nearest enemy.
   */
  private reveal(markerId: string, unitId: string): void {
    const marker = this.state.markers.find((m) => m.id === markerId)!;
    const unit = this.state.units[unitId]!;
    const figures = unit.figures.map((id) => this.state.figures[id]!).filter((f) => f.alive);
    const enemies = this.board.sideFigures(enemyOf(this.state, unit.side));
    if (enemies.length > 0) unit.facing = compass(marker.pos, Board.centroid(enemies));
    const hiding = this.state.terrain.filter((t) => !t.impassable && (t.cover !== 'open' || t.concealing));
    const pitch = Math.max(...figures.map((f) => f.base)) + 0.5;
    const others = Object.values(this.state.figures).filter((o) => o.alive && o.pos && o.unit !== unit.id && !this.state.units[o.unit]!.marker);
    // Within 20 cm; a group that does not fit there (enemy and friends crowding the marker) takes the nearest free places beyond.
    for (const radius of [REVEAL_CM, 2 * REVEAL_CM, 3 * REVEAL_CM]) {
      const taken = this.freeSpots(this.revealSpots(marker.pos, radius, pitch, hiding), figures, others);
      if (taken.length < figures.length) continue;
      figures.forEach((f, i) => void (f.pos = taken[i]!));
      return;
    }
    // No room within 60 cm: never met in a battle (the trace checker would report the bases
    // overlapping), but opfor's books at a real table may believe the player's figures crowd the
    // marker where they no longer stand. The group is placed on the nearest spots apart from each
    // other, over whoever the books put there, rather than stop the game.
    const taken = this.freeSpots(this.revealSpots(marker.pos, 3 * REVEAL_CM, pitch, hiding), figures, []);
    figures.forEach((f, i) => void (f.pos = taken[i] ?? marker.pos));
  }

  /** The first of `spots` for each figure in turn, none on another's base nor on a base of `others` (nor touching an enemy's). */
  private freeSpots(spots: readonly { p: Point }[], figures: readonly FigureState[], others: readonly FigureState[]): Point[] {
    const taken: { p: Point; r: number }[] = [];
    for (const f of figures) {
      const r = f.base / 2;
      const spot = spots.find(({ p }) =>
        taken.every((t) => atLeast(distance(p, t.p), t.r + r)) &&
        others.every((o) => atLeast(distance(p, o.pos!), o.base / 2 + r + (o.side === f.side ? 0 : REVEAL_CLEAR_CM))));
      if (!spot) break;
      taken.push({ p: spot.p, r });
    }
    return taken.map((t) => t.p);
  }

  /** Places a base apart on the table within `radius` of the marker: within 20 cm first, in cover first (T35.2), then nearest the marker. */
  private revealSpots(centre: Point, radius: number, pitch: number, hiding: readonly TerrainFeature[]): { p: Point; covered: boolean; d: number }[] {
    const reach = Math.floor(radius / pitch);
    const spots: { p: Point; covered: boolean; d: number }[] = [];
    for (let i = -reach; i <= reach; i++) for (let j = -reach; j <= reach; j++) {
      const p = { x: centre.x + i * pitch, y: centre.y + j * pitch };
      const d = distance(p, centre);
      if (beyond(d, radius) || p.x < 0 || p.y < 0 || p.x > this.state.table.width || p.y > this.state.table.depth) continue;
      spots.push({ p, covered: hiding.some((t) => contains(t.shape, p)), d });
    }
    const within = (d: number) => Number(!beyond(d, REVEAL_CM));
    return spots.sort((a, b) => within(b.d) - within(a.d) || Number(b.covered) - Number(a.covered) || a.d - b.d || a.p.x - b.p.x || a.p.y - b.p.y);
  }
}
