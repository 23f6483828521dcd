import type { Question } from '../../src/engine/questions.js';
import { replyProblem } from '../../src/engine/questions.js';
import type { Fact } from '../../src/engine/requests.js';
import type { VirtualTable } from '../../src/engine/ruleset.js';
import type { TableGame } from '../../src/play/table-game.js';

/** The virtual table a real-table session keeps beside it (it answers nothing there unless asked). */
function tableOf(game: TableGame): VirtualTable {
  return (game.session as unknown as { table: VirtualTable }).table;
}

/**
 * A real game's fire at a real table: offered replies see no enemy, so nobody fires. This
 * answerer carries out every instruction told so far on the session's virtual table (the units
 * move there as the player moves them), and replies to the questions of sight and fire as the
 * table's geometry answers them: who sees whom, who can shoot at what, the target, its range and
 * cover. Everything else gets its offered reply.
 */
export class FireReplies {
  private told = 0;

  constructor(private readonly game: TableGame) {}

  /** The reply to the question on screen: the table's where it is a question of sight or fire, else null (take the offered one). */
  reply(q: Question, fact: Fact): unknown {
    const table = tableOf(this.game);
    this.catchUp(table);
    const guess = steer(q, fact, () => table.answer(fact));
    return guess !== undefined && replyProblem(q, guess) === null ? guess : null;
  }

  /** Carries out on the virtual table the instructions told since the last question. */
  private catchUp(table: VirtualTable): void {
    const log = this.game.session.log;
    for (; this.told < log.length; this.told++) {
      const entry = log[this.told]!;
      if (entry.kind === 'tell') table.execute(entry.instruction);
    }
  }
}

type Target = { unit: string; distance?: number; band?: string; cover?: unknown };

/** The reply the table's answer implies for a question of sight or fire; undefined for any other question. */
function steer(q: Question, fact: Fact, virtual: () => unknown): unknown {
  const [head, ...rest] = q.key.split('/');
  const options = q.kind === 'some-of' || q.kind === 'one-of' ? q.options.map((o) => o.id) : [];
  switch (head) {
    // Guaitana G10: who sees an enemy, and whom
    case 'sight': {
      if (fact.id !== 'sight') return undefined;
      const sight = virtual() as Record<string, readonly string[]>;
      return options.filter((id) => (sight[id] ?? []).length > 0);
    }
    case 'sees': {
      const v = virtual();
      const seen = (fact.id === 'sight' ? (v as Record<string, readonly string[]>)[rest[0]!] : v) as readonly string[] | undefined;
      return options.filter((id) => (seen ?? []).includes(id));
    }
    case 'seen-by': {
      const sight = virtual() as Record<string, readonly string[]>;
      return options.filter((id) => (sight[id] ?? []).includes(rest[0]!));
    }
    case 'see-enemy': return options.filter((id) => (virtual() as readonly string[]).includes(id));
    // Guaitana G11: which units have a target, the target, its range and cover
    case 'fire-ready': return options.filter((id) => (virtual() as readonly string[]).includes(id));
    case 'fire-targets': {
      if (fact.id !== 'fire-targets') return undefined;
      const targets = virtual() as readonly Target[];
      // Tyneside T16: which enemy units the figures can shoot at
      if (rest.at(-1) === 'targets') return options.filter((id) => targets.some((t) => t.unit === id));
      if (rest.length !== 1) return undefined;
      return targets[0] ? `${targets[0].unit}@${targets[0].band}` : 'none';
    }
    case 'fire-second': {
      const far = (virtual() as readonly Target[])[1];
      return far ? `${far.unit}@${far.band}` : 'none';
    }
    case 'fire-cover': return (virtual() as readonly Target[]).find((t) => t.unit === rest[0])?.cover;
    // Tyneside T16.1: which units can shoot at the enemy named
    case 'can-shoot': {
      const can = virtual() as readonly string[];
      return q.kind === 'yes-no' ? can.length > 0 : options.filter((id) => can.includes(id));
    }
    default: return undefined;
  }
}
