// A player at a real table who gives every offered reply as fast as they can: `opfor play`'s
// game (the TableGame it drives, opened through the same openGame) in a process of its own, so
// a test can kill it at any moment and open the game again. It uses the built code in dist/.
//
//   OPFOR_SAVES=DIR node test/reliability/scripted-player.mjs SCENARIO SEED REPLIES
//
// prints `start <position> new|resumed` once the game is open, then `at <position>` after each
// reply it gives (the autosave written), at most REPLIES of them.
import { writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openGame } from '../../dist/src/play/open-game.js';

/** Where a game stands: requests answered, and questions answered in the interview on screen. */
export function position(game) {
  return `${game.session.requestsAnswered}.${game.interview?.answered ?? 0}`;
}

/** Opens the scenario as `opfor play SCENARIO --seed SEED` does; takes the unfinished game when one is offered. */
export function openScripted(scenario, seed) {
  const opening = openGame({ scenario, defaultScenario: scenario, seed, dice: 'app', trace: null, resume: null });
  return { game: opening.offer ? opening.offer.game : opening.startNew(), resumed: opening.offer !== null, notes: opening.notes };
}

/** Gives the reply the screen offers (the default, opfor's advice, "done", dice as all ones); throws if refused. */
export function replyOffered(game) {
  const request = game.pending;
  const problem =
    request.kind === 'ask' ? game.reply(game.defaultReply(game.question))
    : request.kind === 'choose' ? game.answer(game.suggestion)
    : request.kind === 'tell' ? game.answer(null)
    : game.answer(Array.from({ length: request.dice.count }, () => 1));
  if (problem) throw new Error(`the offered reply was refused at ${position(game)}: ${problem}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [scenario, seed, replies] = process.argv.slice(2);
  const say = (line) => writeSync(1, `${line}\n`);
  const { game, resumed } = openScripted(scenario, Number(seed));
  say(`start ${position(game)} ${resumed ? 'resumed' : 'new'}`);
  for (let k = 0; k < Number(replies) && game.pending; k++) {
    replyOffered(game);
    say(`at ${position(game)}`);
  }
}
