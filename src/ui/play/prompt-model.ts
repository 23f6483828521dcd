import type { Question, QuestionOption } from '../../engine/questions.js';
import type { Reason } from '../../engine/reasons.js';
import type { TableGame } from '../../play/table-game.js';
import { sessionResult } from '../../cli/narrate.js';

/** What the player is asked to do now, in terms the screen shows; built from the game. */
export type PromptModel =
  | { readonly kind: 'question'; readonly heading: string; readonly question: Question; readonly offered: unknown }
  | {
    readonly kind: 'dice'; readonly purpose: string; readonly notation: string; readonly count: number; readonly sides: number;
    /** A roll the rules impose on the player's own side (forced fire, impetuosity, morale): said so, as a reminder. */
    readonly yours: boolean;
  }
  | { readonly kind: 'choose'; readonly heading: string; readonly options: readonly QuestionOption[]; readonly offered: string; readonly advice: readonly Reason[] }
  | { readonly kind: 'tell'; readonly text: string; readonly reasons: readonly Reason[] }
  | { readonly kind: 'over'; readonly lines: readonly string[] };

/** The prompt for the game's pending request. */
export function promptModel(game: TableGame): PromptModel {
  const { session } = game;
  const request = game.pending;
  if (!request) {
    const report = `The battle's story as Markdown: opfor report ${game.origin.savePath}`;
    return { kind: 'over', lines: [...sessionResult(session, game.origin.loaded.scenario), '', report] };
  }
  switch (request.kind) {
    case 'ask': {
      const asked = game.question!;
      const about = session.ruleset.describeFact(session.state, request.fact);
      const question = asked.kind === 'one-of' || asked.kind === 'some-of' ? { ...asked, options: game.numbered(asked.key, asked.options) } : asked;
      return {
        kind: 'question',
        heading: about.title,
        question,
        offered: game.defaultReply(asked),
      };
    }
    case 'roll':
      return {
        kind: 'dice', purpose: request.purpose, notation: request.dice.notation, count: request.dice.count, sides: request.dice.sides,
        yours: request.side !== undefined && session.answering.players[request.side] === 'human',
      };
    case 'choose':
      return { kind: 'choose', heading: request.purpose, options: game.numbered(`choose:${request.purpose}`, request.options), offered: game.suggestion?.option ?? request.options[0]!.id, advice: game.suggestion?.reasons ?? [] };
    case 'tell':
      return { kind: 'tell', text: request.instruction.text, reasons: request.instruction.reasons };
  }
}
