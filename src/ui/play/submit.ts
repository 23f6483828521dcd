import type { Request } from '../../engine/requests.js';
import type { TableGame } from '../../play/table-game.js';
import { typedFaces } from '../../play/faces.js';
import { ROLL_FOR_ME } from './keys.js';
import type { PromptModel } from './prompt-model.js';

/** Gives the prompt's answer to the game; returns why it was not taken, or null. */
export function submitAnswer(game: TableGame, prompt: PromptModel, value: unknown): string | null {
  switch (prompt.kind) {
    case 'question':
      return game.reply(value);
    case 'dice': {
      if (value === ROLL_FOR_ME) return game.rollForMe();
      const roll = game.pending as Extract<Request, { kind: 'roll' }>;
      const faces = typedFaces(String(value), roll.dice);
      return faces ? game.answer(faces) : `type the ${roll.dice.count === 1 ? 'face' : `${roll.dice.count} faces`} you rolled, e.g. ${Array.from({ length: roll.dice.count }, (_, i) => (i % roll.dice.sides) + 1).join(' ')}`;
    }
    case 'choose':
      return game.answer({ option: value, reasons: [{ rule: 'player', text: 'your choice' }] });
    case 'tell':
      return game.answer(null);
    case 'over':
      return null;
  }
}
