import type { Io } from '../../cli/io.js';
// not from main.js: that module is still running the command that opened this screen
import { reportFailure } from '../../cli/report-failure.js';
import type { PlayEnd } from './PlayApp.js';

/** The message after the play screen closes, and the exit code. */
export function afterPlay(end: PlayEnd, io: Io): number {
  switch (end.kind) {
    case 'left':
      return 0;
    case 'quit':
      if (!end.game.pending) return afterPlay({ kind: 'over', game: end.game }, io);
      io.out(`\nSaved to ${end.game.origin.savePath}.\nRun \`opfor play\` again to resume; \`opfor report ${end.game.origin.savePath}\` writes the story so far.\n`);
      return 0;
    case 'over':
      io.out(`\nThe battle is over. \`opfor report ${end.game.origin.savePath}\` writes its story as Markdown.\n`);
      return 0;
    case 'failed':
      return reportFailure(end.error, io);
  }
}
