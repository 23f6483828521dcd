import { distance, distanceToShape, centroid as shapeCentroid, type Point } from '../../../src/table/shapes.js';
import { commandDistance } from '../rules/command.js';
import { rangeBand } from '../rules/to-hit.js';
import { nearestCoverWithin } from '../rules/cover.js';
import { enemyOf, type FigureState, type TynesideState, type UnitState } from '../state.js';
import type { Cover } from '../tables/to-hit.js';
import type { ChargeReach, Contact, FireTarget, NearestEnemy, RiskSituation, Shot } from '../facts.js';
import { rangedWeapon } from '../procedures/shooting-step.js';
import { Board, CONTACT_CM } from './board.js';
import { basesOnTable, contactSpot } from './contact-spots.js';
import { atMost, beyond } from '../../../src/table/tolerance.js';
import type { Disc } from '../../../src/table/line-of-sight.js';

type Placed = FigureState & { pos: Point };

/** Compass degrees (0 = north) of the direction from a to b. */
export function compass(a: Point, b: Point): number {
  return ((Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI + 360) % 360;
}

/** Answers every Tyneside fact from the virtual table's geometry. */
export class FactAnswers {
  constructor(private readonly board: Board, private readonly state: TynesideState) {}

  private enemies(unit: UnitState): Placed[] {
    return this.board.sideFigures(enemyOf(this.state, unit.side));
  }

  /**
   * T22.3: the unit a figure is shot at and hit as: a leader within 5 cm of a group of
   * his side is part of the nearest such group for casualty allocation, never a target alone.
   */
  targetUnit(f: Placed): string {
    return this.state.units[f.unit]!.kind === 'leader' ? this.attachedTo(f.unit) ?? f.unit : f.unit;
  }

  /** T22.3: the nearest group of the leader's side within 5 cm. */
  attachedTo(leaderId: string): string | null {
    const [leader] = this.board.placed(this.state.units[leaderId]!);
    if (!leader) return null;
    // Plain loops over the units and their figures: every fire fact asks it of each enemy leader.
    let best: string | null = null, bestGap = Infinity;
    for (const id in this.state.units) {
      const unit = this.state.units[id]!;
      if (unit.side !== leader.side || unit.kind !== 'group' || unit.marker) continue;
      for (const fid of unit.figures) {
        const f = this.state.figures[fid]!;
        if (!f.alive || f.pos === null) continue;
        const gap = this.board.gap(leader, f as Placed);
        if (atMost(gap, 5) && (best === null || gap < bestGap)) {
          best = unit.id;
          bestGap = gap;
        }
      }
    }
    return best;
  }

  /** T24.1's board conditions (A-35, A-36, A-40, A-41). */
  riskSituation(unit: UnitState): RiskSituation {
    const own = this.board.placed(unit);
    const enemies = this.enemies(unit);
    const centre = Board.centroid(own);
    const nearestFoe = (f: Placed): Point | null => {
      let p: Point | null = null, best = Infinity;
      for (const e of enemies) {
        const gap = this.board.gap(f, e);
        if (gap < best) {
          p = e.pos;
          best = gap;
        }
      }
      return p;
    };
    let inRange = false;
    let flank = false;
    // Each line counts once: an enemy is looked at only for what is not yet known, and sight (the
    // costly test) only where the cheap conditions hold.
    for (const e of enemies) {
      if (inRange && flank) break;
      const weapon = inRange ? undefined : rangedWeapon(e);
      const reach = weapon ? this.board.reach(e, weapon.weapon) : -1;
      const toFlank = !flank && Math.abs(((compass(centre, e.pos) - unit.facing + 540) % 360) - 180) > 45;
      if (!weapon && !toFlank) continue;
      let seen = false;
      for (const f of own) {
        const inReach = weapon !== undefined && atMost(this.board.gap(e, f), reach);
        // Out of his reach, this figure's sight of him tells only whether he is seen, which matters only on the flank.
        if (!inReach && (seen || !toFlank)) continue;
        if (!this.board.sees(f.pos, e.pos, e)) continue;
        seen = true;
        // the enemy in sight has this figure in range, and sees it.
        if (inReach && this.board.sees(e.pos, f.pos, f)) {
          inRange = true;
          break;
        }
      }
      if (seen && toFlank) flank = true;
    }
    return {
      // T20.2: a wall covers the men lining it from the enemy across it; the nearest enemy stands for them all.
      entirelyInCover: own.every((f) => this.board.coverFrom(this.board.hasWalls ? nearestFoe(f) : null, f) !== 'open'),
      advancing: unit.advanced,
      enemyInRange: inRange,
      anyEnemyUnitInRange: inRange,
      enemyFlankRear: flank,
      nativesNearCavalry: enemies.some((e) => e.horsed && own.some((f) => atMost(this.board.gap(e, f), 25))),
    };
  }

  /** T24.0, T28: the nearest visible enemy figure, else the nearest known one. */
  nearestEnemy(unit: UnitState): NearestEnemy | null {
    const own = this.board.placed(unit);
    if (own.length === 0) return null;
    const pairs = this.enemies(unit).map((e) => {
      let best = Infinity;
      let seer: Placed | undefined;
      for (const f of own) {
        const gap = this.board.gap(f, e);
        if (gap < best) [best, seer] = [gap, f];
      }
      return { e, gap: best, seer: seer! };
    }).sort((a, b) => a.gap - b.gap || a.e.id.localeCompare(b.e.id));
    if (pairs.length === 0) return null;
    const visible = pairs.find((p) => own.some((f) => this.board.sees(f.pos, p.e.pos, p.e)));
    const pick = visible ?? pairs[0]!;
    return { unit: this.targetUnit(pick.e), figure: pick.e.id, visible: visible !== undefined };
  }

  /** T9, T12.5: the living figures beyond command distance of every given command figure (25 cm if either is in enclosed terrain). */
  commandReach(commanders: readonly string[], unit: UnitState): string[] {
    const chain = commanders.map((id) => this.state.figures[id]!).filter((f): f is Placed => f.alive && f.pos !== null);
    return this.board.placed(unit).filter((f) => !chain.some((c) => atMost(this.board.gap(c, f), commandDistance(this.board.enclosedAt(c.pos) || this.board.enclosedAt(f.pos))))).map((f) => f.id);
  }

  inContact(unit: UnitState): boolean {
    const enemies = this.enemies(unit);
    return this.board.placed(unit).some((f) => this.board.inContact(f, enemies));
  }

  /**
   * T16–T20: for each enemy unit, the shots the given figures have at it, nearest first, and its
   * cover; with `only`, that unit's entry alone (each unit's entry is worked out from its
   * own figures only, so leaving the others out changes nothing in it).
   */
  fireTargets(unit: UnitState, shooterIds: readonly string[], only?: string): FireTarget[] {
    const enemies = this.enemies(unit);
    const friends = this.board.sideFigures(unit.side);
    // T22.3: an attached leader is shot at as one of his group's figures.
    const unitOf = new Map<string, string>();
    const targetable: Placed[] = [];
    for (const e of enemies) {
      const target = this.targetUnit(e);
      if ((only !== undefined && target !== only) || this.board.inContact(e, friends)) continue;
      unitOf.set(e.id, target);
      targetable.push(e);
    }
    const byUnit = new Map<string, { shots: Shot[]; visible: Map<string, Point> }>();
    // Every base as a disc, made when a first shot is looked at (most shooters have no target in reach).
    let discs: Disc[] | undefined;
    let widest = 0;
    for (const t of targetable) widest = Math.max(widest, t.base);
    for (const id of shooterIds) {
      const figure = this.state.figures[id]!;
      if (!figure.alive || figure.pos === null) continue;
      const s = figure as Placed;
      if (this.board.inContact(s, enemies)) continue;
      const weapon = rangedWeapon(s);
      if (!weapon) continue;
      const reach = this.board.reach(s, weapon.weapon);
      // Only bases within a shot's length of the shooter can be in its way: every line of sight to a
      // target in reach is at most reach + both radii long (the rim points of the widest target included).
      const length = reach + s.base / 2 + widest + 1e-6;
      let inWay: Disc[] | undefined;
      // each unit's nearest target this shooter sees: made at its first target in reach (most have none)
      let seen: Map<string, { figure: Placed; gap: number }> | undefined;
      for (const t of targetable) {
        const gap = this.board.gap(s, t);
        if (beyond(gap, reach)) continue;
        const unit = unitOf.get(t.id)!;
        const best = seen?.get(unit);
        // A target another shooter already sees, no nearer than this shooter's best of its unit, would change nothing.
        if (best && gap >= best.gap && byUnit.get(unit)?.visible.has(t.id)) continue;
        inWay ??= (discs ??= this.board.discs()).filter((d) => distance(s.pos, d.c) - d.r <= length);
        if (!this.board.clearShot(s, t, inWay)) continue;
        // Each figure's cover is taken against the first shooter who sees it (a wall covers only from across it).
        const entry = byUnit.get(unit) ?? { shots: [], visible: new Map<string, Point>() };
        if (!entry.visible.has(t.id)) entry.visible.set(t.id, s.pos);
        byUnit.set(unit, entry);
        if (!best || gap < best.gap) (seen ??= new Map()).set(unit, { figure: t, gap });
      }
      if (!seen) continue;
      for (const [target, { figure, gap }] of seen) {
        const band = rangeBand(weapon.weapon, gap);
        if (band) byUnit.get(target)!.shots.push({ figure: s.id, weapon: weapon.weapon, band, distance: gap, target: figure.id });
      }
    }
    return [...byUnit.entries()].filter(([, v]) => v.shots.length > 0).map(([target, v]) => {
      const visible = [...v.visible.keys()].sort();
      const counts = { open: 0, soft: 0, hard: 0 };
      for (const id of visible) counts[this.board.coverFrom(v.visible.get(id)!, this.state.figures[id] as Placed)]++;
      const cover: Cover = counts.hard >= counts.soft && counts.hard >= counts.open && counts.hard > 0 ? 'hard' : counts.soft >= counts.open && counts.soft > 0 ? 'soft' : 'open';
      const shots = v.shots.sort((a, b) => a.distance - b.distance || a.figure.localeCompare(b.figure));
      return { unit: target, shots, cover, visible, distance: shots[0]!.distance };
    }).sort((a, b) => a.distance - b.distance);
  }

  /** T31.2: enemy figures each figure can reach in contact within its move, terrain counted. */
  chargeReach(unit: UnitState): ChargeReach[] {
    const enemies = this.enemies(unit);
    const bases = basesOnTable(this.state);
    return this.board.placed(unit).filter((f) => !this.board.inContact(f, enemies)).map((f) => {
      const allowance = this.board.allowance(f, true);
      const defenders = enemies.filter((e) => atMost(this.board.gap(f, e), allowance)).flatMap((e) => {
        // Sight first: it is cheaper than walking the path. Then a free place in contact with him that the charger's move reaches, as the charge takes.
        if (!this.board.sees(f.pos, e.pos, e) || !contactSpot(this.state, this.board, f, e, bases)) return [];
        return [{ figure: e.id, distance: this.board.gap(f, e) }];
      });
      return { attacker: f.id, defenders };
    });
  }

  /** T32.1: every pair of enemy figures in base contact; `crossing` when attacking a defended barrier (T32.2). */
  contacts(): Contact[] {
    const [a, b] = this.state.sides.map((s) => this.board.sideFigures(s.id)) as [Placed[], Placed[]];
    const barrierHolder = (f: Placed) => this.board.featuresAt(f.pos).some((t) => t.barrier);
    const found: Contact[] = [];
    for (const x of a) for (const y of b) {
      if (beyond(this.board.gap(x, y), CONTACT_CM)) continue;
      found.push({ a: x.id, b: y.id, aCrossing: barrierHolder(y) && !barrierHolder(x), bCrossing: barrierHolder(x) && !barrierHolder(y) });
    }
    return found;
  }

  /** T28 COVER: the nearest feature giving cover that the unit can reach within one move. */
  coverWithinMove(unit: UnitState): string | null {
    const own = this.board.placed(unit);
    if (own.length === 0) return null;
    const move = Math.min(...own.map((f) => this.board.allowance(f, false)));
    const centre = Board.centroid(own);
    return nearestCoverWithin(this.state.terrain, centre, move)?.name ?? null;
  }

  /** T28 WDRAW: the nearest cover that lies further from the nearest enemy than the unit does. */
  coverFurtherAway(unit: UnitState): string | null {
    const own = this.board.placed(unit);
    const nearest = this.nearestEnemy(unit);
    if (own.length === 0 || !nearest) return null;
    const enemyPos = this.state.figures[nearest.figure]!.pos!;
    const centre = Board.centroid(own);
    const here = distance(centre, enemyPos);
    const options = this.state.terrain.filter((t) => t.cover !== 'open' && !t.impassable && distance(shapeCentroid(t.shape), enemyPos) > here + 5).map((t) => ({ t, d: distanceToShape(t.shape, centre) })).sort((x, y) => x.d - y.d);
    return options[0]?.t.name ?? null;
  }

  /** T35.2: whether a figure at the marker would see an enemy figure, or be seen by one. */
  markerSeesEnemy(markerId: string): boolean {
    const marker = this.state.markers.find((m) => m.id === markerId)!;
    const side = marker.unit ? this.state.units[marker.unit]!.side : this.state.sides.find((s) => s.hidden)!.id;
    return this.board.sideFigures(enemyOf(this.state, side)).some((e) => this.board.sees(marker.pos, e.pos, e) || this.board.sees(e.pos, marker.pos, null));
  }

  /** T29: the groups form one connected cluster, each within 5 cm of another, with an officer or NCO within 5 cm of it. */
  platoonFormed(unitIds: readonly string[]): boolean {
    const groups = unitIds.map((id) => this.board.placed(this.state.units[id]!));
    const near = (a: Placed[], b: Placed[]) => a.some((x) => b.some((y) => atMost(this.board.gap(x, y), 5)));
    const joined = new Set([0]);
    for (let grew = true; grew; ) {
      grew = false;
      groups.forEach((g, i) => {
        if (joined.has(i) || ![...joined].some((j) => near(g, groups[j]!))) return;
        joined.add(i);
        grew = true;
      });
    }
    if (joined.size < groups.length) return false;
    const side = this.state.units[unitIds[0]!]!.side;
    const leaders = Object.values(this.state.units).filter((u) => u.side === side && u.kind === 'leader').flatMap((u) => this.board.placed(u)).filter((f) => f.role === 'officer' || f.role === 'nco');
    return leaders.some((l) => groups.some((g) => near([l], g)));
  }
}
