import { CommanderError } from 'commander';
import { ReplayMismatch, SaveError, TraceFileError } from '../engine/errors.js';
import { ScenarioError } from '../scenario/problems.js';
import { UserError, type Io } from './io.js';

/** Exit codes: 1 the user's input is wrong, 2 the command line is wrong, 70 a bug in opfor (EX_SOFTWARE). */
export const EXIT = { ok: 0, input: 1, usage: 2, internal: 70 } as const;

/** Commander's own exits that are not errors. */
const COMMANDER_OK = new Set(['commander.helpDisplayed', 'commander.version', 'commander.help']);

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
  if (error instanceof SaveError || error instanceof UserError || error instanceof TraceFileError) {
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
