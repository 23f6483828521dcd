import type { Command } from 'commander';
import { drawEveryFrameAtATerminal } from '../draw-every-frame.js';
import { UserError, wholeNumber, type CliContext } from '../io.js';
import { DEFAULT_SCENARIO } from './play.js';
import { policyPairs, temperamentPairs, type CommanderOptions } from '../side-options.js';

interface WatchOptions extends CommanderOptions {
  seed?: string;
  pace?: string;
  trace?: string;
}

/** `opfor watch`: opfor plays both sides on the virtual table, drawn as a map, a step per key. */
export function registerWatch(program: Command, ctx: CliContext): void {
  program
    .command('watch')
    .description('watch opfor play both sides on the virtual table, step by step, with a map and the rule behind each step')
    .argument('[scenario]', `a scenario file or shipped scenario name (default ${DEFAULT_SCENARIO})`)
    .option('--seed <n>', 'seed of the dice (default 1)')
    .option('--pace <seconds>', 'run on its own, one step every so many seconds (space pauses)')
    .option('--trace <file>', 'write the battle trace to this file as you watch, a JSON line per event')
    .option('--policy <side=policy>', 'how opfor plays a side: opfor (the commander, default), random or passive; repeatable', policyPairs)
    .option('--temperament <side=temperament>', "the commander's temperament on a side: bold, measured or cautious (default: the scenario's); repeatable", temperamentPairs)
    .action(async (scenario: string | undefined, options: WatchOptions) => {
      const seed = options.seed === undefined ? 1 : wholeNumber('--seed', options.seed);
      const pace = options.pace === undefined ? null : Number(options.pace);
      if (pace !== null && !(pace > 0 && pace <= 60)) throw new UserError(`--pace: expected seconds between 0 and 60, found "${options.pace}"`);
      drawEveryFrameAtATerminal();
      const { watchInTerminal } = await import('../../ui/watch/watch-in-terminal.js');
      ctx.exitCode = await watchInTerminal({ scenario: scenario ?? DEFAULT_SCENARIO, seed, pace, trace: options.trace ?? null, commanders: { policy: options.policy, temperament: options.temperament } }, ctx.io);
    });
}
