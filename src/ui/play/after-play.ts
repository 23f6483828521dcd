import type { Io } from '../../cli/io.js';
import { reportFailure } from '../../cli/main.js';
import type { PlayEnd } from './PlayApp.js';

/** The message after the play screen closes, and the exit code. */
export function afterPlay(end: PlayEnd, io: Io): number {
  switch (end.kind) {
    case 'left':
      return 0;
    case 'quit':
      io.out(`Saved to ${end.game.origin.savePath}.\nRun \`opfor play\` again to resume; \`opfor report ${end.game.origin.savePath}\` writes the story so far.\n`);
      return 0;
    case 'over':
      io.out(`The battle is over. \`opfor report ${end.game.origin.savePath}\` writes its story as Markdown.\n`);
      return 0;
    case 'failed':
      return reportFailure(end.error, io);
  }
}
