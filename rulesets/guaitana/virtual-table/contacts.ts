/**
 * Who touches whom and what stands near a unit: base contact and flank contact (G9.8, G12.2,
 * G12.4), the morale surroundings (G13.3), the C-in-C's reach (G8.7.1) and the heliograph's
 * "threatened" (G8.7.1, G18.18).
 */
import type { SideId } from '../../../src/engine/requests.js';
import type { Contact, Surroundings } from '../facts.js';
import { isCombatUnit, sideOf, type UnitState } from '../state.js';
import { closeCm, firingWeapon } from './arms.js';
import { CONTACT_CM, type Board, type Placed } from './board.js';
import type { Sight } from './sight.js';
import { bonusOf, capacityOf } from '../procedures/traits.js';
import { atMost, beyond } from '../../../src/table/tolerance.js';

/** G13.3, G8.7.1: "within 15 cm". */
const NEAR_CM = 15;
/** G13.3: "no enemy in sight or within 60 cm". */
const ENEMY_NEAR_CM = 60;

/** G18.42: Mass, Square, the C-in-C, messengers and the baggage have no flank or rear. */
function hasFlank(unit: UnitState): boolean {
  if (unit.type === 'cinc' || unit.type === 'messenger' || unit.type === 'baggage') return false;
  return unit.formation !== 'mass' && unit.formation !== 'square';
}

/** Contacts and neighbours on one battle's table. */
export class Neighbours {
  constructor(private readonly board: Board, private readonly sight: Sight) {}

  /** The enemy units in base contact with the unit (within 0.5 cm). */
  inContact(unit: Placed): Placed[] {
    return this.board.enemiesOf(unit.side).filter((e) => atMost(this.board.gap(unit, e), CONTACT_CM));
  }

  /**
   * G12.2, G12.4: `b` is contacted on its flank or rear by `a` when a's centre lies outside b's
   * front sector: the 90° wedge out of b's front edge, 45° off each front corner, so that a wide
   * line met anywhere along its front is met in front (G12.4: "the side and back edges").
   */
  flankedBy(b: Placed, a: Placed): boolean {
    if (!hasFlank(b)) return false;
    const fp = this.board.footprint(b);
    const dx = a.pos.x - fp.cx, dy = a.pos.y - fp.cy;
    const ahead = dx * fp.fx + dy * fp.fy, across = Math.abs(dx * fp.fy - dy * fp.fx);
    return !(ahead > 0 && ahead - fp.hd >= across - fp.hw);
  }

  /** Every pair of enemy units in base contact, the first side's unit as `a`. */
  contacts(): Contact[] {
    const [first, second] = this.board.state.sides;
    if (!first || !second) return [];
    const bs = this.board.sideUnits(second.id);
    const found: Contact[] = [];
    for (const a of this.board.sideUnits(first.id)) {
      for (const b of bs) {
        if (beyond(this.board.gap(a, b), CONTACT_CM)) continue;
        found.push({ a: a.id, b: b.id, aFlanked: this.flankedBy(a, b), bFlanked: this.flankedBy(b, a) });
      }
    }
    return found.sort((x, y) => x.a.localeCompare(y.a) || x.b.localeCompare(y.b));
  }

  /** G12.4, G13.3: what the melee and morale modifiers read of the unit's surroundings. */
  surroundings(unit: Placed): Surroundings {
    const side = sideOf(this.board.state, unit.side);
    const cinc = side.cinc ? this.board.state.units[side.cinc] : undefined;
    const near = (u: Placed) => atMost(this.board.gap(unit, u), NEAR_CM);
    const friends = this.board.sideUnits(unit.side);
    const enemies = this.board.enemiesOf(unit.side);
    return {
      cincNear: !!cinc && cinc.id !== unit.id && friends.some((f) => f.id === cinc.id && near(f)),
      friendNear: friends.some((f) => f.id !== unit.id && isCombatUnit(f) && f.order.kind !== 'retreat' && near(f)),
      enemyNear: (this.board.state.sight[unit.id] ?? []).length > 0 || enemies.some((e) => atMost(this.board.gap(unit, e), ENEMY_NEAR_CM)),
      inClosed: this.board.inClosed(unit),
      flanked: this.inContact(unit).some((e) => this.flankedBy(unit, e)),
    };
  }

  /** G8.7.1: the side's own units (not the C-in-C or messengers) within 15 cm of its C-in-C and seen by him. */
  cincReach(sideId: SideId): string[] {
    const side = sideOf(this.board.state, sideId);
    const cinc = side.cinc ? this.board.state.units[side.cinc] : undefined;
    if (!cinc || !this.board.sideUnits(sideId).some((u) => u.id === cinc.id)) return [];
    const c = cinc as Placed;
    return this.board.sideUnits(sideId)
      .filter((u) => isCombatUnit(u) && atMost(this.board.gap(c, u), NEAR_CM) && this.sight.lineTo(c.pos, this.board.footprint(u)))
      .map((u) => u.id);
  }

  /** G8.7.1, G18.18: some enemy on the table could reach the unit with its move and Charge Bonus, or has it in Close range. */
  threatened(unit: Placed): boolean {
    return this.board.enemiesOf(unit.side).some((e) => {
      const gap = this.board.gap(unit, e);
      const move = capacityOf(e), bonus = bonusOf(e);
      const close = closeCm(firingWeapon(e));
      return atMost(gap, move + bonus) || (close !== null && atMost(gap, close));
    });
  }
}
