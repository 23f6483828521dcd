#!/usr/bin/env node
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { SaveError } from '../engine/save.js';
import { ReplayMismatch } from '../engine/session.js';
import { ScenarioError } from '../scenario/problems.js';
import { registerCheck } from './commands/check.js';
import { registerList } from './commands/list.js';
import { registerReferee } from './commands/referee.js';
import { registerReport } from './commands/report.js';
import { registerSimulate } from './commands/simulate.js';
import { UserError, type CliContext, type Io } from './io.js';
import { packageRoot } from './scenario-path.js';

/** Exit codes: 1 the user's input is wrong, 2 the command line is wrong, 70 a bug in opfor (EX_SOFTWARE). */
export const EXIT = { ok: 0, input: 1, usage: 2, internal: 70 } as const;

/** Commander's own exits that are not errors. */
const COMMANDER_OK = new Set(['commander.helpDisplayed', 'commander.version', 'commander.help']);

/**
 * Runs the `opfor` command line with `argv` (the arguments after the program name) and returns
 * the exit code. Everything is written through `io`; a user's mistake becomes a message and
 * exit 1 (2 for a malformed command line), never a stack trace.
 */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const ctx: CliContext = { io, exitCode: EXIT.ok };
  const program = new Command('opfor')
    .description('a solo-play AI opponent for historical tabletop miniature wargames')
    .version(packageVersion())
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s),
      writeErr: (s) => io.err(s),
      outputError: (s, write) => write(`opfor: ${s.replace(/^error: /, '')}`),
    })
    .showHelpAfterError('(add --help for usage)');
  registerSimulate(program, ctx);
  registerCheck(program, ctx);
  registerList(program, ctx);
  registerReport(program, ctx);
  registerReferee(program, ctx);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ctx.exitCode;
  } catch (error) {
    return reportFailure(error, io);
  }
}

/** The exit code for an error, after telling the user what went wrong (a stack only with OPFOR_DEBUG set). */
export function reportFailure(error: unknown, io: Io): number {
  if (error instanceof CommanderError) {
    // commander has already written its message through io
    if (COMMANDER_OK.has(error.code) && error.exitCode === 0) return EXIT.ok;
    return error.code === 'commander.invalidArgument' ? EXIT.input : EXIT.usage;
  }
  if (error instanceof ScenarioError) {
    io.err(`${error.message}\n`);
    return EXIT.input;
  }
  if (error instanceof SaveError || error instanceof UserError) {
    io.err(`opfor: ${error.message}\n`);
    return EXIT.input;
  }
  if (error instanceof ReplayMismatch) {
    io.err(`opfor: the battle does not replay: ${error.message}\n`);
    return EXIT.input;
  }
  io.err(`opfor: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  if (process.env['OPFOR_DEBUG'] && error instanceof Error && error.stack) io.err(`${error.stack}\n`);
  return EXIT.internal;
}

/** opfor's version, from its package.json. */
function packageVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
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
