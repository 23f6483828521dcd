import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DiceMode } from '../../src/engine/answering.js';
import { GameTrace, TableGame } from '../../src/play/table-game.js';
import { parseScenario } from '../../src/scenario/load.js';

/** A fresh folder for autosaves. */
export function savesFolder(): string {
  return mkdtempSync(join(tmpdir(), 'opfor-saves-'));
}

/** A new game at the real table of a shipped scenario, autosaving into `dir`. */
export function tableGame(name: string, seed: number, dice: DiceMode = 'app', dir = savesFolder(), trace: GameTrace | null = null): TableGame {
  const label = `scenarios/${name}.yaml`;
  const text = readFileSync(label, 'utf8');
  return TableGame.start({ loaded: parseScenario(label, text), label, text, seed, savePath: join(dir, 'game.json') }, dice, trace);
}

/** Gives the reply the screen offers (the default, opfor's advice, "done"); dice typed as all ones. Returns a problem, if any. */
export function acceptOffered(game: TableGame): string | null {
  const request = game.pending;
  if (!request) throw new Error('the battle is over');
  switch (request.kind) {
    case 'ask':
      return game.reply(game.defaultReply(game.question!));
    case 'choose':
      return game.answer(game.suggestion);
    case 'tell':
      return game.answer(null);
    case 'roll':
      return game.answer(Array.from({ length: request.dice.count }, () => 1));
  }
}

/** Accepts the offered replies `times` times (or to the end of the battle). */
export function playOffered(game: TableGame, times = Infinity): void {
  for (let i = 0; i < times && game.pending; i++) {
    const problem = acceptOffered(game);
    if (problem) throw new Error(`the offered reply was refused: ${problem}`);
  }
}

/** Plays offered replies until the predicate holds for the game. */
export function until(game: TableGame, holds: (g: TableGame) => boolean): void {
  for (let i = 0; i < 3000 && game.pending && !holds(game); i++) acceptOffered(game);
  if (!holds(game)) throw new Error('never reached');
}
