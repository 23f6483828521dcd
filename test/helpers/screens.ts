import type { Request } from '../../src/engine/requests.js';
import { FireReplies } from './fire-replies.js';
import { acceptOffered, tableGame } from './table-game.js';

/** What one screen at a real table was for: a fact's question, a choice, an instruction, a throw. */
function screenKind(request: Request): string {
  switch (request.kind) {
    case 'ask': return `ask:${request.fact.id}`;
    case 'choose': return `choose:${request.purpose.split(':')[0]}`;
    case 'tell': return `tell:${request.instruction.type}`;
    case 'roll': return 'roll';
  }
}

/**
 * A shipped scenario played at a real table (the scenario's human side the player's, app dice)
 * for `turns` whole turns, every screen answered with its offered reply. A screen is anything
 * that waits for a key: each question of an interview, each choice, each instruction waited
 * for. With `fire`, the questions of sight and fire are answered as the virtual table sees the
 * units (moved there as told), so units fire as in a real game (FireReplies). Returns the
 * screens of each turn and what they were for.
 */
export function screensPerTurn(name: string, seed: number, turns: number, fire = false): { perTurn: number[]; kinds: Map<string, number> } {
  const game = tableGame(name, seed);
  const firing = fire ? new FireReplies(game) : null;
  const perTurn: number[] = [];
  const kinds = new Map<string, number>();
  while (game.pending) {
    const turn = game.session.step?.turn ?? 1;
    if (turn > turns) break;
    perTurn[turn - 1] = (perTurn[turn - 1] ?? 0) + 1;
    const kind = screenKind(game.pending);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    const steered = firing && game.pending.kind === 'ask' && game.question ? firing.reply(game.question, game.pending.fact) : null;
    const problem = steered !== null ? game.reply(steered) : acceptOffered(game);
    if (problem) throw new Error(`${name}, seed ${seed}: the offered reply was refused: ${problem}`);
  }
  return { perTurn, kinds };
}
