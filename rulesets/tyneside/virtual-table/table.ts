import type { Fact, Instruction } from '../../../src/engine/requests.js';
import type { VirtualTable } from '../../../src/engine/ruleset.js';
import type { TraceEvent } from '../../../src/engine/trace.js';
import { centroid as shapeCentroid, contains, distance, type Point } from '../../../src/table/shapes.js';
import type { TynesideFact } from '../facts.js';
import type { TynesideInstruction } from '../instructions.js';
import { formation } from '../new-battle.js';
import { enemyOf, type TynesideState } from '../state.js';
import { compass, FactAnswers } from './answer-facts.js';
import { Board } from './board.js';
import { UnitMover } from './move-units.js';

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
      case 'attached-to': return this.facts.attachedTo(fact.leader);
      case 'risk-situations': return fact.units.map((id) => ({ unit: id, ...this.facts.riskSituation(unit(id)) }));
      case 'in-terrain': return fact.units.filter((id) => this.board.placed(unit(id)).some((f) => this.board.inTerrain(f.pos)));
      case 'nearest-enemy': return this.facts.nearestEnemy(unit(fact.unit));
      case 'command-reach': return this.facts.commandReach(fact.commanders, unit(fact.unit));
      case 'in-contact': return this.facts.inContact(unit(fact.unit));
      case 'fire-targets': return this.facts.fireTargets(unit(fact.unit), fact.shooters);
      case 'charge-reach': return this.facts.chargeReach(unit(fact.unit));
      case 'contacts': return this.facts.contacts();
      case 'cover-within-move': return this.facts.coverWithinMove(unit(fact.unit));
      case 'cover-further-away': return this.facts.coverFurtherAway(unit(fact.unit));
      case 'marker-sees-enemy': return this.facts.markerSeesEnemy(fact.marker);
      case 'platoon-formed': return this.facts.platoonFormed(fact.units);
    }
  }

  execute(raw: Instruction): TraceEvent[] | void {
    const instruction = raw as TynesideInstruction;
    switch (instruction.type) {
      case 'move': return this.mover.move(instruction);
      case 'charge': return this.mover.charge(instruction);
      case 'face': {
        const unit = this.state.units[instruction.unit]!;
        const own = this.board.placed(unit);
        const target = this.board.placed(this.state.units[instruction.toward]!);
        if (own.length > 0 && target.length > 0) unit.facing = compass(Board.centroid(own), Board.centroid(target));
        return;
      }
      case 'reveal': return this.reveal(instruction.marker, instruction.unit);
      default: return;
    }
  }

  /** T35.2: the group's figures within 20 cm of its marker, pulled into the terrain piece it stands at, facing the nearest enemy. */
  private reveal(markerId: string, unitId: string): void {
    const marker = this.state.markers.find((m) => m.id === markerId)!;
    const unit = this.state.units[unitId]!;
    const piece = this.state.terrain.filter((t) => t.cover !== 'open' || t.concealing).sort((a, b) => distance(shapeCentroid(a.shape), marker.pos) - distance(shapeCentroid(b.shape), marker.pos))[0];
    let centre: Point = marker.pos;
    if (piece && !contains(piece.shape, centre)) {
      const c = shapeCentroid(piece.shape);
      const d = distance(centre, c);
      centre = { x: centre.x + ((c.x - centre.x) * Math.min(6, d)) / (d || 1), y: centre.y + ((c.y - centre.y) * Math.min(6, d)) / (d || 1) };
    }
    const enemies = this.board.sideFigures(enemyOf(this.state, unit.side));
    if (enemies.length > 0) unit.facing = compass(centre, Board.centroid(enemies));
    const spots = formation(centre, unit.figures.length, 8, 3, unit.facing);
    unit.figures.forEach((id, i) => {
      this.state.figures[id]!.pos = { x: Math.min(this.state.table.width, Math.max(0, spots[i]!.x)), y: Math.min(this.state.table.depth, Math.max(0, spots[i]!.y)) };
    });
  }
}
