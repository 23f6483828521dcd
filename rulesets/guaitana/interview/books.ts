/**
 * opfor's books at a real table (`Books`): the moves, formations, facings, appearances and
 * removals from the table that opfor tells, carried out on the battle state as its virtual table
 * would, so that the commanders read where the units almost certainly stand. The player makes
 * every move on the real table by its order (G9.3), its length told; the books make it too.
 */
import type { Instruction } from '../../../src/engine/requests.js';
import type { Books, VirtualTable } from '../../../src/engine/ruleset.js';
import type { GuaitanaInstruction } from '../instructions.js';
import type { GuaitanaState } from '../state.js';

/** What changes nothing on the table: a narration, and figures taken off a unit that stays (its count is the rules' books). */
const UNFOLLOWED: ReadonlySet<GuaitanaInstruction['type']> = new Set(['note', 'remove']);

/**
 * The books following what opfor tells. The virtual table's mover keeps some of the rules' books
 * as it goes (G9.8: the units it touches or goes through marked contacted or surprised; G6.4: the
 * hiding places an Italian unit crosses spoiled): at a real table the rules keep those from what
 * the player answers (after-move, observed), so the books put them back as they were and keep
 * only where the units stand and face (and a Move order's waypoints reached, G8.3).
 */
export class GuaitanaBooks implements Books {
  constructor(private readonly state: GuaitanaState, private readonly table: VirtualTable) {}

  follows(instruction: Instruction): boolean {
    return !UNFOLLOWED.has((instruction as GuaitanaInstruction).type);
  }

  follow(instruction: Instruction): void {
    if (!this.follows(instruction)) return;
    const turns = Object.values(this.state.units).map((unit) => [unit, { ...unit.turn }] as const);
    const hiding = this.state.hiding.map((place) => ({ ...place }));
    this.table.execute(instruction, false);
    for (const [unit, turn] of turns) Object.assign(unit.turn, turn);
    this.state.hiding.forEach((place, i) => Object.assign(place, hiding[i]));
  }
}
