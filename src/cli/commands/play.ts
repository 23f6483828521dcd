import { Option, type Command } from 'commander';
import { drawEveryFrameAtATerminal } from '../draw-every-frame.js';
import { TraceFile } from '../../engine/trace-file.js';
import { UserError, wholeNumber, type CliContext } from '../io.js';
import { temperamentPairs, type SidePairs } from '../side-options.js';
import type { Temperament } from '../../engine/ruleset.js';

/** The scenario `opfor play` and `opfor watch` open when none is named (the README's first command). */
export const DEFAULT_SCENARIO = 'tyneside/mission-station';

interface PlayOptions {
  seed?: string;
  dice: 'app' | 'physical';
  trace?: string;
  resume?: string;
  temperament?: SidePairs<Temperament>;
}

/** `opfor play`: the tabletop companion (what `npm start` runs). */
export function registerPlay(program: Command, ctx: CliContext): void {
  program
    .command('play')
    .description('play your side on a real table against opfor, in the terminal UI; resumes an unfinished game')
    .argument('[scenario]', `a scenario file or shipped scenario name (default ${DEFAULT_SCENARIO})`)
    .option('--seed <n>', "seed of opfor's dice (default: a new one per game, shown on screen)")
    .option('--resume <save>', 'play on a saved game at once (an older game kept beside a newer one: saves are in $OPFOR_SAVES, else ~/.local/share/opfor/saves)')
    .option('--trace <file>', 'keep the battle trace of the game in this file, a JSON line per event (rewritten whole on resume and undo)')
    .option('--temperament <side=temperament>', "the temperament of opfor's commander on its side: bold, measured or cautious (default: the scenario's)", temperamentPairs)
    .addOption(new Option('--dice <mode>', "app: opfor rolls and shows its dice; physical: you roll real dice and type the faces (switch with d)").choices(['app', 'physical']).default('app'))
    .action(async (scenario: string | undefined, options: PlayOptions) => {
      const seed = options.seed === undefined ? null : wholeNumber('--seed', options.seed);
      if (options.resume !== undefined && (scenario !== undefined || seed !== null)) throw new UserError(`--resume ${options.resume}: the save holds its scenario and seed; name neither`);
      if (options.resume !== undefined && options.temperament) throw new UserError(`--resume ${options.resume}: the save holds opfor's temperament; drop --temperament`);
      // a trace file that cannot be written is said before the screen opens
      if (options.trace !== undefined) TraceFile.open(options.trace).close();
      drawEveryFrameAtATerminal();
      const { playInTerminal } = await import('../../ui/play/play-in-terminal.js');
      ctx.exitCode = await playInTerminal({ scenario: scenario ?? null, seed, dice: options.dice, trace: options.trace ?? null, resume: options.resume ?? null, temperament: options.temperament ?? null }, ctx.io);
    });
}
