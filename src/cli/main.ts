#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Command } from 'commander';
import { registerPlay } from './commands/play.js';
import { registerWatch } from './commands/watch.js';
import type { CliContext, Io } from './io.js';
import { EXIT, reportFailure } from './report-failure.js';

export { EXIT, reportFailure } from './report-failure.js';
import { opforVersion } from '../package-info.js';


/** The commands that open the terminal UI. */
const TABLETOP_COMMANDS = new Set(['play', 'watch']);

/** The headless commands' registrations, loaded on demand (they import the whole engine). */
async function headlessCommands(): Promise<((program: Command, ctx: CliContext) => void)[]> {
  const [simulate, balance, check, list, report, referee] = await Promise.all([
    import('./commands/simulate.js'),
    import('./commands/balance.js'),
    import('./commands/check.js'),
    import('./commands/list.js'),
    import('./commands/report.js'),
    import('./commands/referee.js'),
  ]);
  return [simulate.registerSimulate, balance.registerBalance, check.registerCheck, list.registerList, report.registerReport, referee.registerReferee];
}


/**
 * Runs the `opfor` command line with `argv` (the arguments after the program name) and returns
 * the exit code. Everything is written through `io`; a user's mistake becomes a message and
 * exit 1 (2 for a malformed command line), never a stack trace.
 */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const ctx: CliContext = { io, exitCode: EXIT.ok };
  const program = new Command('opfor')
    .description('a solo-play AI opponent for historical tabletop miniature wargames')
    .version(opforVersion())
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s),
      writeErr: (s) => io.err(s),
      outputError: (s, write) => write(`opfor: ${s.replace(/^error: /, '')}`),
    })
    .showHelpAfterError('(add --help for usage)');
  registerPlay(program, ctx);
  registerWatch(program, ctx);
  try {
    // play and watch draw their first frame before the engine loads; the other commands load it at once
    if (!TABLETOP_COMMANDS.has(argv[0] ?? '')) for (const register of await headlessCommands()) register(program, ctx);
    await program.parseAsync([...argv], { from: 'user' });
    return ctx.exitCode;
  } catch (error) {
    return reportFailure(error, io);
  }
}

/** Whether this module is the program node was asked to run (not imported by a test). */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0); // the reader stopped reading (`| head`)
    process.stderr.write(`opfor: cannot write the output (${error.code ?? error.message})\n`);
    process.exit(EXIT.internal);
  });
  process.exitCode = await main(process.argv.slice(2), {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
  });
}
